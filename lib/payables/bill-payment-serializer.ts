import { plainDecimal } from "../money/plain-decimal";
import type { BillPaymentResponse, PaymentMethod } from "../schemas/bill-payment";
import type { BillPaymentWithBill } from "./find-bill-payment";

export function serializeBillPayment(payment: BillPaymentWithBill): BillPaymentResponse {
  return {
    type: "BillPayment",
    id: payment.id,
    bill_id: payment.billId,
    vendor_id: payment.vendorId,
    amount_cents: payment.amountCents,
    currency: payment.currency,
    payment_date: payment.paymentDate,
    payment_method: payment.paymentMethod as PaymentMethod,
    paid_from_account: { id: payment.paidFromAccountId, type: "AccountId" },
    exchange_rate: plainDecimal(payment.exchangeRate),
    reference: payment.reference,
    memo: payment.memo,
    external_id: payment.externalId,
    journal_entry_id: payment.journalEntryId,
    created_at: payment.createdAt.toISOString(),
  };
}
