import { completeRefundPaymentEndpoint } from "@/lib/contracts/refunds";
import { apiRoute, handle } from "@/lib/http/route";
import { completeRefundPayment } from "@/lib/receivables/refunds/complete-refund-payment";
import { serializeRefundPayments } from "@/lib/receivables/refunds/refund-payment-serializer";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(completeRefundPaymentEndpoint, async ({ db, business, params, body }) => ({
    body: (
      await serializeRefundPayments(db, business.id, [
        await completeRefundPayment(db, business, params.refund_id, params.payment_id, body),
      ])
    )[0]!,
  })),
});
