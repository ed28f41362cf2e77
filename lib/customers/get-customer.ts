import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { customers } from "../db/schema";
import { ApiError } from "../http/api-error";
import type { CustomerRow } from "./customer-serializer";

/** One customer of the business; 404 for another business's customer or none at all. */
export async function getCustomer(
  db: Db,
  businessId: string,
  customerId: string,
  forUpdate = false,
): Promise<CustomerRow> {
  const query = db
    .select()
    .from(customers)
    .where(and(eq(customers.businessId, businessId), eq(customers.id, customerId)));
  const [customer] = forUpdate ? await query.for("update") : await query;
  if (!customer) throw ApiError.notFound("Customer");
  return customer;
}
