import "server-only";
import { createHash, randomUUID } from "node:crypto";
import type { Db } from "../db/client";
import { documents } from "../db/schema";
import { ApiError } from "../http/api-error";
import type { DocumentUploadInput } from "../schemas/document";
import { decodeUploadFile } from "./decode-upload";
import type { DocumentRow } from "./document-serializer";
import { sniffFileType } from "./sniff-file-type";
import { documentStorage } from "./storage/configured-storage";
import { documentStorageKey } from "./storage/document-storage";

export type DocumentOwnerType =
  "bill" | "vendor_credit" | "invoice" | "customer_credit" | "refund" | "payout";
export interface DocumentOwner {
  type: DocumentOwnerType;
  id: string;
}

const DEFAULT_DOCUMENT_TYPE: Record<DocumentOwnerType, string> = {
  bill: "purchase_invoice",
  vendor_credit: "vendor_credit",
  invoice: "sales_invoice",
  customer_credit: "credit_note",
  refund: "refund",
  payout: "settlement_file",
};

/** The caller's file name without any directory part or control characters; else `<document_type>.<ext>`. */
function fileNameOf(given: string | undefined, documentType: string, extension: string): string {
  const base = (given ?? "").split(/[\\/]/).pop()!;
  const clean = Array.from(base)
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f)
    .join("")
    .trim();
  return clean || `${documentType}.${extension}`;
}

/**
 * Keeps an uploaded file for a document (decisions.md §9) and returns its row; the newest row of an owner is the
 * owner's document. The type comes from the bytes: a type outside PDF, PNG, JPEG, WEBP, HEIC, XML and CSV is 400
 * validation_error on `<fieldPath>.file`, over 10 MB is 413. Call it in the owner's transaction: the bytes are kept
 * with the row (storage/), so a refusal or rollback of that transaction leaves neither.
 */
export async function storeDocument(
  db: Db,
  businessId: string,
  owner: DocumentOwner,
  upload: DocumentUploadInput,
  fieldPath = "document",
): Promise<DocumentRow> {
  const bytes = decodeUploadFile(upload.file, `${fieldPath}.file`);
  const type = sniffFileType(bytes);
  if (!type) {
    throw ApiError.validation(
      {
        [`${fieldPath}.file`]: ["Unsupported file type: send a PDF, PNG, JPEG, WEBP, HEIC, XML or CSV file."],
      },
      "The document's file type is not accepted.",
    );
  }
  return storeDocumentBytes(db, businessId, owner, bytes, type, {
    documentType: upload.document_type,
    fileName: upload.file_name,
    uploadSource: upload.upload_source ?? null,
    metadata: upload.metadata ?? null,
    tags: upload.tags ?? null,
  });
}

/** What is known of a file besides its bytes and type; every field optional. */
export interface DocumentFacts {
  documentType?: string;
  fileName?: string;
  uploadSource?: string | null;
  metadata?: unknown;
  tags?: unknown;
}

/**
 * Keeps bytes this app made or already checked (a generated invoice PDF) as a document of `owner`; like
 * storeDocument, call it in the owner's transaction.
 */
export async function storeDocumentBytes(
  db: Db,
  businessId: string,
  owner: DocumentOwner,
  bytes: Uint8Array,
  type: { mimeType: string; extension: string },
  facts: DocumentFacts = {},
): Promise<DocumentRow> {
  const documentType = facts.documentType ?? DEFAULT_DOCUMENT_TYPE[owner.type];
  const storage = await documentStorage();
  const id = randomUUID();
  const [row] = await db
    .insert(documents)
    .values({
      businessId,
      id,
      ownerType: owner.type,
      ownerId: owner.id,
      documentType,
      fileName: fileNameOf(facts.fileName, documentType, type.extension),
      mimeType: type.mimeType,
      fileSize: bytes.length,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      storage: storage.kind,
      storageKey: documentStorageKey(businessId, id),
      uploadSource: facts.uploadSource ?? null,
      metadata: facts.metadata ?? null,
      tags: facts.tags ?? null,
    })
    .returning();
  await storage.put(db, row!, bytes);
  return row!;
}
