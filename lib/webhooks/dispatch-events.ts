import { and, asc, eq, getTableColumns, inArray, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { groupBy } from "../db/group-rows";
import { events, webhookDeliveries, webhookEndpoints } from "../db/schema";
import { serializeEvent } from "../events/event-serializer";
import type { EventRow } from "../events/record-event";
import type { WebhookEndpointRow } from "./webhook-endpoint-serializer";
import { webhookMessage } from "./webhook-message";

/** What one dispatch pass did: events marked dispatched, and deliveries it created for them. */
export interface DispatchResult {
  events: number;
  deliveries: number;
}

/**
 * Turns committed events into deliveries, one per matching enabled endpoint, and marks them dispatched, all in one
 * transaction: an event is dispatched exactly once even with several instances (`SKIP LOCKED` hands each event to
 * one of them) or a crash (nothing commits). An endpoint gets the events recorded after it was created. The events'
 * data (a whole resource each) is read only for those some endpoint receives: a partner without webhooks costs one
 * narrow read and one update per pass.
 */
export async function dispatchEvents(db: Db, limit = 200): Promise<DispatchResult> {
  return db.transaction(async (tx) => {
    const { data: _data, ...withoutData } = getTableColumns(events);
    const batch = await tx
      .select(withoutData)
      .from(events)
      .where(isNull(events.dispatchedAt))
      .orderBy(asc(events.createdAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (batch.length === 0) return { events: 0, deliveries: 0 };
    const partnerIds = [...new Set(batch.map((event) => event.partnerId))];
    const endpoints = await tx
      .select()
      .from(webhookEndpoints)
      .where(and(inArray(webhookEndpoints.partnerId, partnerIds), isNull(webhookEndpoints.disabledAt)));
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
    const now = new Date();
    for (const [businessId, sequences] of sequencesByBusiness(batch)) {
      await tx
        .update(events)
        .set({ dispatchedAt: now })
        .where(and(eq(events.businessId, businessId), inArray(events.sequence, sequences)));
    }
    return { events: batch.length, deliveries: deliveries.length };
  });
}

type EventKey = Pick<EventRow, "businessId" | "sequence">;
const keyOf = (event: EventKey) => `${event.businessId}/${event.sequence}`;

function sequencesByBusiness(batch: readonly EventKey[]): Map<string, number[]> {
  const groups = groupBy(batch, (event) => event.businessId);
  return new Map([...groups].map(([businessId, rows]) => [businessId, rows.map((row) => row.sequence)]));
}

/** The data of the given (locked) events, by business and sequence: one read per business. */
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
