import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { customers } from "../db/schema";
import { ApiError } from "../http/api-error";
import type { CustomerRow } from "./customer-serializer";

export interface CustomerChoice {
  customer_id?: string | null;
  customer_external_id?: string;
  /** Names a customer that `customer_external_id` creates; ignored for an existing one. */
  customer_name?: string;
}

/**
 * The customer an invoice or credit names: exactly one of `customer_id` (must exist and not be archived: 400 otherwise) and
 * `customer_external_id` (created when unknown, also under concurrent requests for the same id). Both or neither is
 * 400.
 */
export async function resolveCustomer(
  db: Db,
  businessId: string,
  choice: CustomerChoice,
): Promise<CustomerRow> {
  const hasId = choice.customer_id !== undefined && choice.customer_id !== null;
  const hasExternalId = choice.customer_external_id !== undefined;
  if (hasId === hasExternalId) {
    const message = hasId
      ? "Use customer_id or customer_external_id, not both."
      : "Name the customer: customer_id or customer_external_id.";
    throw ApiError.validation({ customer_id: [message], customer_external_id: [message] });
  }
  if (hasId) {
    const [customer] = await db
      .select()
      .from(customers)
      .where(and(eq(customers.businessId, businessId), eq(customers.id, choice.customer_id!)));
    if (!customer) throw ApiError.validation({ customer_id: ["No customer with this id in this business."] });
    return usable(customer, "customer_id");
  }
  const externalId = choice.customer_external_id!;
  const name = choice.customer_name?.trim();
  await db
    .insert(customers)
    .values({ businessId, externalId, companyName: name || null, displayName: name || externalId })
    .onConflictDoNothing();
  const [customer] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.businessId, businessId), eq(customers.externalId, externalId)));
  return usable(customer!, "customer_external_id");
}

/** An archived customer keeps its documents but takes no new ones (docs/ledger-and-reports.md §8). */
function usable(customer: CustomerRow, field: string): CustomerRow {
  if (customer.archivedAt === null) return customer;
  throw ApiError.validation(
    { [field]: [`Customer ${customer.displayName} is archived; unarchive it to use it on a document.`] },
    "The customer is archived.",
  );
}
