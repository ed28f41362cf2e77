import type { Db } from "../db/client";
import { updateVendor } from "./update-vendor";
import type { VendorRow } from "./vendor-serializer";

/**
 * Archives or restores a vendor: the same change as PUT with `status`. An archived vendor keeps its bills, credits
 * and payments, leaves the default list, and may not be named on a new document. Repeating it changes nothing.
 */
export function setVendorArchived(
  db: Db,
  businessId: string,
  vendorId: string,
  isArchived: boolean,
): Promise<VendorRow> {
  return updateVendor(db, businessId, vendorId, { status: isArchived ? "archived" : "active" });
}
