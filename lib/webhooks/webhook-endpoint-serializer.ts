import type { webhookEndpoints } from "../db/schema";
import type { EventType } from "../schemas/event";
import type { WebhookEndpointResponse } from "../schemas/webhook-endpoint";

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

/** The one shape of an endpoint; the secret is added only by create and rotate (shown once). */
export function serializeWebhookEndpoint(
  endpoint: WebhookEndpointRow,
  now = new Date(),
): WebhookEndpointResponse {
  const overlapEnds = endpoint.previousSecretExpiresAt;
  return {
    type: "WebhookEndpoint",
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    event_types: endpoint.eventTypes as EventType[],
    business_id: endpoint.businessId,
    status: endpoint.disabledAt ? "disabled" : "enabled",
    disabled_at: endpoint.disabledAt?.toISOString() ?? null,
    disabled_reason: endpoint.disabledReason,
    failing_since: endpoint.failingSince?.toISOString() ?? null,
    previous_secret_expires_at: overlapEnds && overlapEnds > now ? overlapEnds.toISOString() : null,
    created_at: endpoint.createdAt.toISOString(),
    updated_at: endpoint.updatedAt.toISOString(),
  };
}
