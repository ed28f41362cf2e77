import { getRefundPaymentEndpoint } from "@/lib/contracts/refunds";
import { apiRoute, handle } from "@/lib/http/route";
import { getRefundPayment } from "@/lib/receivables/refunds/find-refund-payment";
import { serializeRefundPayments } from "@/lib/receivables/refunds/refund-payment-serializer";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(getRefundPaymentEndpoint, async ({ db, business, params }) => ({
    body: (
      await serializeRefundPayments(db, business.id, [
        await getRefundPayment(db, business.id, params.refund_id, params.payment_id),
      ])
    )[0]!,
  })),
});
