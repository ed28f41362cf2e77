import { and, eq } from "drizzle-orm";
import type { BusinessRow } from "../../businesses/business-serializer";
import type { Db } from "../../db/client";
import { refundPayments } from "../../db/schema";
import type { RefundRow } from "./find-refund";
import { postRefundPaymentEntry } from "./refund-payment-entry";
import { paymentsOfRefund, refreshRefundStatus, type RefundPaymentRow } from "./refund-status";

/**
 * Completes a pending payment of a locked refund at `completedAt`: posts its entry and brings the refund's status up
 * to date (paid once its completed payments reach the refunded amount).
 */
export async function completeLockedPayment(
  tx: Db,
  business: BusinessRow,
  refund: RefundRow,
  payment: RefundPaymentRow,
  completedAt: Date,
  now: Date,
): Promise<{ refund: RefundRow; payment: RefundPaymentRow }> {
  const paidBefore = (await paymentsOfRefund(tx, business.id, refund.id))
    .filter((other) => other.status === "completed" && other.id !== payment.id)
    .reduce((sum, other) => sum + other.refundedAmountCents, 0);
  const completing = { ...payment, status: "completed", completedAt };
  const journalEntryId = await postRefundPaymentEntry(tx, business, refund, completing, paidBefore);
  const [completed] = await tx
    .update(refundPayments)
    .set({ status: "completed", completedAt, journalEntryId, updatedAt: now })
    .where(and(eq(refundPayments.businessId, business.id), eq(refundPayments.id, payment.id)))
    .returning();
  return { refund: await refreshRefundStatus(tx, refund, now), payment: completed! };
}
