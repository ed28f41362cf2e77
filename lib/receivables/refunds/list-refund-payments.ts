import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { refundPayments } from "../../db/schema";
import { pageOffset } from "../../http/pagination";
import type { PaginationQuery } from "../../schemas/common";
import { getRefund } from "./find-refund";

/** Endpoint 8: a page of a refund's payments, oldest first (404 for an unknown refund). */
export async function listRefundPayments(
  db: Db,
  businessId: string,
  refundId: string,
  page: PaginationQuery,
) {
  const refund = await getRefund(db, businessId, refundId);
  const where = and(eq(refundPayments.businessId, businessId), eq(refundPayments.refundId, refund.id));
  const { limit, offset } = pageOffset(page);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(refundPayments)
      .where(where)
      .orderBy(asc(refundPayments.createdAt), asc(refundPayments.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(refundPayments).where(where),
  ]);
  return { rows, total: total!.value };
}
