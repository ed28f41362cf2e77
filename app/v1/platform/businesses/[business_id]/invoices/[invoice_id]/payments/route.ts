import { createInvoicePaymentEndpoint } from "@/lib/contracts/invoice-payments";
import { apiRoute, handle } from "@/lib/http/route";
import { createInvoicePayment } from "@/lib/receivables/create-invoice-payment";
import { serializeInvoicePayment } from "@/lib/receivables/invoice-payment-serializer";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(createInvoicePaymentEndpoint, async ({ db, business, params, body }) => {
    const { payment, isNew } = await createInvoicePayment(db, business, params.invoice_id, body);
    return { status: isNew ? 201 : 200, body: serializeInvoicePayment(payment) };
  }),
});
