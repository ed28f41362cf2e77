import { redeliverWebhookEndpoint } from "@/lib/contracts/webhook-endpoints";
import { apiRoute, handle } from "@/lib/http/route";
import { redeliver, serializeWebhookDelivery } from "@/lib/webhooks/webhook-deliveries";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(redeliverWebhookEndpoint, async ({ db, caller, params }) => ({
    status: 202,
    body: serializeWebhookDelivery(
      await redeliver(db, caller.partnerId, params.endpoint_id, params.delivery_id),
    ),
  })),
});
