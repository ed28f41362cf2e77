import "server-only";
import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { idempotencyRecords } from "../db/schema";
import { ApiError, isApiError } from "./api-error";
import { errorBody, type ErrorFormat } from "./error-response";

const LIFETIME_MS = 24 * 60 * 60 * 1000;

type Claim =
  | { kind: "replay"; status: number; body: unknown }
  | { kind: "first"; complete(status: number, body: unknown): Promise<void>; abandon(): Promise<void> };

interface IdempotentRun {
  ownerId: string;
  key: string;
  fingerprint: string;
  format: ErrorFormat;
  execute(): Promise<{ status?: number; body: unknown; headers?: Record<string, string> }>;
}

/** Runs a POST once per key: stores its outcome (errors under 500 included) and replays it for a repeat. */
export async function runIdempotently(db: Db, run: IdempotentRun) {
  const claim = await claimIdempotencyKey(db, run.ownerId, run.key, run.fingerprint);
  if (claim.kind === "replay") {
    return { status: claim.status, body: claim.body, headers: { "Idempotent-Replayed": "true" } };
  }
  try {
    const result = await run.execute();
    await claim.complete(result.status ?? 200, result.body);
    return result;
  } catch (error) {
    if (isApiError(error) && error.status < 500)
      await claim.complete(error.status, errorBody(error, run.format));
    else await claim.abandon();
    throw error;
  }
}

export function idempotencyKeyOf(request: Request): string | undefined {
  const key = request.headers.get("idempotency-key");
  if (key === null) return undefined;
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
    throw ApiError.validation({ "Idempotency-Key": ["Must be 1 to 255 visible ASCII characters."] });
  }
  return key;
}

export function requestFingerprint(request: Request, bodyText: string): string {
  const { pathname } = new URL(request.url);
  const path = pathname.endsWith("/") ? pathname : `${pathname}/`;
  return createHash("sha256").update(`${request.method} ${path}\n${bodyText}`).digest("hex");
}

/**
 * decisions.md §8: the same key with the same request replays the first response; with another request it is 409
 * `idempotency_key_reused`; while the first is still running, 409 `conflict`. A request that ends in a 5xx releases
 * its key so the caller can retry.
 */
async function claimIdempotencyKey(db: Db, ownerId: string, key: string, hash: string): Promise<Claim> {
  const where = and(eq(idempotencyRecords.ownerId, ownerId), eq(idempotencyRecords.key, key));
  await db
    .delete(idempotencyRecords)
    .where(and(where, lt(idempotencyRecords.createdAt, new Date(Date.now() - LIFETIME_MS))));
  const [inserted] = await db
    .insert(idempotencyRecords)
    .values({ ownerId, key, requestHash: hash })
    .onConflictDoNothing()
    .returning({ key: idempotencyRecords.key });
  if (inserted) {
    return {
      kind: "first",
      complete: async (status, body) => {
        await db.update(idempotencyRecords).set({ responseStatus: status, responseBody: body }).where(where);
      },
      abandon: async () => {
        await db.delete(idempotencyRecords).where(where);
      },
    };
  }
  const [existing] = await db.select().from(idempotencyRecords).where(where);
  if (!existing) return claimIdempotencyKey(db, ownerId, key, hash);
  if (existing.requestHash !== hash) {
    throw new ApiError("idempotency_key_reused", "This Idempotency-Key was used with a different request.");
  }
  if (existing.responseStatus === null) {
    throw new ApiError(
      "conflict",
      "A request with this Idempotency-Key is still being processed. Retry shortly.",
    );
  }
  return { kind: "replay", status: existing.responseStatus, body: existing.responseBody };
}
