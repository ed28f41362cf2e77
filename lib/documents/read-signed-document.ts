import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { documents } from "../db/schema";
import { ApiError } from "../http/api-error";
import { documentPath, isValidDocumentLink } from "./document-link";
import type { DocumentRow } from "./document-serializer";
import { storageOfKind } from "./storage/configured-storage";

/**
 * The document a signed link names, with its bytes. A missing, wrong or expired signature is 403 forbidden before
 * anything is looked up; a document that is gone is 404.
 */
export async function readSignedDocument(
  db: Db,
  link: { businessId: string; documentId: string; expires: string | null; signature: string | null },
): Promise<{ document: DocumentRow; bytes: Buffer }> {
  const path = documentPath(link.businessId, link.documentId);
  if (!(await isValidDocumentLink(db, path, link.expires, link.signature))) {
    throw new ApiError("forbidden", "This document link is not valid or has expired.");
  }
  const [document] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.businessId, link.businessId), eq(documents.id, link.documentId)));
  const bytes = document ? await (await storageOfKind(document.storage)).get(db, document) : null;
  if (!document || !bytes) throw ApiError.notFound("Document");
  return { document, bytes };
}
