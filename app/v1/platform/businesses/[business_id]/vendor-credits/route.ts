import { createVendorCreditEndpoint, listVendorCreditsEndpoint } from "@/lib/contracts/vendor-credits";
import { toPage } from "@/lib/http/pagination";
import { publicOrigin } from "@/lib/http/public-origin";
import { apiRoute, handle } from "@/lib/http/route";
import { changedBills } from "@/lib/payables/changed-bills";
import { createVendorCredit } from "@/lib/payables/vendor-credits/create-vendor-credit";
import { listVendorCredits } from "@/lib/payables/vendor-credits/list-vendor-credits";
import {
  serializeVendorCredit,
  serializeVendorCredits,
} from "@/lib/payables/vendor-credits/vendor-credit-serializer";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(listVendorCreditsEndpoint, async ({ request, db, business, query }) => {
    const { rows, total } = await listVendorCredits(db, business, query);
    const results = await serializeVendorCredits(db, business.id, rows, publicOrigin(request));
    return { body: toPage(query, total, results) };
  }),
  POST: handle(createVendorCreditEndpoint, async ({ request, db, business, body }) => {
    const { credit, isNew } = await createVendorCredit(db, business, body);
    const origin = publicOrigin(request);
    const serialized = await serializeVendorCredit(db, business.id, credit, origin);
    // The bills the credit was applied to, for `bill.paid` when it settled them.
    const billIds = serialized.allocations.map((allocation) => allocation.bill_id);
    return {
      status: isNew ? 201 : 200,
      body: serialized,
      changed: await changedBills(db, business, billIds, origin),
    };
  }),
});
