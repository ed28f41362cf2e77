import { sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../testing/test-database";
import { watchQueries } from "../testing/watch-queries";
import { queryRows } from "./query-rows";
import { SerialClient } from "./serial-client";

const test = setupTestDatabase();

describe.runIf(process.env.DATABASE_URL)("queries started together on one transaction (PostgreSQL)", () => {
  let watch: ReturnType<typeof watchQueries> | undefined;
  afterEach(() => watch?.restore());

  it("go out together, in call order, without waiting for each other, each with its own answer", async () => {
    watch = watchQueries();
    const answers = await test.db.transaction((tx) =>
      Promise.all([
        queryRows<{ n: number }>(tx, sql`select 1 as n from pg_sleep(0.05)`),
        queryRows<{ n: number }>(tx, sql`select 2 as n`),
        queryRows<{ n: number }>(tx, sql`select 3 as n`),
      ]),
    );
    expect(answers.map(([row]) => row!.n)).toEqual([1, 2, 3]);
    // Pipeline mode: the second and third were sent while the first (50 ms) was still running.
    expect(watch.mostStatements).toBe(3);
    expect(watch.sent.slice(1, 4).map((query) => query.text.split(" ")[1])).toEqual(["1", "2", "3"]);
  });

  it("without pipeline mode, are sent one at a time, in call order", async () => {
    const client = new SerialClient({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      watch = watchQueries();
      const answers = await Promise.all([
        client.query("select 1 as n from pg_sleep(0.02)") as Promise<pg.QueryResult<{ n: number }>>,
        client.query("select 2 as n") as Promise<pg.QueryResult<{ n: number }>>,
      ]);
      expect(answers.map((answer) => answer.rows[0]!.n)).toEqual([1, 2]);
      // node-postgres would queue the second itself, under a deprecation warning (refused from pg@9).
      expect(watch.mostStatements).toBe(1);
    } finally {
      await client.end();
    }
  });

  it("after a failing query, fail the ones behind it as the aborted transaction does", async () => {
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
