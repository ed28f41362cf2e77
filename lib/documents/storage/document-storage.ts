import type { Db } from "../../db/client";

/** The backends a document's bytes can live in; each row of `documents` names its own (`storage`). */
export const STORAGE_KINDS = ["postgres", "disk", "s3"] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

/** Which bytes: what any storage needs of a document's row. */
export interface StoredDocument {
  businessId: string;
  id: string;
  /** `<business uuid>/<document uuid>`: nothing a caller chooses, so no path or object key can leave its root. */
  storageKey: string;
}

/**
 * Where document bytes live (decisions.md §9; configured in storage/configured-storage.ts). `put` runs inside the
 * transaction that writes the document's row, so a refused request must leave nothing: PostgreSQL writes in that
 * transaction; a store outside the database registers the removal of what it wrote with `undoOnRollback`.
 */
export interface DocumentStorage {
  readonly kind: StorageKind;
  put(tx: Db, document: StoredDocument, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when nothing is stored for the document. */
  get(db: Db, document: StoredDocument): Promise<Buffer | null>;
}

export const documentStorageKey = (businessId: string, documentId: string) => `${businessId}/${documentId}`;

const KEY = /^[0-9a-f-]{36}\/[0-9a-f-]{36}$/;

/** The key, refused unless it has the one shape storage keys have. */
export function checkedStorageKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Not a document storage key: ${key}`);
  return key;
}
