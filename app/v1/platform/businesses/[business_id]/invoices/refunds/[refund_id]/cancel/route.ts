import { cancelRefundEndpoint } from "@/lib/contracts/refunds";
import { publicOrigin } from "@/lib/http/public-origin";
import { apiRoute, handle } from "@/lib/http/route";
import { cancelRefund } from "@/lib/receivables/refunds/cancel-refund";
import { serializeRefund } from "@/lib/receivables/refunds/refund-serializer";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(cancelRefundEndpoint, async ({ request, db, business, params }) => ({
    body: await serializeRefund(
      db,
      business.id,
      await cancelRefund(db, business, params.refund_id),
      publicOrigin(request),
    ),
  })),
});
