import { afterAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import { ApiError } from "../http/api-error";
import { createTestBusiness } from "../testing/test-business";
import { setupTestDatabase } from "../testing/test-database";
import { documentSerializer } from "./document-serializer";
import { readSignedDocument } from "./read-signed-document";
import { storeDocument } from "./store-document";

const test = setupTestDatabase();
const storageDir = `/tmp/ledger-document-link-test-${process.pid}`;
process.env.DOCUMENT_STORAGE_DIR = storageDir;
afterAll(() => fs.rmSync(storageDir, { recursive: true, force: true }));

const pdf = Buffer.from("%PDF-1.4\n%%EOF\n");

async function storedLink() {
  const { business } = await createTestBusiness(test.db);
  const row = await storeDocument(
    test.db,
    business.id,
    { type: "bill", id: crypto.randomUUID() },
    {
      file: pdf.toString("base64"),
      file_name: "../../etc/invoice 7.pdf",
    },
  );
  const serialized = (await documentSerializer(test.db, "https://ledger.example"))(row);
  const url = new URL(serialized.url);
  const [, , businessId, documentId] = url.pathname.split("/");
  return {
    row,
    serialized,
    link: {
      businessId: businessId!,
      documentId: documentId!,
      expires: url.searchParams.get("expires"),
      signature: url.searchParams.get("signature"),
    },
  };
}

describe("signed document links", () => {
  it("serializes the document with a link that reads its bytes back", async () => {
    const { row, serialized, link } = await storedLink();
    expect(serialized).toEqual({
      url: expect.stringMatching(
        new RegExp(
          `^https://ledger\\.example/files/${row.businessId}/${row.id}/\\?expires=\\d+&signature=[\\w-]+$`,
        ),
      ),
      expires_in: 900,
      document_id: row.id,
      file_name: "invoice 7.pdf",
      file_size: pdf.length,
      mime_type: "application/pdf",
    });
    expect(Number(link.expires) - Date.now() / 1000).toBeCloseTo(900, -1);
    const { document, bytes } = await readSignedDocument(test.db, link);
    expect(document.id).toBe(row.id);
    expect(bytes).toEqual(pdf);
  });

  it("refuses a tampered signature, another document's path and an expired link with 403", async () => {
    const { link } = await storedLink();
    const other = await storedLink();
    const tampered = {
      ...link,
      signature: `${link.signature!.slice(0, -1)}${link.signature!.endsWith("A") ? "B" : "A"}`,
    };
    const expired = { ...link, expires: String(Math.floor(Date.now() / 1000) - 1) };
    for (const bad of [
      tampered,
      { ...link, documentId: other.link.documentId },
      expired,
      { ...link, signature: null },
    ]) {
      const error = await readSignedDocument(test.db, bad).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(403);
    }
  });
});
