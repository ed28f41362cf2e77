import fs from "node:fs/promises";
import path from "node:path";
import { undoOnRollback } from "../../db/rollback-undo";
import { checkedStorageKey, type DocumentStorage, type StoredDocument } from "./document-storage";

/**
 * Bytes in files under `root` (`DOCUMENT_STORAGE=disk`): for one app instance, or several sharing a network file
 * system. A file written for a transaction that then fails is removed again (db/rollback-undo.ts).
 */
export class LocalDiskDocumentStorage implements DocumentStorage {
  readonly kind = "disk";

  constructor(readonly root: string) {}

  private pathOf(document: StoredDocument): string {
    return path.join(this.root, checkedStorageKey(document.storageKey));
  }

  async put(_tx: unknown, document: StoredDocument, bytes: Uint8Array): Promise<void> {
    const file = this.pathOf(document);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written beside and renamed, so a reader never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    await fs.writeFile(partial, bytes);
    await fs.rename(partial, file);
    undoOnRollback(() => fs.rm(file, { force: true }));
  }

  async get(_db: unknown, document: StoredDocument): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.pathOf(document));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }
}
