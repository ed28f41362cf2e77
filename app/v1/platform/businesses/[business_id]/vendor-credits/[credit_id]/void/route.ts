import { voidVendorCreditEndpoint } from "@/lib/contracts/vendor-credits";
import { publicOrigin } from "@/lib/http/public-origin";
import { apiRoute, handle } from "@/lib/http/route";
import { voidVendorCredit } from "@/lib/payables/vendor-credits/void-vendor-credit";
import { serializeVendorCredit } from "@/lib/payables/vendor-credits/vendor-credit-serializer";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(voidVendorCreditEndpoint, async ({ request, db, business, params }) => ({
    body: await serializeVendorCredit(
      db,
      business.id,
      await voidVendorCredit(db, business, params.credit_id),
      publicOrigin(request),
    ),
  })),
});
