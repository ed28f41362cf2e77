import { rotateWebhookSecretEndpoint } from "@/lib/contracts/webhook-endpoints";
import { apiRoute, handle } from "@/lib/http/route";
import { rotateWebhookSecret } from "@/lib/webhooks/save-webhook-endpoint";
import { serializeWebhookEndpoint } from "@/lib/webhooks/webhook-endpoint-serializer";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(rotateWebhookSecretEndpoint, async ({ db, caller, params, body }) => {
    const row = await rotateWebhookSecret(db, caller.partnerId, params.endpoint_id, body.overlap_seconds);
    return { body: { ...serializeWebhookEndpoint(row), secret: row.secret } };
  }),
});
