import { getVendorCreditEndpoint, updateVendorCreditEndpoint } from "@/lib/contracts/vendor-credits";
import { preconditionOf, versionedResult } from "@/lib/http/precondition";
import { publicOrigin } from "@/lib/http/public-origin";
import { apiRoute, handle } from "@/lib/http/route";
import { changedBills } from "@/lib/payables/changed-bills";
import { getVendorCredit } from "@/lib/payables/vendor-credits/get-vendor-credit";
import { updateVendorCredit } from "@/lib/payables/vendor-credits/update-vendor-credit";
import { serializeVendorCredit } from "@/lib/payables/vendor-credits/vendor-credit-serializer";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(getVendorCreditEndpoint, async ({ request, db, business, params }) => {
    const credit = await getVendorCredit(db, business.id, params.credit_id);
    return versionedResult(
      credit.updatedAt,
      await serializeVendorCredit(db, business.id, credit, publicOrigin(request)),
    );
  }),
  PUT: handle(updateVendorCreditEndpoint, async ({ request, db, business, params, body }) => {
    const precondition = preconditionOf(request);
    const credit = await updateVendorCredit(db, business, params.credit_id, body, new Date(), precondition);
    const origin = publicOrigin(request);
    const serialized = await serializeVendorCredit(db, business.id, credit, origin);
    // The bills the credit is now applied to, for `bill.paid` when this change settled them.
    const billIds = serialized.allocations.map((allocation) => allocation.bill_id);
    return {
      ...versionedResult(credit.updatedAt, serialized),
      changed: await changedBills(db, business, billIds, origin),
    };
  }),
});
