import { archiveVendorEndpoint } from "@/lib/contracts/party-archive";
import { apiRoute, handle } from "@/lib/http/route";
import { setVendorArchived } from "@/lib/vendors/archive-vendor";
import { serializeVendor } from "@/lib/vendors/vendor-serializer";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(archiveVendorEndpoint, async ({ db, business, params }) => ({
    body: serializeVendor(await setVendorArchived(db, business.id, params.vendor_id, true)),
  })),
});
