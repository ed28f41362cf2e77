import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { vendors } from "../db/schema";
import { isUniqueViolation } from "../db/unique-violation";
import { ApiError } from "../http/api-error";
import type { UpdateVendorInput } from "../schemas/vendor";
import { getVendor } from "./get-vendor";
import { vendorColumns, vendorExternalIdTaken } from "./vendor-columns";
import type { VendorRow } from "./vendor-serializer";

/**
 * Changes the fields the caller sent (PUT as a partial update: omitted fields keep their values, null clears one).
 * The vendor keeps a name (400 otherwise) and its external_id stays unique in the business (409 otherwise).
 */
export async function updateVendor(
  db: Db,
  businessId: string,
  vendorId: string,
  input: UpdateVendorInput,
): Promise<VendorRow> {
  return db.transaction(async (tx) => {
    const current = await getVendor(tx, businessId, vendorId, true);
    const changes = vendorColumns(input);
    const merged = { ...current, ...changes };
    if (!merged.companyName && !merged.individualName) {
      throw ApiError.validation({ company_name: ["Name the vendor: company_name or individual_name."] });
    }
    try {
      const [updated] = await tx
        .update(vendors)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(vendors.businessId, businessId), eq(vendors.id, vendorId)))
        .returning();
      return updated!;
    } catch (error) {
      if (isUniqueViolation(error, "vendors_business_external_id_key"))
        throw vendorExternalIdTaken(input.external_id);
      throw error;
    }
  });
}
