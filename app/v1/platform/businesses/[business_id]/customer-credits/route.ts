import { createCustomerCreditEndpoint, listCustomerCreditsEndpoint } from "@/lib/contracts/customer-credits";
import { toPage } from "@/lib/http/pagination";
import { publicOrigin } from "@/lib/http/public-origin";
import { apiRoute, handle } from "@/lib/http/route";
import { changedInvoices } from "@/lib/receivables/changed-invoices";
import { createCustomerCredit } from "@/lib/receivables/customer-credits/create-customer-credit";
import {
  serializeCustomerCredit,
  serializeCustomerCredits,
} from "@/lib/receivables/customer-credits/customer-credit-serializer";
import { listCustomerCredits } from "@/lib/receivables/customer-credits/list-customer-credits";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(listCustomerCreditsEndpoint, async ({ request, db, business, query }) => {
    const { rows, total } = await listCustomerCredits(db, business, query);
    const results = await serializeCustomerCredits(db, business.id, rows, publicOrigin(request));
    return { body: toPage(query, total, results) };
  }),
  POST: handle(createCustomerCreditEndpoint, async ({ request, db, business, body }) => {
    const { credit, isNew } = await createCustomerCredit(db, business, body);
    const origin = publicOrigin(request);
    const serialized = await serializeCustomerCredit(db, business.id, credit, origin);
    // The invoices the credit was applied to, for `invoice.paid` when it settled them.
    const invoiceIds = serialized.allocations.map((allocation) => allocation.invoice_id);
    return {
      status: isNew ? 201 : 200,
      body: serialized,
      changed: await changedInvoices(db, business, invoiceIds, origin),
    };
  }),
});
