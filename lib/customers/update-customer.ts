import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { customers } from "../db/schema";
import { isUniqueViolation } from "../db/unique-violation";
import type { UpdateCustomerInput } from "../schemas/customer";
import { customerColumns, customerExternalIdTaken, displayNameOf } from "./customer-columns";
import type { CustomerRow } from "./customer-serializer";
import { getCustomer } from "./get-customer";

/**
 * Changes the fields the caller sent (PUT as a partial update: omitted fields keep their values, null clears one).
 * `is_archived: true` archives the customer. The display name follows the names unless one was given; the
 * external_id stays unique in the business (409 otherwise).
 */
export async function updateCustomer(
  db: Db,
  businessId: string,
  customerId: string,
  input: UpdateCustomerInput,
  now = new Date(),
): Promise<CustomerRow> {
  return db.transaction(async (tx) => {
    const current = await getCustomer(tx, businessId, customerId, true);
    const changes = customerColumns(input, current, now);
    const wasDerived = current.displayName === displayNameOf({ ...current, displayName: null });
    const merged = { ...current, ...changes };
    const displayName =
      input.display_name === null || (input.display_name === undefined && wasDerived)
        ? displayNameOf({ ...merged, displayName: null })
        : merged.displayName;
    try {
      const [updated] = await tx
        .update(customers)
        .set({ ...changes, displayName, updatedAt: now })
        .where(and(eq(customers.businessId, businessId), eq(customers.id, customerId)))
        .returning();
      return updated!;
    } catch (error) {
      if (isUniqueViolation(error, "customers_business_external_id_key"))
        throw customerExternalIdTaken(input.external_id);
      throw error;
    }
  });
}
