import { createRefundPaymentEndpoint, listRefundPaymentsEndpoint } from "@/lib/contracts/refunds";
import { toPage } from "@/lib/http/pagination";
import { apiRoute, handle } from "@/lib/http/route";
import { createRefundPayment } from "@/lib/receivables/refunds/create-refund-payment";
import { listRefundPayments } from "@/lib/receivables/refunds/list-refund-payments";
import { serializeRefundPayments } from "@/lib/receivables/refunds/refund-payment-serializer";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(listRefundPaymentsEndpoint, async ({ db, business, params, query }) => {
    const { rows, total } = await listRefundPayments(db, business.id, params.refund_id, query);
    return { body: toPage(query, total, await serializeRefundPayments(db, business.id, rows)) };
  }),
  POST: handle(createRefundPaymentEndpoint, async ({ db, business, params, body }) => {
    const { payment, isNew } = await createRefundPayment(db, business, params.refund_id, body);
    const [serialized] = await serializeRefundPayments(db, business.id, [payment]);
    return { status: isNew ? 201 : 200, body: serialized! };
  }),
});
