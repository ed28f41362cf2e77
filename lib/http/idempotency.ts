import "server-only";
import { createHash } from "node:crypto";
import { and, eq, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { idempotencyRecords } from "../db/schema";
import { ApiError, isApiError } from "./api-error";
import { errorBody, type ErrorFormat } from "./error-response";

const LIFETIME_MS = 24 * 60 * 60 * 1000;

interface Result {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

interface IdempotentRun {
  ownerId: string;
  key: string;
  fingerprint: string;
  format: ErrorFormat;
  /** The request's work, on the transaction given (a savepoint of the one holding the key). */
  execute(tx: Db): Promise<Result>;
}

/**
 * Runs a POST once per key (decisions.md §8) and stores its outcome, errors under 500 included, for a repeat to replay.
 * The key's record is written in the same transaction as the request's work, so a server that dies mid-request leaves
 * neither (the retry runs it afresh) or both (the retry replays it): never a key stuck "in progress" over a write that
 * did or did not happen. A refused request's work is rolled back to a savepoint; its answer is kept.
 */
export async function runIdempotently(db: Db, run: IdempotentRun): Promise<Result> {
  const outcome = await db.transaction(async (tx): Promise<{ result: Result } | { refusal: ApiError }> => {
    const where = await claimIdempotencyKey(tx, run.ownerId, run.key, run.fingerprint);
    if ("replay" in where) return { result: where.replay };
    const complete = (status: number, body: unknown) =>
      tx.update(idempotencyRecords).set({ responseStatus: status, responseBody: body }).where(where.record);
    try {
      const result = await tx.transaction((savepoint) => run.execute(savepoint));
      await complete(result.status ?? 200, result.body);
      return { result };
    } catch (error) {
      // A 5xx rolls the key back with everything else, so the caller can retry.
      if (!isApiError(error) || error.status >= 500) throw error;
      await complete(error.status, errorBody(error, run.format));
      return { refusal: error };
    }
  });
  if ("refusal" in outcome) throw outcome.refusal;
  return outcome.result;
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
 * `idempotency_key_reused`; while the first is still running, 409 `conflict`. "Running" is a transaction holding the
 * key's advisory lock, so it ends with that transaction, however the transaction ends.
 */
async function claimIdempotencyKey(
  tx: Db,
  ownerId: string,
  key: string,
  hash: string,
): Promise<{ record: SQL } | { replay: Result }> {
  const locked: unknown = await tx.execute(
    sql`select pg_try_advisory_xact_lock(hashtextextended(${`idempotency:${ownerId}:${key}`}, 0)) as "isLocked"`,
  );
  // node-postgres and PGlite both answer `{ rows }`.
  const isLocked = (locked as { rows: { isLocked: boolean }[] }).rows[0]?.isLocked === true;
  if (!isLocked) {
    throw new ApiError(
      "conflict",
      "A request with this Idempotency-Key is still being processed. Retry shortly.",
    );
  }
  const record = and(eq(idempotencyRecords.ownerId, ownerId), eq(idempotencyRecords.key, key))!;
  await tx
    .delete(idempotencyRecords)
    .where(and(record, lt(idempotencyRecords.createdAt, new Date(Date.now() - LIFETIME_MS))));
  const [inserted] = await tx
    .insert(idempotencyRecords)
    .values({ ownerId, key, requestHash: hash })
    .onConflictDoNothing()
    .returning({ key: idempotencyRecords.key });
  if (inserted) return { record };
  const [existing] = await tx.select().from(idempotencyRecords).where(record);
  if (existing!.requestHash !== hash) {
    throw new ApiError("idempotency_key_reused", "This Idempotency-Key was used with a different request.");
  }
  // Only records written before the key and its work shared a transaction can still be unfinished.
  if (existing!.responseStatus === null) {
    throw new ApiError(
      "conflict",
      "A request with this Idempotency-Key is still being processed. Retry shortly.",
    );
  }
  return {
    replay: {
      status: existing!.responseStatus,
      body: existing!.responseBody,
      headers: { "Idempotent-Replayed": "true" },
    },
  };
}
