import { createOpeningBalancesEndpoint } from "@/lib/contracts/opening-balances";
import { publicOrigin } from "@/lib/http/public-origin";
import { apiRoute, handle } from "@/lib/http/route";
import { createOpeningBalances } from "@/lib/opening-balances/create-opening-balances";
import { serializeOpeningBalances } from "@/lib/opening-balances/opening-balances-serializer";
import { serializeBills } from "@/lib/payables/bill-serializer";
import { serializeInvoices } from "@/lib/receivables/invoice-serializer";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(createOpeningBalancesEndpoint, async ({ request, db, business, body }) => {
    const result = await createOpeningBalances(db, business, body);
    const newBills = result.bills.filter((item) => item.isNew).map((item) => item.bill);
    const newInvoices = result.invoices.filter((item) => item.isNew).map((item) => item.invoice);
    const origin = publicOrigin(request);
    // The documents made are reported as changed, so each emits its own bill.created / invoice.created event.
    const changed = [
      ...(await serializeBills(db, business, newBills, origin)).map((bill) => ({
        resourceType: "bill",
        body: bill,
      })),
      ...(await serializeInvoices(db, business, newInvoices, origin)).map((invoice) => ({
        resourceType: "invoice",
        body: invoice,
      })),
    ];
    const isAnyNew = changed.length > 0;
    return { status: isAnyNew ? 201 : 200, body: serializeOpeningBalances(result), changed };
  }),
});
