import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { webhookDeliveries, webhookEndpoints } from "../db/schema";
import type { DeliveryRow } from "./claim-deliveries";
import type { WebhookSender } from "./delivery/webhook-sender";
import { nextAttemptAt } from "./retry-schedule";
import { signedHeaders } from "./sign-message";
import type { WebhookConfig } from "./webhook-config";
import type { WebhookEndpointRow } from "./webhook-endpoint-serializer";

/**
 * One attempt of a claimed delivery: signs, sends, and records the outcome. A 2xx succeeds; anything else (a 3xx
 * included, redirects are not followed) is retried on the schedule until the retry window ends. An endpoint that has
 * failed without a success for `disableAfterMs` is disabled, with the reason on the endpoint.
 */
export async function attemptDelivery(
  db: Db,
  sender: WebhookSender,
  config: WebhookConfig,
  claimed: { delivery: DeliveryRow; endpoint: WebhookEndpointRow },
): Promise<boolean> {
  const { delivery, endpoint } = claimed;
  const body = JSON.stringify(delivery.payload);
  const response = await sender.send({
    url: endpoint.url,
    headers: signedHeaders(endpoint, delivery.id, body, new Date()),
    body,
    timeoutMs: config.timeoutMs,
    allowLocalTargets: config.allowLocalTargets,
  });
  const isSuccess = response.status !== null && response.status >= 200 && response.status < 300;
  const now = new Date();
  const retryAt = isSuccess ? null : nextAttemptAt(delivery.attempts, delivery.createdAt, now, config);
  const error =
    response.error ??
    (isSuccess
      ? null
      : response.status && response.status < 400
        ? `Redirect (${response.status}) not followed.`
        : null);
  // Only the attempt that holds the claim records it (attempts unchanged since): a late answer after the lease
  // ended, when another instance already retried, changes nothing.
  await db
    .update(webhookDeliveries)
    .set({
      status: isSuccess ? "succeeded" : retryAt ? "pending" : "failed",
      nextAttemptAt: retryAt ?? now,
      lastResponseStatus: response.status,
      lastLatencyMs: response.latencyMs,
      lastResponseExcerpt: response.excerpt,
      lastError: error,
    })
    .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.attempts, delivery.attempts)));
  if (isSuccess) await markAnswering(db, endpoint.id);
  else await markFailing(db, endpoint.id, now, config, error ?? `HTTP ${response.status}`);
  return isSuccess;
}

async function markAnswering(db: Db, endpointId: string) {
  await db
    .update(webhookEndpoints)
    .set({ failingSince: null })
    .where(and(eq(webhookEndpoints.id, endpointId), sql`${webhookEndpoints.failingSince} is not null`));
}

async function markFailing(db: Db, endpointId: string, now: Date, config: WebhookConfig, lastError: string) {
  const [endpoint] = await db
    .update(webhookEndpoints)
    .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now.toISOString()}::timestamptz)` })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning({ failingSince: webhookEndpoints.failingSince });
  const since = endpoint?.failingSince;
  if (!since || now.getTime() - since.getTime() < config.disableAfterMs) return;
  await db
    .update(webhookEndpoints)
    .set({
      disabledAt: now,
      disabledReason:
        `Disabled after failing since ${since.toISOString()} without a success; last error: ${lastError}`.slice(
          0,
          1000,
        ),
      updatedAt: now,
    })
    .where(and(eq(webhookEndpoints.id, endpointId), isNull(webhookEndpoints.disabledAt)));
}
