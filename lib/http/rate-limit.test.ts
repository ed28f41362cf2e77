import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { queryRows } from "../db/query-rows";
import { rateLimitWindows } from "../db/schema";
import { setupTestDatabase } from "../testing/test-database";
import { consumeRateLimit } from "./rate-limit";

const test = setupTestDatabase();

describe("consumeRateLimit", () => {
  it("counts concurrent requests for one key exactly, each with its own place, in fewer upserts", async () => {
    const key = `coalesce-${Date.now()}`;
    const upserts = vi.spyOn(test.db, "insert");
    const states = await Promise.all(Array.from({ length: 25 }, () => consumeRateLimit(test.db, key, 20)));
    expect(upserts.mock.calls.length).toBeLessThanOrEqual(2);
    upserts.mockRestore();
    const remaining = states.map((state) => state.remaining).sort((a, b) => b - a);
    expect(remaining).toEqual([...Array.from({ length: 20 }, (_, index) => 19 - index), 0, 0, 0, 0, 0]);
    expect(states.filter((state) => state.isAllowed)).toHaveLength(20);
    const [row] = await test.db.select().from(rateLimitWindows).where(eq(rateLimitWindows.bucketKey, key));
    expect(row!.hits).toBe(25);
  });

  it("keeps counting across batches and keeps keys apart", async () => {
    const [a, b] = [`a-${Date.now()}`, `b-${Date.now()}`];
    await Promise.all([consumeRateLimit(test.db, a, 5), consumeRateLimit(test.db, a, 5)]);
    const [nextA, firstB] = await Promise.all([
      consumeRateLimit(test.db, a, 5),
      consumeRateLimit(test.db, b, 5),
    ]);
    expect(nextA.remaining).toBe(2);
    expect(firstB.remaining).toBe(4);
    expect(nextA.resetAt % 60).toBe(0);
    expect(nextA.resetAt * 1000).toBeGreaterThan(Date.now());
  });

  it("keeps its counters in an unlogged table: a request's count waits for no WAL flush", async () => {
    const rows = await queryRows<{ persistence: string }>(
      test.db,
      sql`select relpersistence as persistence from pg_class where relname = 'rate_limit_windows'`,
    );
    expect(rows).toEqual([{ persistence: "u" }]);
  });
});
