import { createInvoiceEndpoint, listInvoicesEndpoint } from "@/lib/contracts/invoices";
import { toPage } from "@/lib/http/pagination";
import { publicOrigin } from "@/lib/http/public-origin";
import { apiRoute, handle } from "@/lib/http/route";
import { createInvoice } from "@/lib/receivables/create-invoice";
import { serializeInvoice, serializeInvoices } from "@/lib/receivables/invoice-serializer";
import { listInvoices } from "@/lib/receivables/list-invoices";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(listInvoicesEndpoint, async ({ request, db, business, query }) => {
    const { rows, total } = await listInvoices(db, business, query);
    return { body: toPage(query, total, await serializeInvoices(db, business, rows, publicOrigin(request))) };
  }),
  POST: handle(createInvoiceEndpoint, async ({ request, db, business, body }) => {
    const { invoice, isNew } = await createInvoice(db, business, body);
    return {
      status: isNew ? 201 : 200,
      body: await serializeInvoice(db, business, invoice, publicOrigin(request)),
    };
  }),
});
