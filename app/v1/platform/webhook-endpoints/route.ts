import {
  createWebhookEndpointEndpoint,
  listWebhookEndpointsEndpoint,
} from "@/lib/contracts/webhook-endpoints";
import { toPage } from "@/lib/http/pagination";
import { apiRoute, handle } from "@/lib/http/route";
import { createWebhookEndpoint } from "@/lib/webhooks/save-webhook-endpoint";
import { listWebhookEndpoints } from "@/lib/webhooks/webhook-endpoint-row";
import { serializeWebhookEndpoint } from "@/lib/webhooks/webhook-endpoint-serializer";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(listWebhookEndpointsEndpoint, async ({ db, caller, query }) => {
    const { rows, total } = await listWebhookEndpoints(db, caller.partnerId, query);
    return {
      body: toPage(
        query,
        total,
        rows.map((row) => serializeWebhookEndpoint(row)),
      ),
    };
  }),
  POST: handle(createWebhookEndpointEndpoint, async ({ db, caller, body }) => {
    const row = await createWebhookEndpoint(db, caller.partnerId, body);
    return { status: 201, body: { ...serializeWebhookEndpoint(row), secret: row.secret } };
  }),
});
