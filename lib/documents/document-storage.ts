import "server-only";
import fs from "node:fs/promises";
import path from "node:path";

/**
 * Where document bytes live (decisions.md §9). The local disk by default; an object store implements the same two
 * calls, so app instances behind a load balancer can share one bucket.
 */
export interface DocumentStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
}

// Keys are `<business uuid>/<document uuid>`: nothing a caller chooses, so no path can leave the root.
const KEY = /^[0-9a-f-]{36}\/[0-9a-f-]{36}$/;

export class LocalDiskDocumentStorage implements DocumentStorage {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error(`Not a document storage key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written beside and renamed, so a reader never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    await fs.writeFile(partial, bytes);
    await fs.rename(partial, file);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }
}

let configured: { root: string; storage: DocumentStorage } | undefined;

/** The storage of this process: DOCUMENT_STORAGE_DIR, default `.data/documents` under the working directory. */
export function documentStorage(): DocumentStorage {
  const root = path.resolve(process.env.DOCUMENT_STORAGE_DIR || ".data/documents");
  if (configured?.root !== root) configured = { root, storage: new LocalDiskDocumentStorage(root) };
  return configured.storage;
}

export const documentStorageKey = (businessId: string, documentId: string) => `${businessId}/${documentId}`;
