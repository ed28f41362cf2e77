import "server-only";
import type { Db } from "../db/client";
import type { documents } from "../db/schema";
import { DOCUMENT_URL_LIFETIME_SECONDS, type DocumentResponse } from "../schemas/document";
import { documentLinkSigner } from "./document-link";

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentSerializer = (row: DocumentRow) => DocumentResponse;

/** The spec's document object with a fresh signed link; make one per response, it reads the secret once. */
export async function documentSerializer(db: Db, origin: string): Promise<DocumentSerializer> {
  const sign = await documentLinkSigner(db, origin);
  return (row) => ({
    url: sign(row.businessId, row.id),
    expires_in: DOCUMENT_URL_LIFETIME_SECONDS,
    document_id: row.id,
    file_name: row.fileName,
    file_size: row.fileSize,
    mime_type: row.mimeType,
  });
}
