import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { billPayments } from "../db/schema";
import { ApiError } from "../http/api-error";
import { reverseJournalEntry } from "../ledger/reverse-journal-entry";
import { lockBill, settleBill } from "./bill-settlement";

/**
 * Takes back a payment that someone else recorded for a reason that no longer holds (a bank match undone,
 * docs/banking.md): its entry is reversed on the payment date, the payment row goes and the bill is settled again, so
 * the bill's amounts and status are what they were before the payment. Under the bill's row lock.
 */
export async function removeBillPayment(db: Db, businessId: string, paymentId: string, memo: string) {
  const [payment] = await db
    .select()
    .from(billPayments)
    .where(and(eq(billPayments.businessId, businessId), eq(billPayments.id, paymentId)));
  if (!payment) throw ApiError.notFound("Bill payment");
  await lockBill(db, businessId, payment.billId);
  if (payment.journalEntryId) {
    await reverseJournalEntry(db, businessId, payment.journalEntryId, {
      entryDate: payment.paymentDate,
      memo,
    });
  }
  await db
    .delete(billPayments)
    .where(and(eq(billPayments.businessId, businessId), eq(billPayments.id, paymentId)));
  return settleBill(db, businessId, payment.billId);
}
