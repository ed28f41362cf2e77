import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { idempotencyRecords } from "../db/schema";
import { setupTestDatabase } from "../testing/test-database";
import { ApiError } from "./api-error";
import { runIdempotently } from "./idempotency";

const test = setupTestDatabase();
const run = (key: string, fingerprint: string, execute: () => Promise<{ status?: number; body: unknown }>) =>
  runIdempotently(test.db, { ownerId: crypto.randomUUID(), key, fingerprint, format: "api", execute });

describe("runIdempotently", () => {
  it("runs the work once and replays its answer, in the work's own transaction", async () => {
    const ownerId = crypto.randomUUID();
    let runs = 0;
    const once = () =>
      runIdempotently(test.db, {
        ownerId,
        key: "k1",
        fingerprint: "f",
        format: "api",
        execute: async () => ({ status: 201, body: { n: ++runs } }),
      });
    expect(await once()).toEqual({ status: 201, body: { n: 1 } });
    expect(await once()).toEqual({ status: 201, body: { n: 1 }, headers: { "Idempotent-Replayed": "true" } });
    expect(runs).toBe(1);
  });

  it("keeps a refusal's answer, rolls back its work, and leaves no record behind a 5xx", async () => {
    const ownerId = crypto.randomUUID();
    const refuse = () =>
      runIdempotently(test.db, {
        ownerId,
        key: "k2",
        fingerprint: "f",
        format: "api",
        execute: async (tx) => {
          await tx.insert(idempotencyRecords).values({ ownerId, key: "work-of-k2", requestHash: "x" });
          throw ApiError.conflict("No.");
        },
      });
    await expect(refuse()).rejects.toMatchObject({ code: "conflict" });
    const rows = await test.db
      .select()
      .from(idempotencyRecords)
      .where(eq(idempotencyRecords.ownerId, ownerId));
    expect(rows.map((row) => [row.key, row.responseStatus])).toEqual([["k2", 409]]);
    await expect(
      runIdempotently(test.db, {
        ownerId,
        key: "k2",
        fingerprint: "f",
        format: "api",
        execute: async () => ({ body: 1 }),
      }),
    ).resolves.toMatchObject({ status: 409, headers: { "Idempotent-Replayed": "true" } });

    await expect(run("k3", "f", async () => Promise.reject(new Error("crash")))).rejects.toThrow("crash");
  });

  it("a different request under a used key is idempotency_key_reused", async () => {
    const ownerId = crypto.randomUUID();
    const once = (fingerprint: string) =>
      runIdempotently(test.db, {
        ownerId,
        key: "k4",
        fingerprint,
        format: "api",
        execute: async () => ({ body: 1 }),
      });
    await once("a");
    await expect(once("b")).rejects.toMatchObject({ code: "idempotency_key_reused" });
  });

  it.runIf(process.env.DATABASE_URL)(
    "a second request while the first still runs is 409 conflict",
    async () => {
      const ownerId = crypto.randomUUID();
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const first = runIdempotently(test.db, {
        ownerId,
        key: "k5",
        fingerprint: "f",
        format: "api",
        execute: async () => {
          await held;
          return { body: "first" };
        },
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      await expect(
        runIdempotently(test.db, {
          ownerId,
          key: "k5",
          fingerprint: "f",
          format: "api",
          execute: async () => ({ body: 2 }),
        }),
      ).rejects.toMatchObject({ code: "conflict" });
      release();
      expect(await first).toEqual({ body: "first" });
    },
  );
});
