import type { Db } from "../db/client";
import { customers } from "../db/schema";
import type { CreateCustomerInput } from "../schemas/customer";
import { customerColumns, customerExternalIdTaken, displayNameOf } from "./customer-columns";
import type { CustomerRow } from "./customer-serializer";

/** A new customer of the business; an external_id another customer has is 409 conflict. */
export async function createCustomer(
  db: Db,
  businessId: string,
  input: CreateCustomerInput,
  now = new Date(),
): Promise<CustomerRow> {
  const columns = customerColumns(input, undefined, now);
  const [created] = await db
    .insert(customers)
    .values({ businessId, ...columns, displayName: displayNameOf(columns), createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  if (!created) throw customerExternalIdTaken(input.external_id);
  return created;
}
