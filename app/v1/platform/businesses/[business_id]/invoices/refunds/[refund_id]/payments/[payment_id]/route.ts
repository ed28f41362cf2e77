import { getRefundPaymentEndpoint } from "@/lib/contracts/refunds";
import { apiRoute, handle } from "@/lib/http/route";
import { getRefundPayment } from "@/lib/receivables/refunds/find-refund-payment";
import { serializeRefundPayment } from "@/lib/receivables/refunds/refund-payment-serializer";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(getRefundPaymentEndpoint, async ({ db, business, params }) => ({
    body: serializeRefundPayment(
      await getRefundPayment(db, business.id, params.refund_id, params.payment_id),
    ),
  })),
});
