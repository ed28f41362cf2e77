import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { invoicePayments, refundPayments } from "../../db/schema";
import { ApiError, type ErrorDetails } from "../../http/api-error";
import { toBaseCents } from "../../money/decimal";

interface Settleable {
  id: string;
  processor: string | null;
  status: string;
  payoutId: string | null;
  /** Base-currency cents the payment moved through payment clearing. */
  baseCents: number;
}

/**
 * 400 for an id the business does not have or a payment of another processor (or none), 409 for a payment that is
 * not completed or that another payout settles; errors name `<field>.<index>`.
 */
function assertSettleable(
  rows: readonly Settleable[],
  ids: readonly string[],
  processor: string,
  field: string,
) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const invalid: ErrorDetails = {};
  const conflicts: ErrorDetails = {};
  ids.forEach((id, index) => {
    const row = byId.get(id);
    const path = `${field}.${index}`;
    if (ids.indexOf(id) !== index) invalid[path] = ["Listed twice."];
    else if (!row) invalid[path] = ["No such payment in this business."];
    else if (row.processor !== processor)
      invalid[path] = [`A payment of ${row.processor ?? "no processor"}.`];
    else if (row.status !== "completed") conflicts[path] = [`The payment is ${row.status}, not completed.`];
    else if (row.payoutId) conflicts[path] = [`Settled by payout ${row.payoutId} already.`];
  });
  if (Object.keys(invalid).length > 0) {
    throw ApiError.validation(invalid, `Each payment must be one of this business's ${processor} payments.`);
  }
  if (Object.keys(conflicts).length > 0) {
    throw ApiError.conflict(
      "Only completed payments that no other payout settles can be paid out.",
      conflicts,
    );
  }
}

/**
 * Locks the payments a payout settles (ascending id, invoice payments first), checks them and points them at the
 * payout. Returns their base amounts: what they put into (invoice payments) and took out of (refund payments) the
 * payment clearing account.
 */
export async function settlePayments(
  tx: Db,
  businessId: string,
  payout: { id: string; processor: string },
  ids: { invoicePaymentIds: readonly string[]; refundPaymentIds: readonly string[] },
  now: Date,
): Promise<{ paymentCents: number[]; refundCents: number[] }> {
  const invoiceIds = ids.invoicePaymentIds.map((id) => id.toLowerCase());
  const refundIds = ids.refundPaymentIds.map((id) => id.toLowerCase());
  const payments = invoiceIds.length
    ? await tx
        .select()
        .from(invoicePayments)
        .where(and(eq(invoicePayments.businessId, businessId), inArray(invoicePayments.id, invoiceIds)))
        .orderBy(asc(invoicePayments.id))
        .for("update")
    : [];
  const refunds = refundIds.length
    ? await tx
        .select()
        .from(refundPayments)
        .where(and(eq(refundPayments.businessId, businessId), inArray(refundPayments.id, refundIds)))
        .orderBy(asc(refundPayments.id))
        .for("update")
    : [];
  const paymentRows = payments.map((row) => ({ ...row, baseCents: row.cashBaseCents }));
  const refundRows = refunds.map((row) => ({
    ...row,
    baseCents: toBaseCents(row.refundedAmountCents, row.exchangeRate),
  }));
  assertSettleable(paymentRows, invoiceIds, payout.processor, "invoice_payment_ids");
  assertSettleable(refundRows, refundIds, payout.processor, "refund_payment_ids");
  if (invoiceIds.length) {
    await tx
      .update(invoicePayments)
      .set({ payoutId: payout.id, updatedAt: now })
      .where(and(eq(invoicePayments.businessId, businessId), inArray(invoicePayments.id, invoiceIds)));
  }
  if (refundIds.length) {
    await tx
      .update(refundPayments)
      .set({ payoutId: payout.id, updatedAt: now })
      .where(and(eq(refundPayments.businessId, businessId), inArray(refundPayments.id, refundIds)));
  }
  return {
    paymentCents: paymentRows.map((row) => row.baseCents),
    refundCents: refundRows.map((row) => row.baseCents),
  };
}
