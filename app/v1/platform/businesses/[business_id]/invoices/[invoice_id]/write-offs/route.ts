import { createInvoiceWriteOffEndpoint } from "@/lib/contracts/invoices";
import { publicOrigin } from "@/lib/http/public-origin";
import { apiRoute, handle } from "@/lib/http/route";
import { serializeInvoice } from "@/lib/receivables/invoice-serializer";
import { writeOffInvoice } from "@/lib/receivables/write-off-invoice";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(createInvoiceWriteOffEndpoint, async ({ request, db, business, params, body }) => {
    const invoice = await writeOffInvoice(db, business, params.invoice_id, body);
    return { status: 201, body: await serializeInvoice(db, business, invoice, publicOrigin(request)) };
  }),
});
