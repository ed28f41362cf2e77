import { and, asc, eq } from "drizzle-orm";
import type { BusinessRow } from "../businesses/business-serializer";
import type { Db } from "../db/client";
import { invoiceLines, invoices } from "../db/schema";
import { documentPosting } from "../ledger/document-posting";
import { postJournalEntry } from "../ledger/post-journal-entry";
import { resolveAccounts } from "../ledger/resolve-account";
import { dateInZone } from "../time/business-date";
import type { InvoiceDueDates } from "./invoice-dates";
import { invoicePostingItems } from "./invoice-posting";
import type { InvoiceRow } from "./invoice-settlement";
import { invoiceMemo, type StoredAdditionalTax } from "./prepare-invoice";

/**
 * Sends an invoice: posts its entry (decisions.md §5: debit accounts receivable with the total, credit revenue per
 * line, sales tax and tips) dated on `sentAt`'s date in the business's time zone, and records it with the due dates on
 * the invoice, now SENT. Runs in the caller's transaction, on a new or a locked draft. An invoice whose amounts are
 * all zero has nothing to post and is sent without an entry.
 */
export async function postInvoiceJournalEntry(
  db: Db,
  business: BusinessRow,
  invoice: InvoiceRow,
  sentAt: Date,
  due: InvoiceDueDates,
  now = new Date(),
): Promise<InvoiceRow> {
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(and(eq(invoiceLines.businessId, business.id), eq(invoiceLines.invoiceId, invoice.id)))
    .orderBy(asc(invoiceLines.lineNo));
  const [receivable, salesTax] = await resolveAccounts(db, business.id, [
    { reference: "accounts_receivable", fieldPath: "accounts_receivable" },
    { reference: "sales_tax_payable", fieldPath: "sales_tax_payable" },
  ]);
  const memo = invoiceMemo(invoice);
  const posting = documentPosting({
    items: invoicePostingItems(
      lines,
      invoice,
      (invoice.additionalSalesTaxes as StoredAdditionalTax[]).map((tax) => ({
        accountId: tax.tax_account_id,
        amount: tax.amount,
      })),
      { salesTaxPayable: salesTax!.id, tips: invoice.tipsAccountId },
    ),
    counterAccountId: receivable!.id,
    rate: invoice.exchangeRate,
    foreignCurrency: invoice.currency === business.baseCurrency ? null : invoice.currency,
    memo,
    itemSide: "credit",
  });
  if (posting.totalBaseCents !== invoice.totalBaseCents) {
    throw new Error(
      `Invoice ${invoice.id} would post ${posting.totalBaseCents}, not its ${invoice.totalBaseCents}.`,
    );
  }
  const entry = posting.lines.length
    ? await postJournalEntry(db, business.id, {
        entryDate: dateInZone(sentAt, business.timezone),
        source: "invoice",
        sourceId: invoice.id,
        memo,
        lines: posting.lines,
      })
    : null;
  const [sent] = await db
    .update(invoices)
    .set({
      status: "SENT",
      sentAt,
      ...due,
      journalEntryId: entry?.id ?? null,
      outstandingBaseCents: invoice.totalBaseCents,
      updatedAt: now,
    })
    .where(and(eq(invoices.businessId, business.id), eq(invoices.id, invoice.id)))
    .returning();
  return sent!;
}
