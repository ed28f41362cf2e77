import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { webhookDeliveries } from "../db/schema";
import { signalEventsCommitted } from "../events/events-committed";
import { ApiError } from "../http/api-error";
import { pageOffset } from "../http/pagination";
import type { ListWebhookDeliveriesQuery, WebhookDeliveryResponse } from "../schemas/webhook-endpoint";
import type { DeliveryRow } from "./claim-deliveries";
import { getWebhookEndpoint } from "./webhook-endpoint-row";
import { TEST_MESSAGE_TYPE, webhookMessage } from "./webhook-message";

/** The endpoint's delivery log, newest first. */
export async function listWebhookDeliveries(
  db: Db,
  partnerId: string,
  endpointId: string,
  query: ListWebhookDeliveriesQuery,
) {
  await getWebhookEndpoint(db, partnerId, endpointId);
  const conditions: SQL[] = [eq(webhookDeliveries.endpointId, endpointId)];
  if (query.status) conditions.push(inArray(webhookDeliveries.status, query.status));
  const where = and(...conditions);
  const { limit, offset } = pageOffset(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(webhookDeliveries).where(where),
  ]);
  return { rows, total: total!.value };
}

/** Queues a `webhook.test` message to the endpoint, sent like any other (signed, retried, logged). */
export async function sendTestMessage(db: Db, partnerId: string, endpointId: string) {
  const endpoint = await getWebhookEndpoint(db, partnerId, endpointId);
  const now = new Date();
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      endpointId: endpoint.id,
      eventType: TEST_MESSAGE_TYPE,
      payload: webhookMessage(TEST_MESSAGE_TYPE, now, {
        endpoint_id: endpoint.id,
        message: "A test message.",
      }),
    })
    .returning();
  signalEventsCommitted();
  return row!;
}

/**
 * Sends a delivery again, whatever its state, with the same `webhook-id` and body (a receiver that kept it drops
 * the repeat); the retry schedule starts over. A disabled endpoint's delivery waits until it is enabled.
 */
export async function redeliver(db: Db, partnerId: string, endpointId: string, deliveryId: string) {
  await getWebhookEndpoint(db, partnerId, endpointId);
  const now = new Date();
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: "pending", nextAttemptAt: now, attempts: 0, createdAt: now })
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.id, deliveryId)))
    .returning();
  if (!row) throw ApiError.notFound("Webhook delivery");
  signalEventsCommitted();
  return row;
}

export function serializeWebhookDelivery(delivery: DeliveryRow): WebhookDeliveryResponse {
  return {
    type: "WebhookDelivery",
    id: delivery.id,
    endpoint_id: delivery.endpointId,
    business_id: delivery.businessId,
    event_sequence: delivery.eventSequence,
    event_type: delivery.eventType,
    status: delivery.status as WebhookDeliveryResponse["status"],
    attempts: delivery.attempts,
    next_attempt_at: delivery.status === "pending" ? delivery.nextAttemptAt.toISOString() : null,
    last_attempt_at: delivery.lastAttemptAt?.toISOString() ?? null,
    last_response_status: delivery.lastResponseStatus,
    last_latency_ms: delivery.lastLatencyMs,
    last_response_excerpt: delivery.lastResponseExcerpt,
    last_error: delivery.lastError,
    payload: delivery.payload,
    created_at: delivery.createdAt.toISOString(),
  };
}
