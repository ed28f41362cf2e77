import { voidInvoiceEndpoint } from "@/lib/contracts/invoices";
import { publicOrigin } from "@/lib/http/public-origin";
import { apiRoute, handle } from "@/lib/http/route";
import { serializeInvoice } from "@/lib/receivables/invoice-serializer";
import { voidInvoice } from "@/lib/receivables/void-invoice";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(voidInvoiceEndpoint, async ({ request, db, business, params, body }) => {
    const invoice = await voidInvoice(db, business, params.invoice_id, body);
    return { body: await serializeInvoice(db, business, invoice, publicOrigin(request)) };
  }),
});
