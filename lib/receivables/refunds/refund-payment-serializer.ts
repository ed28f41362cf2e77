import type { RefundPaymentResponse } from "../../schemas/refund-payment";
import type { RefundPaymentRow } from "./refund-status";

/** The spec's refund payment object (plus status and payout_id); there is no bank feed, so nothing is reconciled. */
export function serializeRefundPayment(payment: RefundPaymentRow): RefundPaymentResponse {
  return {
    id: payment.id,
    refund_id: payment.refundId,
    refunded_amount: payment.refundedAmountCents,
    refund_processing_fee: payment.refundProcessingFeeCents,
    reconciled_bank_transactions: [],
    created_at: payment.createdAt.toISOString(),
    updated_at: payment.updatedAt.toISOString(),
    external_id: payment.externalId,
    completed_at: payment.completedAt?.toISOString() ?? null,
    processor: payment.processor,
    transaction_tags: payment.transactionTags,
    memo: payment.memo,
    metadata: payment.metadata,
    status: payment.status as RefundPaymentResponse["status"],
    payout_id: payment.payoutId,
  };
}
