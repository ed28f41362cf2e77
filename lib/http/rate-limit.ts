import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { param, preparedStatement } from "../db/prepared";
import { rateLimitWindows } from "../db/schema";
import { ApiError } from "./api-error";

export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Unix seconds when the window resets. */
  resetAt: number;
  isAllowed: boolean;
}

const WINDOW_SECONDS = 60;

interface Waiter {
  limit: number;
  resolve(state: RateLimitState): void;
  reject(error: unknown): void;
}

/** Per database and bucket key: the requests waiting for the next upsert while one is under way. */
const waitingByDb = new WeakMap<object, Map<string, Waiter[]>>();

/**
 * Counts one request against `key` in a fixed one-minute window kept in the database, so the limit holds across
 * every app instance. While one upsert for a key is under way, the requests that arrive for the same key wait and are
 * counted together by the next one (`hits + n`), each getting its own place in the count: a busy client costs one
 * upsert per round trip instead of one per request, and its bucket row is no longer a queue of row locks.
 */
export function consumeRateLimit(db: Db, key: string, limit: number): Promise<RateLimitState> {
  return new Promise((resolve, reject) => {
    let waiting = waitingByDb.get(db);
    if (!waiting) waitingByDb.set(db, (waiting = new Map()));
    const waiter = { limit, resolve, reject };
    const queue = waiting.get(key);
    if (queue) {
      queue.push(waiter);
      return;
    }
    waiting.set(key, []);
    void countBatch(db, waiting, key, [waiter]);
  });
}

async function countBatch(db: Db, waiting: Map<string, Waiter[]>, key: string, batch: Waiter[]) {
  try {
    const { hits, windowStartSeconds } = await addHits(db, key, batch.length, Date.now());
    const first = hits - batch.length;
    batch.forEach((waiter, index) =>
      waiter.resolve(stateAt(first + index + 1, waiter.limit, windowStartSeconds)),
    );
  } catch (error) {
    for (const waiter of batch) waiter.reject(error);
  }
  const next = waiting.get(key) ?? [];
  if (next.length === 0) {
    waiting.delete(key);
    return;
  }
  waiting.set(key, []);
  await countBatch(db, waiting, key, next);
}

const addHitsStatement = preparedStatement((db) =>
  db
    .insert(rateLimitWindows)
    .values({ bucketKey: param("key"), windowStart: param("windowStart"), hits: param("count") })
    .onConflictDoUpdate({
      target: [rateLimitWindows.bucketKey, rateLimitWindows.windowStart],
      set: { hits: sql`${rateLimitWindows.hits} + ${param("count")}` },
    })
    .returning({ hits: rateLimitWindows.hits })
    .prepare("rate_limit_add_hits"),
);

/** One upsert adding `count` hits to the key's current window; returns the window's total after it. */
async function addHits(db: Db, key: string, count: number, nowMs: number) {
  const windowStartSeconds = Math.floor(nowMs / 1000 / WINDOW_SECONDS) * WINDOW_SECONDS;
  const windowStart = new Date(windowStartSeconds * 1000);
  const [row] = await addHitsStatement(db).execute({ key, windowStart, count });
  if (Math.random() < 0.002) {
    await db.delete(rateLimitWindows).where(lt(rateLimitWindows.windowStart, new Date(nowMs - 10 * 60_000)));
  }
  return { hits: row!.hits, windowStartSeconds };
}

function stateAt(hits: number, limit: number, windowStartSeconds: number): RateLimitState {
  return {
    limit,
    remaining: Math.max(0, limit - hits),
    resetAt: windowStartSeconds + WINDOW_SECONDS,
    isAllowed: hits <= limit,
  };
}

export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  return {
    "X-RateLimit-Limit": String(state.limit),
    "X-RateLimit-Remaining": String(state.remaining),
    "X-RateLimit-Reset": String(state.resetAt),
  };
}

export function assertWithinLimit(state: RateLimitState, nowMs = Date.now()): void {
  if (state.isAllowed) return;
  const retryAfter = Math.max(1, state.resetAt - Math.floor(nowMs / 1000));
  throw new ApiError("rate_limited", `Too many requests. Retry after ${retryAfter} seconds.`, undefined, {
    ...rateLimitHeaders(state),
    "Retry-After": String(retryAfter),
  });
}

function envLimit(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** The token endpoint's own, stricter limits against key guessing (decisions.md §2). */
export const tokenEndpointLimits = () => ({
  perPartner: envLimit("TOKEN_RATE_LIMIT_PER_PARTNER", 60),
  perClientIp: envLimit("TOKEN_RATE_LIMIT_PER_IP", 300),
});
