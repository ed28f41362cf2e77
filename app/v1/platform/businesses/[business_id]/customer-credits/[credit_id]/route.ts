import { getCustomerCreditEndpoint, updateCustomerCreditEndpoint } from "@/lib/contracts/customer-credits";
import { preconditionOf, versionedResult } from "@/lib/http/precondition";
import { publicOrigin } from "@/lib/http/public-origin";
import { apiRoute, handle } from "@/lib/http/route";
import { serializeCustomerCredit } from "@/lib/receivables/customer-credits/customer-credit-serializer";
import { changedInvoices } from "@/lib/receivables/changed-invoices";
import { getCustomerCredit } from "@/lib/receivables/customer-credits/get-customer-credit";
import { updateCustomerCredit } from "@/lib/receivables/customer-credits/update-customer-credit";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(getCustomerCreditEndpoint, async ({ request, db, business, params }) => {
    const credit = await getCustomerCredit(db, business.id, params.credit_id);
    return versionedResult(
      credit.updatedAt,
      await serializeCustomerCredit(db, business.id, credit, publicOrigin(request)),
    );
  }),
  PUT: handle(updateCustomerCreditEndpoint, async ({ request, db, business, params, body }) => {
    const precondition = preconditionOf(request);
    const credit = await updateCustomerCredit(db, business, params.credit_id, body, new Date(), precondition);
    const origin = publicOrigin(request);
    const serialized = await serializeCustomerCredit(db, business.id, credit, origin);
    // The invoices the credit is now applied to, for `invoice.paid` when this change settled them.
    const invoiceIds = serialized.allocations.map((allocation) => allocation.invoice_id);
    return {
      ...versionedResult(credit.updatedAt, serialized),
      changed: await changedInvoices(db, business, invoiceIds, origin),
    };
  }),
});
