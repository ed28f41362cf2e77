import { sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../testing/test-database";
import { watchQueries } from "../testing/watch-queries";
import { commitWithLastStatement } from "./commit-with-last-statement";
import { queryRows } from "./query-rows";

const test = setupTestDatabase();
const isPostgres = Boolean(process.env.DATABASE_URL);

beforeAll(async () => {
  // On PostgreSQL the table outlives a run: each run starts with it empty.
  await test.db.execute(sql`drop table if exists commit_last_probe`);
  await test.db.execute(sql`create table commit_last_probe (name text primary key)`);
});

const stored = async (name: string) =>
  (await queryRows<{ name: string }>(test.db, sql`select name from commit_last_probe where name = ${name}`))
    .length;

const insertProbe = (name: string) =>
  sql`insert into commit_last_probe (name) values (${name}) returning name`;

describe("commitWithLastStatement", () => {
  let watch: ReturnType<typeof watchQueries> | undefined;
  afterEach(() => watch?.restore());

  it("commits the work and its last statement together and hands back both answers", async () => {
    if (isPostgres) watch = watchQueries();
    const { result, last } = await commitWithLastStatement(test.db, async (tx) => {
      await tx.execute(insertProbe("first"));
      // .execute() sends at once (as a prepared statement's does); awaiting a query builder sends a microtask later.
      return { result: "done", last: () => tx.execute<{ name: string }>(insertProbe("last")).execute() };
    });
    expect(result).toBe("done");
    expect((last as unknown as { rows: unknown[] }).rows).toEqual([{ name: "last" }]);
    expect([await stored("first"), await stored("last")]).toEqual([1, 1]);
    if (watch) {
      // Pipeline mode: the commit went out while the last statement was still unanswered.
      const commit = watch.sent.find((query) => query.text === "commit")!;
      expect(
        commit.alongside.filter((text) => text.startsWith("insert into commit_last_probe")),
      ).toHaveLength(1);
    }
  });

  it("stores nothing when the last statement fails, and fails with its error", async () => {
    await test.db.execute(insertProbe("taken"));
    const outcome = await commitWithLastStatement(test.db, async (tx) => {
      await tx.execute(insertProbe("before-failure"));
      return { result: "done", last: () => tx.execute(insertProbe("taken")) };
    }).catch((error: unknown) => error);
    expect(outcome).toBeInstanceOf(Error);
    expect(JSON.stringify(outcome, Object.getOwnPropertyNames(outcome)) + String(outcome)).toMatch(
      /duplicate key|unique/i,
    );
    expect(await stored("before-failure")).toBe(0);
  });

  it("in a transaction, ends its savepoint behind the last statement, and a failure rolls back only the savepoint", async () => {
    await test.db.execute(insertProbe("taken-again"));
    const outer = await test.db.transaction(async (tx) => {
      await tx.execute(insertProbe("outer"));
      const inner = await commitWithLastStatement(tx, async (savepoint) => {
        await savepoint.execute(insertProbe("inner"));
        return { result: "inner", last: () => savepoint.execute(insertProbe("taken-again")) };
      }).catch((error: unknown) => error);
      return inner;
    });
    expect(outer).toBeInstanceOf(Error);
    expect([await stored("outer"), await stored("inner")]).toEqual([1, 0]);
  });

  it("awaits a last statement that does not reach the connection at once before ending the transaction", async () => {
    if (isPostgres) watch = watchQueries();
    const { last } = await commitWithLastStatement(test.db, async (tx) => ({
      result: undefined,
      last: async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        return queryRows<{ name: string }>(tx, insertProbe("late"));
      },
    }));
    expect(last).toEqual([{ name: "late" }]);
    expect(await stored("late")).toBe(1);
    if (watch) {
      const commit = watch.sent.find((query) => query.text === "commit")!;
      expect(commit.alongside).toEqual([]);
    }
  });
});
