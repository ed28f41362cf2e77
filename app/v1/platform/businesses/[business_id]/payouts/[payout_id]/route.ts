import { getPayoutEndpoint } from "@/lib/contracts/payouts";
import { apiRoute, handle } from "@/lib/http/route";
import { getPayout } from "@/lib/receivables/payouts/find-payout";
import { serializePayout } from "@/lib/receivables/payouts/payout-serializer";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(getPayoutEndpoint, async ({ db, business, params }) => ({
    body: await serializePayout(db, business.id, await getPayout(db, business.id, params.payout_id)),
  })),
});
