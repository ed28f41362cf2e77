import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withRollbackUndo } from "../../db/rollback-undo";
import { createTestBusiness } from "../../testing/test-business";
import { setupTestDatabase } from "../../testing/test-database";
import { documentStorageKey, type DocumentStorage } from "./document-storage";
import { LocalDiskDocumentStorage } from "./local-disk";
import { PostgresDocumentStorage } from "./postgres";
import { S3DocumentStorage } from "./s3";
import { documents } from "../../db/schema";

const test = setupTestDatabase();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "ledger-storage-test-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

// A real S3-compatible server (s3rver: S3's REST API over a directory, SigV4 signatures checked) on loopback.
let s3server: S3rver | undefined;
let s3: S3DocumentStorage | undefined;
beforeAll(async () => {
  s3server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: path.join(scratch, "s3"),
    configureBuckets: [{ name: "ledger-documents", configs: [] }],
  });
  const { port } = await s3server.run();
  s3 = new S3DocumentStorage({
    bucket: "ledger-documents",
    prefix: "documents/",
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
});
afterAll(async () => {
  await s3server?.close();
});

const storages: [string, () => DocumentStorage][] = [
  ["postgres", () => new PostgresDocumentStorage()],
  ["disk", () => new LocalDiskDocumentStorage(path.join(scratch, "disk"))],
  ["s3", () => s3!],
];

/** A documents row for the bytes to belong to (document_contents refers to it). */
async function documentRow(storage: DocumentStorage) {
  const { business } = await createTestBusiness(test.db);
  const id = crypto.randomUUID();
  const [row] = await test.db
    .insert(documents)
    .values({
      businessId: business.id,
      id,
      ownerType: "bill",
      ownerId: crypto.randomUUID(),
      documentType: "purchase_invoice",
      fileName: "bill.pdf",
      mimeType: "application/pdf",
      fileSize: 3,
      sha256: "-",
      storage: storage.kind,
      storageKey: documentStorageKey(business.id, id),
    })
    .returning();
  return row!;
}

const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x0a]);

describe.each(storages)("%s document storage", (_name, storageOf) => {
  it("reads back exactly the bytes put in a committed transaction", async () => {
    const storage = storageOf();
    const row = await documentRow(storage);
    expect(await storage.get(test.db, row)).toBeNull();
    await withRollbackUndo(() => test.db.transaction((tx) => storage.put(tx, row, bytes)));
    expect(await storage.get(test.db, row)).toEqual(bytes);
  });

  it("keeps nothing of a put whose transaction then fails", async () => {
    const storage = storageOf();
    const row = await documentRow(storage);
    const failing = withRollbackUndo(() =>
      test.db.transaction(async (tx) => {
        await storage.put(tx, row, bytes);
        expect(await storage.get(tx, row)).toEqual(bytes);
        throw new Error("refused after the document was written");
      }),
    );
    await expect(failing).rejects.toThrow("refused after the document was written");
    expect(await storage.get(test.db, row)).toBeNull();
  });

  it("refuses a key that is not a document key", async () => {
    const storage = storageOf();
    if (storage.kind === "postgres") return; // keyed by the row's ids, not a path
    const row = { ...(await documentRow(storage)), storageKey: "../../etc/passwd" };
    await expect(storage.put(test.db, row, bytes)).rejects.toThrow("Not a document storage key");
  });
});
