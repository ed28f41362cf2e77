import { createVendorEndpoint, listVendorsEndpoint } from "@/lib/contracts/vendors";
import { toPage } from "@/lib/http/pagination";
import { apiRoute, handle } from "@/lib/http/route";
import { createVendor } from "@/lib/vendors/create-vendor";
import { listVendors } from "@/lib/vendors/list-vendors";
import { serializeVendor } from "@/lib/vendors/vendor-serializer";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(listVendorsEndpoint, async ({ db, business, query }) => {
    const { rows, total } = await listVendors(db, business.id, query);
    return {
      body: toPage(
        query,
        total,
        rows.map((row) => serializeVendor(row)),
      ),
    };
  }),
  POST: handle(createVendorEndpoint, async ({ db, business, body }) => ({
    status: 201,
    body: serializeVendor(await createVendor(db, business.id, body)),
  })),
});
