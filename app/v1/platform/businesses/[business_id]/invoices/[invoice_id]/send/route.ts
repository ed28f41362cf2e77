import { sendInvoiceEndpoint } from "@/lib/contracts/invoices";
import { publicOrigin } from "@/lib/http/public-origin";
import { apiRoute, handle } from "@/lib/http/route";
import { ensureInvoicePdf } from "@/lib/receivables/invoice-pdf-document";
import { serializeInvoice } from "@/lib/receivables/invoice-serializer";
import { sendInvoice } from "@/lib/receivables/send-invoice";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(sendInvoiceEndpoint, async ({ request, db, business, params, body }) => {
    const invoice = await sendInvoice(db, business, params.invoice_id, body);
    if (body.generate_pdf) await ensureInvoicePdf(db, business, invoice);
    return { body: await serializeInvoice(db, business, invoice, publicOrigin(request)) };
  }),
});
