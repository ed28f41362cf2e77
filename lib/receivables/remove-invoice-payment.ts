import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { invoicePayments } from "../db/schema";
import { ApiError } from "../http/api-error";
import { reverseJournalEntry } from "../ledger/reverse-journal-entry";
import { lockInvoice, settleInvoice } from "./invoice-settlement";

/**
 * Takes back a payment that someone else recorded for a reason that no longer holds (a bank match undone,
 * docs/banking.md): its entry is reversed on the payment date, the payment row goes and the invoice is settled
 * again. A payment a payout settled cannot go (409). Under the invoice's row lock.
 */
export async function removeInvoicePayment(db: Db, businessId: string, paymentId: string, memo: string) {
  const [payment] = await db
    .select()
    .from(invoicePayments)
    .where(and(eq(invoicePayments.businessId, businessId), eq(invoicePayments.id, paymentId)));
  if (!payment) throw ApiError.notFound("Invoice payment");
  await lockInvoice(db, businessId, payment.invoiceId);
  if (payment.payoutId) throw ApiError.conflict(`Payment ${payment.id} is settled by a payout.`);
  if (payment.journalEntryId) {
    await reverseJournalEntry(db, businessId, payment.journalEntryId, {
      entryDate: payment.paymentDate,
      memo,
    });
  }
  await db
    .delete(invoicePayments)
    .where(and(eq(invoicePayments.businessId, businessId), eq(invoicePayments.id, paymentId)));
  return settleInvoice(db, businessId, payment.invoiceId);
}
