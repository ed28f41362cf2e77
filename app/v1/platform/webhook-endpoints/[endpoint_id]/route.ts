import {
  deleteWebhookEndpointEndpoint,
  getWebhookEndpointEndpoint,
  updateWebhookEndpointEndpoint,
} from "@/lib/contracts/webhook-endpoints";
import { apiRoute, handle } from "@/lib/http/route";
import { updateWebhookEndpoint } from "@/lib/webhooks/save-webhook-endpoint";
import { deleteWebhookEndpoint, getWebhookEndpoint } from "@/lib/webhooks/webhook-endpoint-row";
import { serializeWebhookEndpoint } from "@/lib/webhooks/webhook-endpoint-serializer";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(getWebhookEndpointEndpoint, async ({ db, caller, params }) => ({
    body: serializeWebhookEndpoint(await getWebhookEndpoint(db, caller.partnerId, params.endpoint_id)),
  })),
  PATCH: handle(updateWebhookEndpointEndpoint, async ({ db, caller, params, body }) => ({
    body: serializeWebhookEndpoint(
      await updateWebhookEndpoint(db, caller.partnerId, params.endpoint_id, body),
    ),
  })),
  DELETE: handle(deleteWebhookEndpointEndpoint, async ({ db, caller, params }) => ({
    body: serializeWebhookEndpoint(await deleteWebhookEndpoint(db, caller.partnerId, params.endpoint_id)),
  })),
});
