import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, count, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { withRollbackUndo } from "../db/rollback-undo";
import { documentContents, documents } from "../db/schema";
import { ApiError } from "../http/api-error";
import { createTestBusiness } from "../testing/test-business";
import { setupTestDatabase } from "../testing/test-database";
import { storeDocument } from "./store-document";

const test = setupTestDatabase();
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "ledger-store-document-test-"));
process.env.DOCUMENT_STORAGE_DIR = storageDir;
afterAll(() => fs.rmSync(storageDir, { recursive: true, force: true }));

const pdf = Buffer.from("%PDF-1.4\n%%EOF\n").toString("base64");
const filesUnder = (dir: string) =>
  fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());

describe("storeDocument", () => {
  it("leaves no row, no bytes and no file when the request is refused after the document was written", async () => {
    const { business } = await createTestBusiness(test.db);
    const owner = { type: "bill" as const, id: crypto.randomUUID() };
    // What the route wrapper does: the write's transaction, refused by a later step of the same request.
    const request = withRollbackUndo(() =>
      test.db.transaction(async (tx) => {
        await storeDocument(tx, business.id, owner, { file: pdf, file_name: "bill.pdf" });
        throw ApiError.conflict("A later step refused the request.");
      }),
    );
    await expect(request).rejects.toThrow("A later step refused the request.");
    const [rows] = await test.db
      .select({ n: count() })
      .from(documents)
      .where(and(eq(documents.businessId, business.id), eq(documents.ownerId, owner.id)));
    const [contents] = await test.db
      .select({ n: count() })
      .from(documentContents)
      .where(eq(documentContents.businessId, business.id));
    expect([rows!.n, contents!.n, filesUnder(storageDir)]).toEqual([0, 0, []]);
  });

  it("keeps the bytes in the database by default, so every app instance reads them", async () => {
    const { business } = await createTestBusiness(test.db);
    const row = await test.db.transaction((tx) =>
      storeDocument(tx, business.id, { type: "bill", id: crypto.randomUUID() }, { file: pdf }),
    );
    expect(row.storage).toBe("postgres");
    const [stored] = await test.db
      .select()
      .from(documentContents)
      .where(and(eq(documentContents.businessId, business.id), eq(documentContents.documentId, row.id)));
    expect(stored!.content).toEqual(Buffer.from(pdf, "base64"));
    expect(filesUnder(storageDir)).toEqual([]);
  });
});
