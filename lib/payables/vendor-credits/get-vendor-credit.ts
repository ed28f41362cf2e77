import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { vendorCredits } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import type { VendorCreditRow } from "./vendor-credit-serializer";

const byId = (businessId: string, creditId: string) =>
  and(eq(vendorCredits.businessId, businessId), eq(vendorCredits.id, creditId));

/** One credit of the business; 404 for a credit of another business or none at all. */
export async function getVendorCredit(
  db: Db,
  businessId: string,
  creditId: string,
): Promise<VendorCreditRow> {
  const [credit] = await db.select().from(vendorCredits).where(byId(businessId, creditId));
  if (!credit) throw ApiError.notFound("Vendor credit");
  return credit;
}

/**
 * Reads a credit under a row lock. Every change to a credit takes this lock first and only then the locks of its
 * bills (ascending id), so concurrent changes queue instead of deadlocking or over-applying.
 */
export async function lockVendorCredit(
  db: Db,
  businessId: string,
  creditId: string,
): Promise<VendorCreditRow> {
  const [credit] = await db.select().from(vendorCredits).where(byId(businessId, creditId)).for("update");
  if (!credit) throw ApiError.notFound("Vendor credit");
  return credit;
}

export async function findVendorCreditByExternalId(
  db: Db,
  businessId: string,
  externalId: string,
): Promise<VendorCreditRow | undefined> {
  const [credit] = await db
    .select()
    .from(vendorCredits)
    .where(and(eq(vendorCredits.businessId, businessId), eq(vendorCredits.externalId, externalId)));
  return credit;
}
