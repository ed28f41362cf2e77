import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../testing/test-database";
import { param, preparedStatement } from "./prepared";
import { rateLimitWindows } from "./schema";

const test = setupTestDatabase();
const WINDOW = new Date("2020-01-01T00:00:00Z");

const insertHit = preparedStatement((db) =>
  db
    .insert(rateLimitWindows)
    .values({ bucketKey: param("key"), windowStart: WINDOW, hits: 1 })
    .prepare("prepared_test_insert"),
);
const readHits = preparedStatement((db) =>
  db
    .select({ hits: rateLimitWindows.hits })
    .from(rateLimitWindows)
    .where(and(eq(rateLimitWindows.bucketKey, param("key")), eq(rateLimitWindows.windowStart, WINDOW)))
    .prepare("prepared_test_read"),
);

describe("preparedStatement", () => {
  it("runs inside the transaction of the handle it is given: its writes roll back with it", async () => {
    const key = `prepared-${crypto.randomUUID()}`;
    await expect(
      test.db.transaction(async (tx) => {
        await insertHit(tx).execute({ key });
        expect(await readHits(tx).execute({ key })).toEqual([{ hits: 1 }]);
        await tx.transaction(async (nested) => {
          expect(await readHits(nested).execute({ key })).toEqual([{ hits: 1 }]);
        });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await readHits(test.db).execute({ key })).toEqual([]);
  });

  it("commits with the transaction, and works outside any", async () => {
    const [inside, outside] = [`in-${crypto.randomUUID()}`, `out-${crypto.randomUUID()}`];
    await test.db.transaction((tx) => insertHit(tx).execute({ key: inside }));
    await insertHit(test.db).execute({ key: outside });
    expect(await readHits(test.db).execute({ key: inside })).toEqual([{ hits: 1 }]);
    expect(await readHits(test.db).execute({ key: outside })).toEqual([{ hits: 1 }]);
  });
});
