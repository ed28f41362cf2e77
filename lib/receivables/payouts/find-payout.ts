import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { payouts } from "../../db/schema";
import { ApiError } from "../../http/api-error";

export type PayoutRow = typeof payouts.$inferSelect;

/** One payout of the business; 404 for a payout of another business or none at all. */
export async function getPayout(db: Db, businessId: string, payoutId: string): Promise<PayoutRow> {
  const [payout] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.businessId, businessId), eq(payouts.id, payoutId)));
  if (!payout) throw ApiError.notFound("Payout");
  return payout;
}

export async function findPayoutByProcessorId(
  db: Db,
  businessId: string,
  processorPayoutId: string,
): Promise<PayoutRow | undefined> {
  const [payout] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.businessId, businessId), eq(payouts.processorPayoutId, processorPayoutId)));
  return payout;
}
