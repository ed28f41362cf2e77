import type { Db } from "../db/client";
import type { CustomerRow } from "./customer-serializer";
import { updateCustomer } from "./update-customer";

/**
 * Archives or restores a customer: the same change as PUT with `is_archived` (archived_at is kept when archiving
 * twice). An archived customer keeps its invoices, credits and payments, leaves the default list, and may not be
 * named on a new document.
 */
export function setCustomerArchived(
  db: Db,
  businessId: string,
  customerId: string,
  isArchived: boolean,
): Promise<CustomerRow> {
  return updateCustomer(db, businessId, customerId, { is_archived: isArchived });
}
