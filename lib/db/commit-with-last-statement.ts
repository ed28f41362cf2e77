import type { Db } from "./client";
import type { SerialClient } from "./serial-client";
import { sessionOf } from "./session-of";

/**
 * A transaction whose last statement goes out with its end, in one round trip: `work` does the transaction's work and
 * hands back its last statement, not yet started, as `last`. Started here, on a pipelined connection (PostgreSQL,
 * lib/db/serial-client.ts), the statement is not awaited: the commit (or a savepoint's release) is sent right behind
 * it instead of one round trip later, and its answer is read once the transaction has ended. Its failure is the
 * transaction's: PostgreSQL answers the commit of a transaction whose statement failed with a rollback, not an error
 * (a savepoint's release fails outright), so nothing of it is stored either way.
 *
 * Only a statement seen to reach the connection as `last` is called is left unawaited, so the commit cannot overtake
 * it; any other is awaited in the transaction as usual: on PGlite, which takes one query at a time, or for a `last`
 * that awaits before sending. A prepared statement's `.execute()` sends at once; a drizzle query builder sends when
 * awaited, a microtask later, unless its `.execute()` is called.
 */
export async function commitWithLastStatement<T, L>(
  db: Db,
  work: (tx: Db) => Promise<{ result: T; last: () => Promise<L> }>,
): Promise<{ result: T; last: L }> {
  let last!: Promise<L>;
  const result = await db.transaction(async (tx) => {
    const done = await work(tx);
    const sent = () => pipelinedQueriesSent(sessionOf(tx).client);
    const sentBefore = sent();
    last = done.last();
    const isOnTheWire = sentBefore !== undefined && sent()! > sentBefore;
    // On the wire: read below, once the transaction has ended. Otherwise awaited here, before the commit.
    if (isOnTheWire) last.catch(() => undefined);
    else await last;
    return done.result;
  });
  return { result, last: await last };
}

/**
 * SerialClient's count of pipelined queries, read by shape rather than `instanceof`: Next.js may load the module once
 * per route bundle, so the pool's clients need not be instances of the class this module sees.
 */
function pipelinedQueriesSent(client: unknown): number | undefined {
  const count = (client as Partial<Pick<SerialClient, "pipelinedQueriesSent">> | null)?.pipelinedQueriesSent;
  return typeof count === "number" ? count : undefined;
}
