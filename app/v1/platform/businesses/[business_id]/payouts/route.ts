import { importPayoutEndpoint, listPayoutsEndpoint } from "@/lib/contracts/payouts";
import { toPage } from "@/lib/http/pagination";
import { apiRoute, handle } from "@/lib/http/route";
import { importPayout } from "@/lib/receivables/payouts/import-payout";
import { listPayouts } from "@/lib/receivables/payouts/list-payouts";
import { serializePayout, serializePayouts } from "@/lib/receivables/payouts/payout-serializer";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(listPayoutsEndpoint, async ({ db, business, query }) => {
    const { rows, total } = await listPayouts(db, business, query);
    return { body: toPage(query, total, await serializePayouts(db, business.id, rows)) };
  }),
  POST: handle(importPayoutEndpoint, async ({ db, business, body }) => {
    const { payout, isNew } = await importPayout(db, business, body);
    return { status: isNew ? 201 : 200, body: await serializePayout(db, business.id, payout) };
  }),
});
