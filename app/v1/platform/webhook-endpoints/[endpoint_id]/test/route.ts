import { testWebhookEndpointEndpoint } from "@/lib/contracts/webhook-endpoints";
import { apiRoute, handle } from "@/lib/http/route";
import { sendTestMessage, serializeWebhookDelivery } from "@/lib/webhooks/webhook-deliveries";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(testWebhookEndpointEndpoint, async ({ db, caller, params }) => ({
    status: 202,
    body: serializeWebhookDelivery(await sendTestMessage(db, caller.partnerId, params.endpoint_id)),
  })),
});
