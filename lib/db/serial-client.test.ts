import { sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../testing/test-database";
import { queryRows } from "./query-rows";

const test = setupTestDatabase();

const textOf = (first: unknown) =>
  (typeof first === "string" ? first : ((first as { text?: string }).text ?? "")).trim().toLowerCase();

/**
 * Watches the queries node-postgres's own client is given: each one's text as sent, which were in flight (sent, not
 * yet answered) when it was sent, and the most statements other than `begin` in flight at once. `refuse` answers
 * the queries it matches with an error instead of sending them.
 */
function watchQueries(refuse?: (text: string) => boolean) {
  const original = pg.Client.prototype.query;
  const inFlight = new Set<{ text: string }>();
  const sent: { text: string; alongside: string[] }[] = [];
  const watch = { sent, mostStatements: 0, restore: () => void (pg.Client.prototype.query = original) };
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const text = textOf(args[0]);
    if (refuse?.(text)) return Promise.reject(new Error(`refused: ${text}`));
    const result = (original as (...rest: unknown[]) => unknown).apply(this, args);
    if (result instanceof Promise) {
      const query = { text };
      sent.push({ text, alongside: [...inFlight].map((other) => other.text) });
      inFlight.add(query);
      const statements = [...inFlight].filter((other) => other.text !== "begin").length;
      watch.mostStatements = Math.max(watch.mostStatements, statements);
      const done = () => void inFlight.delete(query);
      void result.then(done, done);
    }
    return result;
  } as typeof original;
  return watch;
}

describe.runIf(process.env.DATABASE_URL)("queries started together on one transaction (PostgreSQL)", () => {
  let watch: ReturnType<typeof watchQueries> | undefined;
  afterEach(() => watch?.restore());

  it("reach the connection one at a time, in call order, each with its own answer", async () => {
    watch = watchQueries();
    const answers = await test.db.transaction((tx) =>
      Promise.all([
        queryRows<{ n: number }>(tx, sql`select 1 as n from pg_sleep(0.05)`),
        queryRows<{ n: number }>(tx, sql`select 2 as n`),
        queryRows<{ n: number }>(tx, sql`select 3 as n`),
      ]),
    );
    expect(answers.map(([row]) => row!.n)).toEqual([1, 2, 3]);
    // node-postgres would queue the second and third itself, under a deprecation warning (refused from pg@9).
    expect(watch.mostStatements).toBe(1);
  });

  it("after a failing query, fail the ones queued behind it as the aborted transaction does", async () => {
    const outcomes = await test.db
      .transaction((tx) =>
        Promise.allSettled([
          queryRows(tx, sql`select 1 / 0`),
          queryRows<{ n: number }>(tx, sql`select 2 as n`),
        ]),
      )
      .catch((error: unknown) => error);
    expect(Array.isArray(outcomes) ? outcomes.map((outcome) => outcome.status) : outcomes).toEqual([
      "rejected",
      "rejected",
    ]);
  });
});

describe.runIf(process.env.DATABASE_URL)("a transaction's begin (PostgreSQL, pipeline mode)", () => {
  let watch: ReturnType<typeof watchQueries> | undefined;
  afterEach(() => watch?.restore());

  it("shares its first statement's round trip: the statement is sent before begin is answered", async () => {
    watch = watchQueries();
    const [first, second] = await test.db.transaction(async (tx) => [
      await queryRows<{ started: string }>(tx, sql`select now()::text as started`),
      await queryRows<{ started: string }>(tx, sql`select now()::text as started from pg_sleep(0.01)`),
    ]);
    // Both ran in the transaction begun before them: now() is its start, the same for both.
    expect(second![0]!.started).toBe(first![0]!.started);
    expect(watch.sent.map((query) => query.text.split(" ")[0])).toEqual([
      "begin",
      "select",
      "select",
      "commit",
    ]);
    expect(watch.sent[1]!.alongside).toEqual(["begin"]);
    expect(watch.sent[2]!.alongside).toEqual([]);
  });

  it("that fails fails the statement after it with its error, and the transaction with it", async () => {
    watch = watchQueries((text) => text === "begin");
    let statementError: unknown;
    const outcome = await test.db
      .transaction(async (tx) => {
        await queryRows(tx, sql`select 1`).catch((error: unknown) => {
          statementError = error;
          throw error;
        });
      })
      .catch((error: unknown) => error);
    // Drizzle wraps a query's error ("Failed query: …") and keeps the driver's as its cause.
    const driverError = (error: unknown) => (error as Error & { cause?: Error }).cause ?? (error as Error);
    expect(driverError(statementError).message).toBe("refused: begin");
    expect(driverError(outcome).message).toBe("refused: begin");
  });
});
