import { createBillEndpoint, listBillsEndpoint } from "@/lib/contracts/bills";
import { toPage } from "@/lib/http/pagination";
import { publicOrigin } from "@/lib/http/public-origin";
import { apiRoute, handle } from "@/lib/http/route";
import { serializeBill, serializeBills } from "@/lib/payables/bill-serializer";
import { billCreateGroup } from "@/lib/payables/bill-create-group";
import { createBill } from "@/lib/payables/create-bill";
import { listBills } from "@/lib/payables/list-bills";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(listBillsEndpoint, async ({ request, db, business, query }) => {
    const { rows, total } = await listBills(db, business, query);
    return { body: toPage(query, total, await serializeBills(db, business, rows, publicOrigin(request))) };
  }),
  POST: handle(
    createBillEndpoint,
    async ({ request, db, business, body }) => {
      const { bill, isNew, relations } = await createBill(db, business, body);
      return {
        status: isNew ? 201 : 200,
        body: await serializeBill(db, business, bill, publicOrigin(request), relations),
      };
    },
    // A business's concurrent creates are stored together (issue 15).
    { group: billCreateGroup },
  ),
});
