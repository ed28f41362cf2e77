import { and, eq } from "drizzle-orm";
import type { BusinessRow } from "../businesses/business-serializer";
import type { Db } from "../db/client";
import { invoices } from "../db/schema";
import { ApiError, type ErrorDetails } from "../http/api-error";
import { reverseJournalEntry } from "../ledger/reverse-journal-entry";
import type { VoidInvoiceInput } from "../schemas/invoice-input";
import { dateInZone } from "../time/business-date";
import { lockInvoice, type InvoiceRow } from "./invoice-settlement";
import { invoiceMemo } from "./prepare-invoice";

/** The body names the invoice it means to void: its number (400 invoice_number_mismatch), and its ids when given. */
function checkNamesInvoice(invoice: InvoiceRow, input: VoidInvoiceInput): void {
  if (input.invoice_number !== invoice.invoiceNumber) {
    throw new ApiError(
      "invoice_number_mismatch",
      `invoice_number ${input.invoice_number} is not this invoice's number.`,
      { invoice_number: [`Must be this invoice's number, ${invoice.invoiceNumber}.`] },
    );
  }
  const details: ErrorDetails = {};
  if (input.customer_id !== undefined && input.customer_id.toLowerCase() !== invoice.customerId) {
    details.customer_id = ["Must be the invoice's customer."];
  }
  if (input.external_id !== undefined && input.external_id !== invoice.externalId) {
    details.external_id = ["Must be the invoice's external_id."];
  }
  if (Object.keys(details).length > 0) throw ApiError.validation(details, "The body names another invoice.");
}

/**
 * Endpoint 4 (decisions.md §5, §6): voids an invoice, which becomes CANCELLED. Refused with 409 while payments,
 * credits, refunds or write-offs are on it. A sent invoice's entry is reversed, dated on the void date (today in the
 * business's time zone), so from then on the ledger is as if it had never been sent; a draft has nothing to reverse.
 * Voiding a CANCELLED invoice returns it unchanged. `memo` becomes the reversal's memo.
 */
export async function voidInvoice(
  db: Db,
  business: BusinessRow,
  invoiceId: string,
  input: VoidInvoiceInput,
  now = new Date(),
): Promise<InvoiceRow> {
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, business.id, invoiceId);
    checkNamesInvoice(invoice, input);
    if (invoice.status === "CANCELLED") return invoice;
    const settled =
      invoice.paidCents + invoice.creditedCents + invoice.writtenOffCents + invoice.refundedCents;
    if (settled > 0) {
      throw ApiError.conflict(
        "An invoice with payments, credits or write-offs on it cannot be voided; unapply the credits first.",
      );
    }
    if (invoice.journalEntryId) {
      await reverseJournalEntry(tx, business.id, invoice.journalEntryId, {
        entryDate: dateInZone(now, business.timezone),
        memo: input.memo ?? `Void of ${invoiceMemo(invoice)}`,
      });
    }
    const [voided] = await tx
      .update(invoices)
      .set({ status: "CANCELLED", cancelledAt: now, outstandingBaseCents: 0, updatedAt: now })
      .where(and(eq(invoices.businessId, business.id), eq(invoices.id, invoiceId)))
      .returning();
    return voided!;
  });
}
