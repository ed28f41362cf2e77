import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
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

/**
 * Counts one request against `key` in a fixed one-minute window kept in the database, so the limit holds across
 * every app instance. One upsert per request; old windows are swept now and then.
 */
export async function consumeRateLimit(
  db: Db,
  key: string,
  limit: number,
  nowMs = Date.now(),
): Promise<RateLimitState> {
  const windowStartSeconds = Math.floor(nowMs / 1000 / WINDOW_SECONDS) * WINDOW_SECONDS;
  const windowStart = new Date(windowStartSeconds * 1000);
  const [row] = await db
    .insert(rateLimitWindows)
    .values({ bucketKey: key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitWindows.bucketKey, rateLimitWindows.windowStart],
      set: { hits: sql`${rateLimitWindows.hits} + 1` },
    })
    .returning({ hits: rateLimitWindows.hits });
  if (Math.random() < 0.002) {
    await db.delete(rateLimitWindows).where(lt(rateLimitWindows.windowStart, new Date(nowMs - 10 * 60_000)));
  }
  const hits = row!.hits;
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
