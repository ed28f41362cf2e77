import type { BusinessRow } from "../../businesses/business-serializer";
import type { Db } from "../../db/client";
import { refundPayments } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { resolveAccount } from "../../ledger/resolve-account";
import type { CreateRefundPaymentInput } from "../../schemas/refund-payment";
import { instantInZone } from "../../time/zoned-time";
import { completeLockedPayment } from "./complete-payment";
import { findRepeatedRefundPayment } from "./find-refund-payment";
import { lockRefund, type RefundRow } from "./find-refund";
import {
  isActivePayment,
  paymentsOfRefund,
  refreshRefundStatus,
  type RefundPaymentRow,
} from "./refund-status";

/**
 * `POST /invoices/refunds/{refund_id}/payments/`: pays (part of) a pending or processing refund, up to what its other
 * payments leave (409), under the refund's row lock. With `completed_at` the payment is completed and posted at once,
 * else it is pending until completed. A repeated external_id returns the first payment (`isNew: false`).
 */
export async function createRefundPayment(
  db: Db,
  business: BusinessRow,
  refundId: string,
  input: CreateRefundPaymentInput,
  now = new Date(),
): Promise<{ refund: RefundRow; payment: RefundPaymentRow; isNew: boolean }> {
  return db.transaction(async (tx) => {
    const refund = await lockRefund(tx, business.id, refundId);
    const repeated = await findRepeatedRefundPayment(tx, business.id, refund.id, input.external_id);
    if (repeated) return { refund, payment: repeated, isNew: false };
    if (refund.status !== "pending" && refund.status !== "processing") {
      throw ApiError.conflict(`The refund is ${refund.status}: it takes no more payments.`);
    }
    const underway = (await paymentsOfRefund(tx, business.id, refund.id))
      .filter(isActivePayment)
      .reduce((sum, payment) => sum + payment.refundedAmountCents, 0);
    const remaining = refund.refundedAmountCents - underway;
    if (input.refunded_amount > remaining) {
      throw ApiError.conflict(`The payment is more than the refund has left to pay (${remaining} cents).`, {
        refunded_amount: [`At most ${remaining}.`],
      });
    }
    const paidFrom = await resolveAccount(
      tx,
      business.id,
      input.processor ? "payment_clearing" : (input.paid_from_account_identifier ?? "bank"),
      "paid_from_account_identifier",
    );
    if (paidFrom.classification !== "current_asset") {
      throw ApiError.validation({
        paid_from_account_identifier: [`Account ${paidFrom.code} is not a current asset (bank or cash).`],
      });
    }
    const [payment] = await tx
      .insert(refundPayments)
      .values({
        businessId: business.id,
        refundId: refund.id,
        externalId: input.external_id ?? null,
        refundedAmountCents: input.refunded_amount,
        refundProcessingFeeCents: input.refund_processing_fee,
        processor: input.processor ?? null,
        paidFromAccountId: paidFrom.id,
        exchangeRate: refund.exchangeRate,
        status: "pending",
        memo: input.memo ?? null,
        metadata: input.metadata ?? null,
        transactionTags: input.transaction_tags,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!payment)
      throw ApiError.conflict(`external_id ${input.external_id} is already used by another payment.`);
    if (!input.completed_at) {
      return { refund: await refreshRefundStatus(tx, refund, now), payment, isNew: true };
    }
    const completedAt = instantInZone(input.completed_at, business.timezone);
    return { ...(await completeLockedPayment(tx, business, refund, payment, completedAt, now)), isNew: true };
  });
}
