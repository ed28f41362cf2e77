import { getBillPaymentEndpoint } from "@/lib/contracts/bill-payments";
import { apiRoute, handle } from "@/lib/http/route";
import { serializeBillPayment } from "@/lib/payables/bill-payment-serializer";
import { getBillPayment } from "@/lib/payables/find-bill-payment";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(getBillPaymentEndpoint, async ({ db, business, params }) => ({
    body: serializeBillPayment(await getBillPayment(db, business.id, params.payment_id)),
  })),
});
