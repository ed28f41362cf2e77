import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { vendors } from "../db/schema";
import { ApiError } from "../http/api-error";
import type { VendorRow } from "./vendor-serializer";

/** One vendor of the business; 404 for another business's vendor or none at all. */
export async function getVendor(
  db: Db,
  businessId: string,
  vendorId: string,
  forUpdate = false,
): Promise<VendorRow> {
  const query = db
    .select()
    .from(vendors)
    .where(and(eq(vendors.businessId, businessId), eq(vendors.id, vendorId)));
  const [vendor] = forUpdate ? await query.for("update") : await query;
  if (!vendor) throw ApiError.notFound("Vendor");
  return vendor;
}
