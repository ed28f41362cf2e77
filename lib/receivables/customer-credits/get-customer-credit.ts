import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { customerCredits } from "../../db/schema";
import { ApiError } from "../../http/api-error";

export type CustomerCreditRow = typeof customerCredits.$inferSelect;

const byId = (businessId: string, creditId: string) =>
  and(eq(customerCredits.businessId, businessId), eq(customerCredits.id, creditId));

/** One credit of the business; 404 for a credit of another business or none at all. */
export async function getCustomerCredit(
  db: Db,
  businessId: string,
  creditId: string,
): Promise<CustomerCreditRow> {
  const [credit] = await db.select().from(customerCredits).where(byId(businessId, creditId));
  if (!credit) throw ApiError.notFound("Customer credit");
  return credit;
}

/**
 * Reads a credit under a row lock. Every change to a credit takes this lock first and only then the locks of its
 * invoices (ascending id), so concurrent changes queue instead of deadlocking or over-applying.
 */
export async function lockCustomerCredit(
  db: Db,
  businessId: string,
  creditId: string,
): Promise<CustomerCreditRow> {
  const [credit] = await db.select().from(customerCredits).where(byId(businessId, creditId)).for("update");
  if (!credit) throw ApiError.notFound("Customer credit");
  return credit;
}

export async function findCustomerCreditByExternalId(
  db: Db,
  businessId: string,
  externalId: string,
): Promise<CustomerCreditRow | undefined> {
  const [credit] = await db
    .select()
    .from(customerCredits)
    .where(and(eq(customerCredits.businessId, businessId), eq(customerCredits.externalId, externalId)));
  return credit;
}
