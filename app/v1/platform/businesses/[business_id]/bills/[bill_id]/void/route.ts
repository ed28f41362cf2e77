import { voidBillEndpoint } from "@/lib/contracts/bills";
import { publicOrigin } from "@/lib/http/public-origin";
import { apiRoute, handle } from "@/lib/http/route";
import { serializeBill } from "@/lib/payables/bill-serializer";
import { voidBill } from "@/lib/payables/void-bill";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(voidBillEndpoint, async ({ request, db, business, params, body }) => {
    const bill = await voidBill(db, business, params.bill_id, new Date(), body.reason);
    return { body: await serializeBill(db, business, bill, publicOrigin(request)) };
  }),
});
