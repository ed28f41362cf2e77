import { generateInvoicePdfEndpoint } from "@/lib/contracts/invoices";
import { publicOrigin } from "@/lib/http/public-origin";
import { apiRoute, handle } from "@/lib/http/route";
import { generateInvoicePdf } from "@/lib/receivables/invoice-pdf-document";
import { serializeInvoice } from "@/lib/receivables/invoice-serializer";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(generateInvoicePdfEndpoint, async ({ request, db, business, params, body }) => {
    const invoice = await generateInvoicePdf(db, business, params.invoice_id, body.locale);
    return { status: 201, body: await serializeInvoice(db, business, invoice, publicOrigin(request)) };
  }),
});
