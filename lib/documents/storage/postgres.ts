import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { documentContents } from "../../db/schema";
import type { DocumentStorage, StoredDocument } from "./document-storage";

/**
 * The default: bytes in `document_contents`, written by the transaction that writes the document's row. A refused or
 * rolled-back request therefore leaves neither, and every app instance on the database reads them.
 */
export class PostgresDocumentStorage implements DocumentStorage {
  readonly kind = "postgres";

  async put(tx: Db, document: StoredDocument, bytes: Uint8Array): Promise<void> {
    await tx
      .insert(documentContents)
      .values({ businessId: document.businessId, documentId: document.id, content: Buffer.from(bytes) });
  }

  async get(db: Db, document: StoredDocument): Promise<Buffer | null> {
    const [row] = await db
      .select({ content: documentContents.content })
      .from(documentContents)
      .where(
        and(
          eq(documentContents.businessId, document.businessId),
          eq(documentContents.documentId, document.id),
        ),
      );
    return row?.content ?? null;
  }
}
