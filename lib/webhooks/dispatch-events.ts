import { and, eq, getTableColumns, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { groupBy } from "../db/group-rows";
import { queryRows } from "../db/query-rows";
import { businesses, eventSequences, events, webhookDeliveries, webhookEndpoints } from "../db/schema";
import { serializeEvent } from "../events/event-serializer";
import type { EventRow } from "../events/record-event";
import type { WebhookEndpointRow } from "./webhook-endpoint-serializer";
import { webhookMessage } from "./webhook-message";

/** What one dispatch pass did: events dispatched, deliveries it created for them, and whether it stopped at its limit. */
export interface DispatchResult {
  events: number;
  deliveries: number;
  hasMore: boolean;
}

/**
 * Turns committed events into deliveries, one per matching enabled endpoint. Each business keeps a watermark
 * (event_sequences, migration 0020): its events up to `dispatched_sequence` are dispatched, and `has_undispatched`
 * flags one with events past it. An event is dispatched exactly once even with several instances or a crash: a
 * business's watermark moves in the transaction that makes its events' deliveries, under its counter row's lock,
 * taken with SKIP LOCKED so that each business goes to one instance at a time (and a business whose write is
 * committing waits for the next pass, which that commit wakes). An endpoint gets the events recorded after it was
 * created.
 *
 * Businesses whose partner has no enabled endpoint, the usual case, take one statement for all of them: their
 * watermarks move to their last event, and no event is read. The others' events are read (their data only for those
 * some endpoint receives), at most `limit` per pass.
 */
export async function dispatchEvents(db: Db, limit = 200): Promise<DispatchResult> {
  const unwatched = await passUnwatchedEvents(db, limit);
  const watched = await dispatchWatchedEvents(db, limit);
  return {
    events: unwatched.events + watched.events,
    deliveries: watched.deliveries,
    hasMore: unwatched.hasMore || watched.hasMore,
  };
}

/** Flagged businesses of partners without an enabled endpoint, up to `limit`: watermarks moved to their last event. */
async function passUnwatchedEvents(db: Db, limit: number): Promise<Omit<DispatchResult, "deliveries">> {
  const rows = await queryRows<{ events: number | string }>(
    db,
    sql`with due as (
        select counter.business_id, counter.last_sequence - counter.dispatched_sequence as events
        from ${eventSequences} as counter
        join ${businesses} on ${businesses.id} = counter.business_id
        where counter.has_undispatched and not exists (
          select from ${webhookEndpoints}
          where ${webhookEndpoints.partnerId} = ${businesses.partnerId} and ${webhookEndpoints.disabledAt} is null)
        limit ${limit}
        for update of counter skip locked)
      update ${eventSequences} set dispatched_sequence = last_sequence, has_undispatched = false
      from due where ${eventSequences.businessId} = due.business_id
      returning due.events`,
  );
  return {
    events: rows.reduce((sum, row) => sum + Number(row.events), 0),
    hasMore: rows.length >= limit,
  };
}

interface DueBusiness {
  businessId: string;
  partnerId: string;
  /** The events to dispatch this pass: sequences above `from`, up to `to`. */
  from: number;
  to: number;
}

/** Flagged businesses of partners with an enabled endpoint: up to `limit` events made into deliveries. */
async function dispatchWatchedEvents(db: Db, limit: number): Promise<DispatchResult> {
  return db.transaction(async (tx) => {
    const flagged = await tx
      .select({
        businessId: eventSequences.businessId,
        partnerId: businesses.partnerId,
        dispatchedSequence: eventSequences.dispatchedSequence,
        lastSequence: eventSequences.lastSequence,
      })
      .from(eventSequences)
      .innerJoin(businesses, eq(businesses.id, eventSequences.businessId))
      .where(eq(eventSequences.hasUndispatched, true))
      .limit(limit)
      .for("update", { of: eventSequences, skipLocked: true });
    const due = withinLimit(flagged, limit);
    if (due.length === 0) return { events: 0, deliveries: 0, hasMore: false };
    const endpoints = await tx
      .select()
      .from(webhookEndpoints)
      .where(
        and(
          inArray(webhookEndpoints.partnerId, [...new Set(due.map((business) => business.partnerId))]),
          isNull(webhookEndpoints.disabledAt),
        ),
      );
    const batch = endpoints.length > 0 ? await readEvents(tx, due) : [];
    const subscribed = batch.flatMap((event) =>
      endpoints.filter((endpoint) => isSubscribed(endpoint, event)).map((endpoint) => ({ event, endpoint })),
    );
    const dataOf = await readData(tx, [...new Set(subscribed.map(({ event }) => event))]);
    const deliveries = subscribed.map(({ event, endpoint }) => {
      const row: EventRow = { ...event, data: dataOf.get(keyOf(event)) };
      return {
        endpointId: endpoint.id,
        businessId: event.businessId,
        eventSequence: event.sequence,
        eventType: event.type,
        payload: webhookMessage(event.type, event.createdAt, serializeEvent(row)),
      };
    });
    if (deliveries.length > 0) await tx.insert(webhookDeliveries).values(deliveries);
    await moveWatermarks(tx, due);
    const dispatched = due.reduce((sum, business) => sum + business.to - business.from, 0);
    const past = flagged.reduce(
      (sum, row) => sum + Math.max(0, row.lastSequence - row.dispatchedSequence),
      0,
    );
    return {
      events: dispatched,
      deliveries: deliveries.length,
      hasMore: flagged.length >= limit || dispatched < past,
    };
  });
}

/**
 * The flagged businesses' ranges of events past their watermarks, in order, `limit` events at most in all. A business
 * flagged with none past it (its write's events were deleted before commit) is due too, to clear its flag.
 */
function withinLimit(
  flagged: readonly {
    businessId: string;
    partnerId: string;
    dispatchedSequence: number;
    lastSequence: number;
  }[],
  limit: number,
): DueBusiness[] {
  let left = limit;
  return flagged.flatMap((row) => {
    const past = Math.max(0, row.lastSequence - row.dispatchedSequence);
    const taken = Math.min(past, left);
    left -= taken;
    if (taken === 0 && past > 0) return [];
    return [
      {
        businessId: row.businessId,
        partnerId: row.partnerId,
        from: row.dispatchedSequence,
        to: row.dispatchedSequence + taken,
      },
    ];
  });
}

/**
 * The due businesses' events in their ranges, without their data. An event dispatched before migration 0020 (its
 * own `dispatched_at` set) is left out.
 */
async function readEvents(tx: Db, due: readonly DueBusiness[]) {
  const ranges = due.filter((business) => business.to > business.from);
  if (ranges.length === 0) return [];
  const { data: _data, ...withoutData } = getTableColumns(events);
  return tx
    .select(withoutData)
    .from(events)
    .where(
      and(
        or(
          ...ranges.map((business) =>
            and(
              eq(events.businessId, business.businessId),
              gt(events.sequence, business.from),
              lte(events.sequence, business.to),
            ),
          ),
        ),
        isNull(events.dispatchedAt),
      ),
    );
}

/** Each due business's watermark moved to the end of its range, flagged still when events remain past it. */
async function moveWatermarks(tx: Db, due: readonly DueBusiness[]): Promise<void> {
  const ids = due.map((business) => business.businessId);
  const ends = due.map((business) => business.to);
  await tx.execute(sql`update ${eventSequences}
    set dispatched_sequence = moved.sequence, has_undispatched = ${eventSequences.lastSequence} > moved.sequence
    from unnest(${sql.param(ids)}::uuid[], ${sql.param(ends)}::bigint[]) as moved(business_id, sequence)
    where ${eventSequences.businessId} = moved.business_id`);
}

type EventKey = Pick<EventRow, "businessId" | "sequence">;
const keyOf = (event: EventKey) => `${event.businessId}/${event.sequence}`;

function sequencesByBusiness(batch: readonly EventKey[]): Map<string, number[]> {
  const groups = groupBy(batch, (event) => event.businessId);
  return new Map([...groups].map(([businessId, rows]) => [businessId, rows.map((row) => row.sequence)]));
}

/** The data of the given events, by business and sequence: one read per business. */
async function readData(tx: Db, wanted: readonly EventKey[]): Promise<Map<string, unknown>> {
  const dataOf = new Map<string, unknown>();
  for (const [businessId, sequences] of sequencesByBusiness(wanted)) {
    const rows = await tx
      .select({ businessId: events.businessId, sequence: events.sequence, data: events.data })
      .from(events)
      .where(and(eq(events.businessId, businessId), inArray(events.sequence, sequences)));
    for (const row of rows) dataOf.set(keyOf(row), row.data);
  }
  return dataOf;
}

function isSubscribed(endpoint: WebhookEndpointRow, event: Omit<EventRow, "data">): boolean {
  return (
    endpoint.partnerId === event.partnerId &&
    endpoint.createdAt <= event.createdAt &&
    (endpoint.businessId === null || endpoint.businessId === event.businessId) &&
    (endpoint.eventTypes.length === 0 || endpoint.eventTypes.includes(event.type))
  );
}
