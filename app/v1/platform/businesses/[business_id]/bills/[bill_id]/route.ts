import { getBillEndpoint } from "@/lib/contracts/bills";
import { publicOrigin } from "@/lib/http/public-origin";
import { apiRoute, handle } from "@/lib/http/route";
import { serializeBill } from "@/lib/payables/bill-serializer";
import { getBill } from "@/lib/payables/find-bill";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(getBillEndpoint, async ({ request, db, business, params }) => ({
    body: await serializeBill(
      db,
      business,
      await getBill(db, business.id, params.bill_id),
      publicOrigin(request),
    ),
  })),
});
