import { getBillEndpoint, updateBillEndpoint } from "@/lib/contracts/bills";
import { preconditionOf, versionedResult } from "@/lib/http/precondition";
import { publicOrigin } from "@/lib/http/public-origin";
import { apiRoute, handle } from "@/lib/http/route";
import { serializeBill } from "@/lib/payables/bill-serializer";
import { getBill } from "@/lib/payables/find-bill";
import { updateBill } from "@/lib/payables/update-bill";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(getBillEndpoint, async ({ request, db, business, params }) => {
    const bill = await getBill(db, business.id, params.bill_id);
    return versionedResult(bill.updatedAt, await serializeBill(db, business, bill, publicOrigin(request)));
  }),
  PUT: handle(updateBillEndpoint, async ({ request, db, business, params, body }) => {
    const bill = await updateBill(db, business, params.bill_id, body, preconditionOf(request));
    return versionedResult(bill.updatedAt, await serializeBill(db, business, bill, publicOrigin(request)));
  }),
});
