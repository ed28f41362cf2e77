import { and, count, eq, gte, ilike, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import type { BusinessRow } from "../../businesses/business-serializer";
import type { Db } from "../../db/client";
import { containsPattern } from "../../db/like-pattern";
import { refunds } from "../../db/schema";
import { pageOffset } from "../../http/pagination";
import type { ListRefundsQuery } from "../../schemas/refund";
import type { OrderingTerm } from "../../schemas/query-values";
import { instantInZone } from "../../time/zoned-time";
import { customerExternalIdIs, customerNameContains, customerWhere } from "../customer-filters";

const ORDER_COLUMNS = {
  completed_at: refunds.completedAt,
  created_at: refunds.createdAt,
  refunded_amount: refunds.refundedAmountCents,
};

/** Each term in its direction, refunds not completed yet last either way; ties broken by id. */
function orderBy(terms: readonly OrderingTerm<keyof typeof ORDER_COLUMNS>[] | undefined): SQL[] {
  const chosen = terms ?? [{ field: "created_at", isDescending: true }];
  return [
    ...chosen.map(({ field, isDescending }) =>
      isDescending
        ? sql`${ORDER_COLUMNS[field]} desc nulls last`
        : sql`${ORDER_COLUMNS[field]} asc nulls last`,
    ),
    sql`${refunds.id} desc`,
  ];
}

/**
 * Endpoint 7: a page of the business's refunds (default newest first), with the total. Completed-at bounds are
 * inclusive; `search` is a case-insensitive substring of the external id, reference number, memo or customer name.
 */
export async function listRefunds(db: Db, business: BusinessRow, filters: ListRefundsQuery) {
  const { id: businessId, timezone: timeZone } = business;
  const conditions: SQL[] = [eq(refunds.businessId, businessId)];
  const customerIs = (condition: SQL) => customerWhere(db, businessId, refunds.customerId, condition);
  if (filters.completed_at_start) {
    conditions.push(gte(refunds.completedAt, instantInZone(filters.completed_at_start, timeZone)));
  }
  if (filters.completed_at_end) {
    conditions.push(lte(refunds.completedAt, instantInZone(filters.completed_at_end, timeZone)));
  }
  if (filters.customer_external_id) {
    conditions.push(customerIs(customerExternalIdIs(filters.customer_external_id)));
  }
  if (filters.customer_id) {
    conditions.push(
      inArray(
        refunds.customerId,
        filters.customer_id.map((id) => id.toLowerCase()),
      ),
    );
  }
  if (filters.external_id) conditions.push(eq(refunds.externalId, filters.external_id));
  if (filters.is_dedicated !== undefined) conditions.push(eq(refunds.isDedicated, filters.is_dedicated));
  if (filters.min_amount !== undefined) conditions.push(gte(refunds.refundedAmountCents, filters.min_amount));
  if (filters.max_amount !== undefined) conditions.push(lte(refunds.refundedAmountCents, filters.max_amount));
  if (filters.reference_numbers) conditions.push(inArray(refunds.referenceNumber, filters.reference_numbers));
  if (filters.status) conditions.push(inArray(refunds.status, filters.status));
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    conditions.push(
      or(
        ilike(refunds.externalId, pattern),
        ilike(refunds.referenceNumber, pattern),
        ilike(refunds.memo, pattern),
        customerIs(customerNameContains(filters.search)),
      )!,
    );
  }
  const where = and(...conditions);
  const { limit, offset } = pageOffset(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(refunds)
      .where(where)
      .orderBy(...orderBy(filters.ordering))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(refunds).where(where),
  ]);
  return { rows, total: total!.value };
}
