import { and, count, desc, eq, gte, ilike, inArray, lte, or, type SQL } from "drizzle-orm";
import type { BusinessRow } from "../../businesses/business-serializer";
import type { Db } from "../../db/client";
import { containsPattern } from "../../db/like-pattern";
import { payouts } from "../../db/schema";
import { pageOffset } from "../../http/pagination";
import type { ListPayoutsQuery } from "../../schemas/payout";
import { instantInZone } from "../../time/zoned-time";

/**
 * Endpoint 6: a page of the business's payouts, newest import first (then id), with the total. Completed-at bounds
 * and the amount range (on paid_out_amount_cents) are inclusive; `external_id` is a case-insensitive substring;
 * `search` matches the external id, reference number, memo or processor payout id.
 */
export async function listPayouts(db: Db, business: BusinessRow, filters: ListPayoutsQuery) {
  const conditions: SQL[] = [eq(payouts.businessId, business.id)];
  if (filters.completed_at_start) {
    conditions.push(gte(payouts.completedAt, instantInZone(filters.completed_at_start, business.timezone)));
  }
  if (filters.completed_at_end) {
    conditions.push(lte(payouts.completedAt, instantInZone(filters.completed_at_end, business.timezone)));
  }
  if (filters.external_id) conditions.push(ilike(payouts.externalId, containsPattern(filters.external_id)));
  if (filters.min_amount !== undefined) conditions.push(gte(payouts.paidOutAmountCents, filters.min_amount));
  if (filters.max_amount !== undefined) conditions.push(lte(payouts.paidOutAmountCents, filters.max_amount));
  if (filters.processor) conditions.push(eq(payouts.processor, filters.processor));
  if (filters.reconciliation_status) {
    conditions.push(inArray(payouts.reconciliationStatus, filters.reconciliation_status));
  }
  if (filters.status) conditions.push(inArray(payouts.status, filters.status));
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    conditions.push(
      or(
        ilike(payouts.externalId, pattern),
        ilike(payouts.referenceNumber, pattern),
        ilike(payouts.memo, pattern),
        ilike(payouts.processorPayoutId, pattern),
      )!,
    );
  }
  const where = and(...conditions);
  const { limit, offset } = pageOffset(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(payouts)
      .where(where)
      .orderBy(desc(payouts.importedAt), desc(payouts.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(payouts).where(where),
  ]);
  return { rows, total: total!.value };
}
