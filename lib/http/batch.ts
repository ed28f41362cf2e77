import type { z } from "zod";
import { isTransientTransactionError } from "../db/transient-error";
import { ApiError, isApiError } from "./api-error";
import { errorBody, internalError } from "./error-response";
import { parseOrThrow } from "./validation";

/** One item's answer in a batch response. */
export interface BatchItemResult {
  index: number;
  status: number;
  body: unknown;
}

/** What a batch's store step made of one valid item: a resource with its status, or the error it was refused with. */
export type BatchOutcome<R> = { status: number; resource: R } | { error: unknown };

interface BatchOptions<S extends z.ZodType, R> {
  items: readonly unknown[];
  /** The single create's body schema: each item is validated as that route validates its body. */
  schema: S;
  requestId: string;
  /** Stores the valid items (in the route's transaction); one outcome per input, in order. */
  store: (inputs: z.output<S>[]) => Promise<BatchOutcome<R>[]>;
  /** The response bodies of the stored or found resources, in order (serialized together, so in few queries). */
  serialize: (resources: R[]) => Promise<unknown[]>;
}

/**
 * A batch request's answer (issue 15): every item validated on its own, the valid ones stored by `store`, and one
 * result per item in request order, each with the status and body the single create would have answered.
 */
export async function runBatch<S extends z.ZodType, R>(
  options: BatchOptions<S, R>,
): Promise<{ results: BatchItemResult[] }> {
  const results: BatchItemResult[] = [];
  const valid: { index: number; input: z.output<S> }[] = [];
  options.items.forEach((item, index) => {
    try {
      valid.push({ index, input: parseOrThrow(options.schema, item, "body") });
    } catch (error) {
      results[index] = errorResult(index, error, options.requestId);
    }
  });
  const outcomes = await options.store(valid.map((item) => item.input));
  const done = outcomes.flatMap((outcome, position) =>
    "error" in outcome ? [] : [{ index: valid[position]!.index, ...outcome }],
  );
  const bodies = await options.serialize(done.map((item) => item.resource));
  done.forEach((item, position) => {
    results[item.index] = { index: item.index, status: item.status, body: bodies[position] };
  });
  outcomes.forEach((outcome, position) => {
    const { index } = valid[position]!;
    if ("error" in outcome) results[index] = errorResult(index, outcome.error, options.requestId);
  });
  return { results };
}

/**
 * An item's error as the single route would answer it. A deadlock or serialization failure is not an item's fault:
 * it is thrown, so the whole batch runs again (lib/db/transient-error.ts).
 */
function errorResult(index: number, error: unknown, requestId: string): BatchItemResult {
  if (isTransientTransactionError(error)) throw error;
  const apiError: ApiError = isApiError(error) ? error : internalError(error, requestId);
  return { index, status: apiError.status, body: errorBody(apiError, "api") };
}
