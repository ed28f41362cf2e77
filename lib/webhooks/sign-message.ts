import "server-only";
import { Webhook } from "standardwebhooks";
import type { WebhookEndpointRow } from "./webhook-endpoint-serializer";

/**
 * The Standard Webhooks headers of one attempt. During a rotation's overlap the message is signed with both secrets
 * (space-separated `v1,` signatures), so a receiver holding either one verifies it.
 */
export function signedHeaders(
  endpoint: Pick<WebhookEndpointRow, "secret" | "previousSecret" | "previousSecretExpiresAt">,
  messageId: string,
  body: string,
  now: Date,
): Record<string, string> {
  const secrets = [endpoint.secret];
  if (endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now) {
    secrets.push(endpoint.previousSecret);
  }
  return {
    "content-type": "application/json",
    "user-agent": "ledgerkit-webhooks/1",
    "webhook-id": messageId,
    "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
    "webhook-signature": secrets.map((secret) => new Webhook(secret).sign(messageId, now, body)).join(" "),
  };
}
