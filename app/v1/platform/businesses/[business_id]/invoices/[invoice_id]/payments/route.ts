import { createInvoicePaymentEndpoint } from "@/lib/contracts/invoice-payments";
import { publicOrigin } from "@/lib/http/public-origin";
import { apiRoute, handle } from "@/lib/http/route";
import { createInvoicePayment } from "@/lib/receivables/create-invoice-payment";
import { getInvoice } from "@/lib/receivables/find-invoice";
import { serializeInvoicePayment } from "@/lib/receivables/invoice-payment-serializer";
import { serializeInvoice } from "@/lib/receivables/invoice-serializer";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(createInvoicePaymentEndpoint, async ({ request, db, business, params, body }) => {
    const { payment, isNew } = await createInvoicePayment(db, business, params.invoice_id, body);
    // The invoice as it now stands, for `invoice.paid` when this payment settled it.
    const invoice = await getInvoice(db, business.id, params.invoice_id);
    return {
      status: isNew ? 201 : 200,
      body: serializeInvoicePayment(payment),
      changed: [
        {
          resourceType: "invoice",
          body: await serializeInvoice(db, business, invoice, publicOrigin(request)),
        },
      ],
    };
  }),
});
