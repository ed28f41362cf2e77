import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { refunds } from "../../db/schema";
import { ApiError } from "../../http/api-error";

export type RefundRow = typeof refunds.$inferSelect;

const byId = (businessId: string, refundId: string) =>
  and(eq(refunds.businessId, businessId), eq(refunds.id, refundId));

/** One refund of the business; 404 for a refund of another business or none at all. */
export async function getRefund(db: Db, businessId: string, refundId: string): Promise<RefundRow> {
  const [refund] = await db.select().from(refunds).where(byId(businessId, refundId));
  if (!refund) throw ApiError.notFound("Refund");
  return refund;
}

/**
 * Reads a refund under a row lock: every change to a refund or its payments takes it first, then its invoices'
 * locks in ascending id order.
 */
export async function lockRefund(db: Db, businessId: string, refundId: string): Promise<RefundRow> {
  const [refund] = await db.select().from(refunds).where(byId(businessId, refundId)).for("update");
  if (!refund) throw ApiError.notFound("Refund");
  return refund;
}

export async function findRefundByExternalId(
  db: Db,
  businessId: string,
  externalId: string,
): Promise<RefundRow | undefined> {
  const [refund] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.businessId, businessId), eq(refunds.externalId, externalId)));
  return refund;
}
