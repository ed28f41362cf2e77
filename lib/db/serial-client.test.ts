import { sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../testing/test-database";
import { queryRows } from "./query-rows";

const test = setupTestDatabase();

/** Counts the queries node-postgres's own client has started and not yet answered, and the most at once. */
function watchQueriesInFlight() {
  const original = pg.Client.prototype.query;
  const watch = { inFlight: 0, most: 0, restore: () => void (pg.Client.prototype.query = original) };
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const result = (original as (...rest: unknown[]) => unknown).apply(this, args);
    if (result instanceof Promise) {
      watch.most = Math.max(watch.most, ++watch.inFlight);
      void result.then(
        () => watch.inFlight--,
        () => watch.inFlight--,
      );
    }
    return result;
  } as typeof original;
  return watch;
}

describe.runIf(process.env.DATABASE_URL)("queries started together on one transaction (PostgreSQL)", () => {
  let watch: ReturnType<typeof watchQueriesInFlight> | undefined;
  afterEach(() => watch?.restore());

  it("reach the connection one at a time, in call order, each with its own answer", async () => {
    watch = watchQueriesInFlight();
    const answers = await test.db.transaction((tx) =>
      Promise.all([
        queryRows<{ n: number }>(tx, sql`select 1 as n from pg_sleep(0.05)`),
        queryRows<{ n: number }>(tx, sql`select 2 as n`),
        queryRows<{ n: number }>(tx, sql`select 3 as n`),
      ]),
    );
    expect(answers.map(([row]) => row!.n)).toEqual([1, 2, 3]);
    // node-postgres would queue the second and third itself, under a deprecation warning (refused from pg@9).
    expect(watch.most).toBe(1);
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
