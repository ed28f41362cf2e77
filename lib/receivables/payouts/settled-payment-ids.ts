import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { groupBy } from "../../db/group-rows";
import { invoicePayments, refundPayments } from "../../db/schema";

/** The invoice and refund payments each payout of a page settles, ascending by id: two queries. */
export async function settledPaymentIds(db: Db, businessId: string, payoutIds: readonly string[]) {
  const [payments, refunds] = await Promise.all([
    db
      .select({ id: invoicePayments.id, payoutId: invoicePayments.payoutId })
      .from(invoicePayments)
      .where(
        and(eq(invoicePayments.businessId, businessId), inArray(invoicePayments.payoutId, [...payoutIds])),
      )
      .orderBy(asc(invoicePayments.id)),
    db
      .select({ id: refundPayments.id, payoutId: refundPayments.payoutId })
      .from(refundPayments)
      .where(and(eq(refundPayments.businessId, businessId), inArray(refundPayments.payoutId, [...payoutIds])))
      .orderBy(asc(refundPayments.id)),
  ]);
  const paymentGroups = groupBy(payments, (row) => row.payoutId!);
  const refundGroups = groupBy(refunds, (row) => row.payoutId!);
  return (payoutId: string) => ({
    invoicePaymentIds: (paymentGroups.get(payoutId) ?? []).map((row) => row.id),
    refundPaymentIds: (refundGroups.get(payoutId) ?? []).map((row) => row.id),
  });
}
