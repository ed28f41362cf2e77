import { approveBillEndpoint } from "@/lib/contracts/bills";
import { publicOrigin } from "@/lib/http/public-origin";
import { apiRoute, handle } from "@/lib/http/route";
import { approveBill } from "@/lib/payables/approve-bill";
import { serializeBill } from "@/lib/payables/bill-serializer";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(approveBillEndpoint, async ({ request, db, business, params, body }) => {
    const bill = await approveBill(db, business, params.bill_id, body.approved_at);
    return { body: await serializeBill(db, business, bill, publicOrigin(request)) };
  }),
});
