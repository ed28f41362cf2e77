import type { Db } from "../../db/client";
import { documentSerializer } from "../../documents/document-serializer";
import { plainDecimal } from "../../money/plain-decimal";
import type { RefundStatus } from "../../schemas/refund";
import type { RefundResponse } from "../../schemas/refund-response";
import { invoiceOutstandingCents } from "../invoice-settlement";
import type { RefundRow } from "./find-refund";
import { loadRefundParts } from "./load-refund-parts";
import { serializeRefundPayment } from "./refund-payment-serializer";
import { loadReconciledBankTransactions } from "./reconciled-bank-transactions";
import { refundStatusOf } from "./refund-status";

/**
 * The one way a refund leaves the API: the spec's object plus status, currency, exchange_rate and paid_amount, with
 * every payment. A page's customers, allocations, payments and documents are loaded together.
 */
export async function serializeRefunds(
  db: Db,
  businessId: string,
  refunds: readonly RefundRow[],
  origin: string,
): Promise<RefundResponse[]> {
  const parts = await loadRefundParts(db, businessId, refunds);
  const serializeDocument = parts.documents.size > 0 ? await documentSerializer(db, origin) : undefined;
  const reconciled = await loadReconciledBankTransactions(
    db,
    businessId,
    [...parts.payments.values()].flat().map((payment) => payment.id),
  );
  return refunds.map((refund) => {
    const payments = parts.payments.get(refund.id) ?? [];
    const document = parts.documents.get(refund.id);
    return {
      id: refund.id,
      refunded_amount: refund.refundedAmountCents,
      customer_id: refund.customerId,
      customer_name: parts.customers.get(refund.customerId)!,
      allocations: (parts.allocations.get(refund.id) ?? []).map(({ allocation, invoice }) => ({
        id: allocation.id,
        amount: allocation.amountCents,
        invoice_id: allocation.invoiceId!,
        invoice_number: invoice.invoiceNumber,
        invoice_outstanding_balance_cents: invoiceOutstandingCents(invoice),
        target_description: `Invoice ${invoice.invoiceNumber}`,
        description: allocation.description,
        allocation_date: allocation.allocatedAt.toISOString(),
      })),
      refund_payments: payments.map((payment) => serializeRefundPayment(payment, reconciled.get(payment.id))),
      document: document && serializeDocument ? serializeDocument(document) : null,
      created_at: refund.createdAt.toISOString(),
      updated_at: refund.updatedAt.toISOString(),
      external_id: refund.externalId,
      completed_at: refund.completedAt?.toISOString() ?? null,
      is_dedicated: refund.isDedicated,
      memo: refund.memo,
      reference_number: refund.referenceNumber,
      metadata: refund.metadata,
      status: refund.status as RefundStatus,
      currency: refund.currency,
      exchange_rate: plainDecimal(refund.exchangeRate),
      paid_amount: refundStatusOf(refund, payments).paidCents,
    };
  });
}

export async function serializeRefund(db: Db, businessId: string, refund: RefundRow, origin: string) {
  const [serialized] = await serializeRefunds(db, businessId, [refund], origin);
  return serialized!;
}
