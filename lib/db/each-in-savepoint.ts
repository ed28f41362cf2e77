import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { isTransientTransactionError } from "./transient-error";

/** One item's result: what `work` returned, or what it threw. */
export type SavepointOutcome<R> = { value: R } | { error: unknown };

/**
 * Runs `work` for each input in a savepoint of its own inside the caller's transaction, in order: an input that fails
 * stores nothing of itself and the others go on (batch imports, issue 15). Deferred constraints are made immediate
 * first, so the ledger's balance check refuses an entry inside its item's savepoint, not the whole transaction at
 * commit. A deadlock or serialization failure is thrown: the whole transaction is run again (retryTransient).
 */
export async function eachInSavepoint<I, R>(
  tx: Db,
  inputs: readonly I[],
  work: (savepoint: Db, input: I, index: number) => Promise<R>,
): Promise<SavepointOutcome<R>[]> {
  await tx.execute(sql`set constraints all immediate`);
  const outcomes: SavepointOutcome<R>[] = [];
  for (const [index, input] of inputs.entries()) {
    try {
      outcomes.push({ value: await tx.transaction((savepoint) => work(savepoint, input, index)) });
    } catch (error) {
      if (isTransientTransactionError(error)) throw error;
      outcomes.push({ error });
    }
  }
  return outcomes;
}
