import { listWebhookDeliveriesEndpoint } from "@/lib/contracts/webhook-endpoints";
import { toPage } from "@/lib/http/pagination";
import { apiRoute, handle } from "@/lib/http/route";
import { listWebhookDeliveries, serializeWebhookDelivery } from "@/lib/webhooks/webhook-deliveries";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(listWebhookDeliveriesEndpoint, async ({ db, caller, params, query }) => {
    const { rows, total } = await listWebhookDeliveries(db, caller.partnerId, params.endpoint_id, query);
    return { body: toPage(query, total, rows.map(serializeWebhookDelivery)) };
  }),
});
