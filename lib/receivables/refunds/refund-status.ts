import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { refundPayments, refunds } from "../../db/schema";
import type { RefundStatus } from "../../schemas/refund";
import type { RefundRow } from "./find-refund";

export type RefundPaymentRow = typeof refundPayments.$inferSelect;

export const isActivePayment = (payment: Pick<RefundPaymentRow, "status">) =>
  payment.status === "pending" || payment.status === "completed";

/**
 * decisions.md §6: pending while no payment is under way, processing while payments are and the completed ones do
 * not add up to the refunded amount, paid once they do (completed_at: the last one's); cancelled is final.
 */
export function refundStatusOf(
  refund: Pick<RefundRow, "status" | "refundedAmountCents">,
  payments: readonly Pick<RefundPaymentRow, "status" | "refundedAmountCents" | "completedAt">[],
): { status: RefundStatus; completedAt: Date | null; paidCents: number } {
  const completed = payments.filter((payment) => payment.status === "completed");
  const paidCents = completed.reduce((sum, payment) => sum + payment.refundedAmountCents, 0);
  const lastCompletion = completed.reduce<Date | null>(
    (latest, payment) => (!latest || payment.completedAt! > latest ? payment.completedAt : latest),
    null,
  );
  if (refund.status === "cancelled") return { status: "cancelled", completedAt: null, paidCents };
  if (paidCents >= refund.refundedAmountCents)
    return { status: "paid", completedAt: lastCompletion, paidCents };
  return { status: payments.some(isActivePayment) ? "processing" : "pending", completedAt: null, paidCents };
}

export async function paymentsOfRefund(db: Db, businessId: string, refundId: string) {
  return db
    .select()
    .from(refundPayments)
    .where(and(eq(refundPayments.businessId, businessId), eq(refundPayments.refundId, refundId)))
    .orderBy(refundPayments.createdAt, refundPayments.id);
}

/** Stores the status its payments give a locked refund. */
export async function refreshRefundStatus(tx: Db, refund: RefundRow, now: Date): Promise<RefundRow> {
  const { status, completedAt } = refundStatusOf(
    refund,
    await paymentsOfRefund(tx, refund.businessId, refund.id),
  );
  const [updated] = await tx
    .update(refunds)
    .set({ status, completedAt, updatedAt: now })
    .where(and(eq(refunds.businessId, refund.businessId), eq(refunds.id, refund.id)))
    .returning();
  return updated!;
}
