import { and, eq } from "drizzle-orm";
import type { CustomerRow } from "../../customers/customer-serializer";
import type { Db } from "../../db/client";
import { customers } from "../../db/schema";
import { ApiError } from "../../http/api-error";

/**
 * The customer a refund pays back: exactly one of `customer_id` and `customer_external_id` (400 for both or
 * neither), naming an existing customer (400 otherwise: a refund needs invoices the customer paid, so it never
 * creates one).
 */
export async function findRefundCustomer(
  db: Db,
  businessId: string,
  choice: { customer_id?: string | null; customer_external_id?: string },
): Promise<CustomerRow> {
  const hasId = choice.customer_id !== undefined && choice.customer_id !== null;
  if (hasId === (choice.customer_external_id !== undefined)) {
    const message = hasId
      ? "Use customer_id or customer_external_id, not both."
      : "Name the customer: customer_id or customer_external_id.";
    throw ApiError.validation({ customer_id: [message], customer_external_id: [message] });
  }
  const field = hasId ? "customer_id" : "customer_external_id";
  const [customer] = await db
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.businessId, businessId),
        hasId
          ? eq(customers.id, choice.customer_id!.toLowerCase())
          : eq(customers.externalId, choice.customer_external_id!),
      ),
    );
  if (!customer) throw ApiError.validation({ [field]: ["No customer with this id in this business."] });
  return customer;
}
