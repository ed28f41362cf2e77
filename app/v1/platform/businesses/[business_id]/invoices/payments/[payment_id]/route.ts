import { getInvoicePaymentEndpoint } from "@/lib/contracts/invoice-payments";
import { apiRoute, handle } from "@/lib/http/route";
import { getInvoicePayment } from "@/lib/receivables/find-invoice-payment";
import { serializeInvoicePayment } from "@/lib/receivables/invoice-payment-serializer";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(getInvoicePaymentEndpoint, async ({ db, business, params }) => ({
    body: serializeInvoicePayment(await getInvoicePayment(db, business.id, params.payment_id)),
  })),
});
