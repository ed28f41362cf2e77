import { is } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { Db } from "./client";

/**
 * Runs `work` in the caller's transaction when `db` is one, else in a new transaction. Unlike a nested
 * `db.transaction` it opens no savepoint (two round trips fewer): a failure inside fails the caller's whole
 * transaction, which is what every caller wants of a posting anyway.
 */
export function joinTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return isTransaction(db) ? work(db) : db.transaction(work);
}

/** Whether `db` is a transaction (or a savepoint in one) rather than the database itself. */
export const isTransaction = (db: Db): boolean => is(db, PgTransaction);
