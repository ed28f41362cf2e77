import "server-only";
import type { BusinessRow } from "../businesses/business-serializer";
import type { Db } from "../db/client";
import { commitWithLastStatement } from "../db/commit-with-last-statement";
import { withRollbackUndo } from "../db/rollback-undo";
import { retryTransient } from "../db/transient-error";
import { signalEventsCommitted } from "../events/events-committed";
import type { Caller } from "./authenticate";
import type { Endpoint } from "./endpoint";
import type { HandlerResult } from "./route";
import { type GroupOutcome, WriteCoalescer } from "./write-coalescer";
import { appendWriteTrails, trailOf } from "./write-trail";

/** One request of a group, as the route wrapper has it once the request is authorized and its body parsed. */
export interface GroupedRequest<B> {
  db: Db;
  request: Request;
  requestId: string;
  caller: Caller;
  business: BusinessRow;
  params: Record<string, unknown>;
  body: B;
}

/**
 * How an endpoint's writes are stored together (issue 15: a shorter single-write path). `store` stores the requests'
 * writes in the group's transaction, each on its own (a refused one stores nothing and is that request's error), and
 * answers each as the endpoint's handler would; the wrapper appends each stored one's events and audit event.
 */
export interface WriteGroup<B> {
  /** Whether this request may be stored with others (a body with a file, say, goes its own way). */
  accepts: (body: B) => boolean;
  store: (
    tx: Db,
    business: BusinessRow,
    requests: readonly GroupedRequest<B>[],
  ) => Promise<GroupOutcome<HandlerResult>[]>;
}

/** The most single writes stored together: a batch route's limit. */
const MAX_GROUP_SIZE = 500;

type Item<B> = GroupedRequest<B> & { runAlone: () => Promise<HandlerResult> };

/**
 * The route wrapper's group commit for one endpoint (lib/http/write-coalescer.ts): a business's concurrent writes
 * share one transaction, its statements and its commit, where each would otherwise take its own. What a request sees
 * is what it would alone: its status and body, its events and its audit event (with its own request id and caller),
 * committed with its write; a request refused stores nothing, the others are stored. A deadlock or serialization
 * failure runs the group again; any other failure of the group as a whole runs each request on its own.
 */
export function groupedWrites<B>(endpoint: Endpoint, group: WriteGroup<B>) {
  return new WriteCoalescer<Item<B>, HandlerResult>({
    maxGroupSize: MAX_GROUP_SIZE,
    runOne: (item) => item.runAlone(),
    runMany: (items) => storeGroup(endpoint, group, items),
  });
}

async function storeGroup<B>(
  endpoint: Endpoint,
  group: WriteGroup<B>,
  items: readonly Item<B>[],
): Promise<GroupOutcome<HandlerResult>[]> {
  const { db, business } = items[0]!;
  let eventCount = 0;
  const outcomes = await retryTransient(() =>
    withRollbackUndo(async () => {
      const { result, last } = await commitWithLastStatement(db, async (tx) => {
        const outcomes = await group.store(tx, business, items);
        const stored = items.flatMap((item, index) => {
          const outcome = outcomes[index];
          return outcome && "result" in outcome ? [{ item, result: outcome.result }] : [];
        });
        const trails: Awaited<ReturnType<typeof trailOf>>[] = [];
        for (const { item, result } of stored) {
          const { requestId, caller, params, body } = item;
          trails.push(
            await trailOf(tx, { endpoint, caller, businessId: business.id, params, body, requestId }, result),
          );
        }
        const append = () =>
          appendWriteTrails(
            tx,
            business.id,
            trails.flatMap((trail) => trail.due),
            trails.map((trail) => trail.write),
          );
        return { result: outcomes, last: append };
      });
      eventCount = last;
      return result;
    }),
  );
  if (eventCount > 0) signalEventsCommitted();
  return outcomes;
}
