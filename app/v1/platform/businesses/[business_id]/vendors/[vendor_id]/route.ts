import { getVendorEndpoint, updateVendorEndpoint } from "@/lib/contracts/vendors";
import { apiRoute, handle } from "@/lib/http/route";
import { getVendor } from "@/lib/vendors/get-vendor";
import { updateVendor } from "@/lib/vendors/update-vendor";
import { serializeVendor } from "@/lib/vendors/vendor-serializer";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(getVendorEndpoint, async ({ db, business, params }) => ({
    body: serializeVendor(await getVendor(db, business.id, params.vendor_id)),
  })),
  PUT: handle(updateVendorEndpoint, async ({ db, business, params, body }) => ({
    body: serializeVendor(await updateVendor(db, business.id, params.vendor_id, body)),
  })),
});
