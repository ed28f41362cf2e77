import "server-only";
import { httpWebhookSender } from "./http-sender";
import type { WebhookSender } from "./webhook-sender";

/** The one place the delivery mechanism is chosen; direct HTTP is the only one today. */
export function webhookSender(): WebhookSender {
  return httpWebhookSender;
}
