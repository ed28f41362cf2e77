import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { events, webhookDeliveries, webhookEndpoints } from "../db/schema";
import { serializeEvent } from "../events/event-serializer";
import type { EventRow } from "../events/record-event";
import type { WebhookEndpointRow } from "./webhook-endpoint-serializer";
import { webhookMessage } from "./webhook-message";

/**
 * Turns committed events into deliveries, one per matching enabled endpoint, and marks them dispatched, all in one
 * transaction: an event is dispatched exactly once even with several instances (`SKIP LOCKED` hands each event to
 * one of them) or a crash (nothing commits). An endpoint gets the events recorded after it was created. Returns how
 * many events were dispatched.
 */
export async function dispatchEvents(db: Db, limit = 200): Promise<number> {
  return db.transaction(async (tx) => {
    const batch = await tx
      .select()
      .from(events)
      .where(isNull(events.dispatchedAt))
      .orderBy(asc(events.createdAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (batch.length === 0) return 0;
    const partnerIds = [...new Set(batch.map((event) => event.partnerId))];
    const endpoints = await tx
      .select()
      .from(webhookEndpoints)
      .where(and(inArray(webhookEndpoints.partnerId, partnerIds), isNull(webhookEndpoints.disabledAt)));
    const deliveries = batch.flatMap((event) =>
      endpoints
        .filter((endpoint) => isSubscribed(endpoint, event))
        .map((endpoint) => ({
          endpointId: endpoint.id,
          businessId: event.businessId,
          eventSequence: event.sequence,
          eventType: event.type,
          payload: webhookMessage(event.type, event.createdAt, serializeEvent(event)),
        })),
    );
    if (deliveries.length > 0) await tx.insert(webhookDeliveries).values(deliveries);
    const now = new Date();
    for (const businessId of new Set(batch.map((event) => event.businessId))) {
      const sequences = batch
        .filter((event) => event.businessId === businessId)
        .map((event) => event.sequence);
      await tx
        .update(events)
        .set({ dispatchedAt: now })
        .where(and(eq(events.businessId, businessId), inArray(events.sequence, sequences)));
    }
    return batch.length;
  });
}

function isSubscribed(endpoint: WebhookEndpointRow, event: EventRow): boolean {
  return (
    endpoint.partnerId === event.partnerId &&
    endpoint.createdAt <= event.createdAt &&
    (endpoint.businessId === null || endpoint.businessId === event.businessId) &&
    (endpoint.eventTypes.length === 0 || endpoint.eventTypes.includes(event.type))
  );
}
