import { plainDecimal } from "../money/plain-decimal";
import type { InvoicePaymentResponse, PaymentMethod } from "../schemas/invoice-payment";
import type { InvoicePaymentWithInvoice } from "./find-invoice-payment";

export function serializeInvoicePayment(payment: InvoicePaymentWithInvoice): InvoicePaymentResponse {
  return {
    type: "InvoicePayment",
    id: payment.id,
    invoice_id: payment.invoiceId,
    customer_id: payment.customerId,
    amount_cents: payment.amountCents,
    currency: payment.currency,
    payment_date: payment.paymentDate,
    payment_method: payment.paymentMethod as PaymentMethod,
    processor: payment.processor,
    processor_payment_id: payment.processorPaymentId,
    deposit_account: { id: payment.depositAccountId, type: "AccountId" },
    exchange_rate: plainDecimal(payment.exchangeRate),
    fee_cents: payment.feeCents,
    payout_id: payment.payoutId,
    is_paid_out: payment.payoutId !== null,
    status: payment.status,
    reference: payment.reference,
    memo: payment.memo,
    external_id: payment.externalId,
    journal_entry_id: payment.journalEntryId,
    created_at: payment.createdAt.toISOString(),
    updated_at: payment.updatedAt.toISOString(),
  };
}
