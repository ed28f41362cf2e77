import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { billPayments, payouts } from "../../db/schema";
import type { ReconciliationStatus } from "../../schemas/payout";
import { matchedCentsOf } from "./match-targets";

/** platform-api.md's payout values from what the bank lines matched to it cover of what it paid out. */
export function payoutReconciliationStatus(matchedCents: number, paidOutCents: number): ReconciliationStatus {
  if (matchedCents <= 0) return "unreconciled";
  return matchedCents >= paidOutCents ? "fully_reconciled" : "partially_reconciled";
}

/**
 * Writes what a document keeps about its matches after they changed (docs/banking.md): a bill payment is reconciled
 * once bank lines cover its cash (the bill's `needs_reconciliation` reads it), a payout moves through the spec's
 * reconciliation statuses. Refund and invoice payments keep nothing: their links are read from the matches.
 */
export async function refreshTargetReconciliation(db: Db, businessId: string, type: string, id: string) {
  if (type === "bill_payment") {
    const [payment] = await db
      .select({ cash: billPayments.cashBaseCents })
      .from(billPayments)
      .where(and(eq(billPayments.businessId, businessId), eq(billPayments.id, id)));
    if (!payment) return;
    const matched = await matchedCentsOf(db, businessId, type, id);
    await db
      .update(billPayments)
      .set({ isReconciled: matched >= payment.cash })
      .where(and(eq(billPayments.businessId, businessId), eq(billPayments.id, id)));
  } else if (type === "payout") {
    const [payout] = await db
      .select({ paidOut: payouts.paidOutAmountCents })
      .from(payouts)
      .where(and(eq(payouts.businessId, businessId), eq(payouts.id, id)));
    if (!payout) return;
    const matched = await matchedCentsOf(db, businessId, type, id);
    await db
      .update(payouts)
      .set({
        reconciliationStatus: payoutReconciliationStatus(matched, payout.paidOut),
        updatedAt: new Date(),
      })
      .where(and(eq(payouts.businessId, businessId), eq(payouts.id, id)));
  }
}
