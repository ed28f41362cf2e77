import type { Db } from "../../db/client";
import type { ReconciledBankTransaction, RefundPaymentResponse } from "../../schemas/refund-payment";
import { loadReconciledBankTransactions } from "./reconciled-bank-transactions";
import type { RefundPaymentRow } from "./refund-status";

/** The spec's refund payment object (plus status and payout_id), with the bank lines matched to it. */
export function serializeRefundPayment(
  payment: RefundPaymentRow,
  reconciled: readonly ReconciledBankTransaction[] = [],
): RefundPaymentResponse {
  return {
    id: payment.id,
    refund_id: payment.refundId,
    refunded_amount: payment.refundedAmountCents,
    refund_processing_fee: payment.refundProcessingFeeCents,
    reconciled_bank_transactions: [...reconciled],
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

/** Refund payments with their reconciled bank transactions, read for all of them in one query. */
export async function serializeRefundPayments(
  db: Db,
  businessId: string,
  payments: readonly RefundPaymentRow[],
): Promise<RefundPaymentResponse[]> {
  const reconciled = await loadReconciledBankTransactions(
    db,
    businessId,
    payments.map((payment) => payment.id),
  );
  return payments.map((payment) => serializeRefundPayment(payment, reconciled.get(payment.id)));
}
