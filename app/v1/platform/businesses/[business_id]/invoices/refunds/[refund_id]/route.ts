import { getRefundEndpoint } from "@/lib/contracts/refunds";
import { publicOrigin } from "@/lib/http/public-origin";
import { apiRoute, handle } from "@/lib/http/route";
import { getRefund } from "@/lib/receivables/refunds/find-refund";
import { serializeRefund } from "@/lib/receivables/refunds/refund-serializer";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(getRefundEndpoint, async ({ request, db, business, params }) => ({
    body: await serializeRefund(
      db,
      business.id,
      await getRefund(db, business.id, params.refund_id),
      publicOrigin(request),
    ),
  })),
});
