import { getInvoiceEndpoint } from "@/lib/contracts/invoices";
import { publicOrigin } from "@/lib/http/public-origin";
import { apiRoute, handle } from "@/lib/http/route";
import { getInvoice } from "@/lib/receivables/find-invoice";
import { serializeInvoice } from "@/lib/receivables/invoice-serializer";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(getInvoiceEndpoint, async ({ request, db, business, params }) => ({
    body: await serializeInvoice(
      db,
      business,
      await getInvoice(db, business.id, params.invoice_id),
      publicOrigin(request),
    ),
  })),
});
