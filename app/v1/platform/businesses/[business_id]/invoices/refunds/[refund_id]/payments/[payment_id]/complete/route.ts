import { completeRefundPaymentEndpoint } from "@/lib/contracts/refunds";
import { apiRoute, handle } from "@/lib/http/route";
import { completeRefundPayment } from "@/lib/receivables/refunds/complete-refund-payment";
import { serializeRefundPayment } from "@/lib/receivables/refunds/refund-payment-serializer";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(completeRefundPaymentEndpoint, async ({ db, business, params, body }) => ({
    body: serializeRefundPayment(
      await completeRefundPayment(db, business, params.refund_id, params.payment_id, body),
    ),
  })),
});
