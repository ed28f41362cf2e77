import { createRefundEndpoint, listRefundsEndpoint } from "@/lib/contracts/refunds";
import { toPage } from "@/lib/http/pagination";
import { publicOrigin } from "@/lib/http/public-origin";
import { apiRoute, handle } from "@/lib/http/route";
import { createRefund } from "@/lib/receivables/refunds/create-refund";
import { listRefunds } from "@/lib/receivables/refunds/list-refunds";
import { serializeRefund, serializeRefunds } from "@/lib/receivables/refunds/refund-serializer";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(listRefundsEndpoint, async ({ request, db, business, query }) => {
    const { rows, total } = await listRefunds(db, business, query);
    const results = await serializeRefunds(db, business.id, rows, publicOrigin(request));
    return { body: toPage(query, total, results) };
  }),
  POST: handle(createRefundEndpoint, async ({ request, db, business, body }) => {
    const { refund, isNew } = await createRefund(db, business, body);
    return {
      status: isNew ? 201 : 200,
      body: await serializeRefund(db, business.id, refund, publicOrigin(request)),
    };
  }),
});
