import type { Db } from "./client";

/** What a drizzle handle runs its statements on: the pool, or the connection of its transaction. */
export interface Session {
  client: unknown;
}

/** The session of a database or a transaction handle (a nested transaction shares its outer one's). */
export const sessionOf = (db: Db): Session => (db as unknown as { _: { session: Session } })._.session;
