import type { Db } from "../db/client";
import { vendors } from "../db/schema";
import type { CreateVendorInput } from "../schemas/vendor";
import { vendorColumns, vendorExternalIdTaken } from "./vendor-columns";
import type { VendorRow } from "./vendor-serializer";

/** A new vendor of the business; an external_id another vendor has is 409 conflict. */
export async function createVendor(db: Db, businessId: string, input: CreateVendorInput): Promise<VendorRow> {
  const [created] = await db
    .insert(vendors)
    .values({ businessId, ...vendorColumns(input) })
    .onConflictDoNothing()
    .returning();
  if (!created) throw vendorExternalIdTaken(input.external_id);
  return created;
}
