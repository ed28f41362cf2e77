import { disableWebhookEndpointEndpoint } from "@/lib/contracts/webhook-endpoints";
import { apiRoute, handle } from "@/lib/http/route";
import { setWebhookEndpointEnabled } from "@/lib/webhooks/save-webhook-endpoint";
import { serializeWebhookEndpoint } from "@/lib/webhooks/webhook-endpoint-serializer";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(disableWebhookEndpointEndpoint, async ({ db, caller, params }) => ({
    body: serializeWebhookEndpoint(
      await setWebhookEndpointEnabled(db, caller.partnerId, params.endpoint_id, false),
    ),
  })),
});
