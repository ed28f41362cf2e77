import { AsyncLocalStorage } from "node:async_hooks";

type Undo = () => Promise<void>;

const scopes = new AsyncLocalStorage<Undo[]>();

/**
 * Runs `work` (a transaction) so that what it wrote outside the database — a file on disk, an object in a bucket — is
 * removed again when it fails: the database rolls its own writes back, these need undoing by hand. A scope inside
 * another hands its undos to the outer one when it succeeds, since the outer transaction may still roll back.
 *
 * The route wrapper runs every write in one, so a refused request leaves nothing anywhere. A process that dies between
 * such a write and its commit can still leave an object no row names (never served: links name rows).
 */
export async function withRollbackUndo<T>(work: () => Promise<T>): Promise<T> {
  const undos: Undo[] = [];
  try {
    const result = await scopes.run(undos, work);
    scopes.getStore()?.push(...undos);
    return result;
  } catch (error) {
    await Promise.allSettled(undos.map((undo) => undo()));
    throw error;
  }
}

/** Registers how to undo a write outside the database, should the transaction it belongs to fail. */
export function undoOnRollback(undo: Undo): void {
  scopes.getStore()?.push(undo);
}
