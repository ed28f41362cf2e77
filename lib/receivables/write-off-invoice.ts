import { and, eq } from "drizzle-orm";
import type { BusinessRow } from "../businesses/business-serializer";
import type { Db } from "../db/client";
import { invoiceWriteOffs } from "../db/schema";
import { ApiError } from "../http/api-error";
import { postJournalEntry } from "../ledger/post-journal-entry";
import { resolveAccounts } from "../ledger/resolve-account";
import type { CreateInvoiceWriteOffInput } from "../schemas/invoice-input";
import { todayInZone } from "../time/business-date";
import { startOfDayInZone } from "../time/zoned-time";
import { invoiceOutstandingCents, lockInvoice, settleInvoice, type InvoiceRow } from "./invoice-settlement";
import { OPEN_INVOICE_STATUSES } from "./invoice-status";
import { receivableBaseCleared } from "./receivable-base";

/**
 * `POST /invoices/{invoice_id}/write-offs/`: writes off up to the outstanding balance of a sent invoice (409
 * otherwise) as bad debt — debit bad debt expense, credit accounts receivable, dated on `write_off_date` — under the
 * invoice's row lock. A fully written-off invoice is settled: PAID, with the write-off listed.
 */
export async function writeOffInvoice(
  db: Db,
  business: BusinessRow,
  invoiceId: string,
  input: CreateInvoiceWriteOffInput,
  now = new Date(),
): Promise<InvoiceRow> {
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, business.id, invoiceId);
    if (!(OPEN_INVOICE_STATUSES as readonly string[]).includes(invoice.status)) {
      throw ApiError.conflict(
        `Only a sent, unsettled invoice can be written off; this one is ${invoice.status}.`,
      );
    }
    const outstanding = invoiceOutstandingCents(invoice);
    if (input.amount_cents > outstanding) {
      throw ApiError.conflict(
        `The write-off is more than the invoice's outstanding balance (${outstanding}).`,
        {
          amount_cents: [`At most ${outstanding}.`],
        },
      );
    }
    const [receivable, badDebt] = await resolveAccounts(tx, business.id, [
      { reference: "accounts_receivable", fieldPath: "accounts_receivable" },
      { reference: "bad_debt", fieldPath: "bad_debt" },
    ]);
    const today = todayInZone(business.timezone, now);
    const date = input.write_off_date ?? today;
    const arBaseCents = receivableBaseCleared(invoice, input.amount_cents);
    const [writeOff] = await tx
      .insert(invoiceWriteOffs)
      .values({
        businessId: business.id,
        invoiceId,
        amountCents: input.amount_cents,
        arBaseCents,
        reason: input.reason ?? null,
        writeOffAt: date === today ? now : startOfDayInZone(date, business.timezone),
        writeOffDate: date,
        createdAt: now,
      })
      .returning();
    const description = `Write-off of invoice ${invoice.invoiceNumber}`;
    const foreign =
      invoice.currency === business.baseCurrency
        ? {}
        : { currency: invoice.currency, originalAmountCents: input.amount_cents };
    const entry =
      arBaseCents > 0
        ? await postJournalEntry(tx, business.id, {
            entryDate: date,
            source: "write_off",
            sourceId: writeOff!.id,
            memo: input.reason ?? description,
            lines: [
              { accountId: badDebt!.id, debitCents: arBaseCents, creditCents: 0, description, ...foreign },
              { accountId: receivable!.id, debitCents: 0, creditCents: arBaseCents, description, ...foreign },
            ],
          })
        : null;
    await tx
      .update(invoiceWriteOffs)
      .set({ journalEntryId: entry?.id ?? null })
      .where(and(eq(invoiceWriteOffs.businessId, business.id), eq(invoiceWriteOffs.id, writeOff!.id)));
    return settleInvoice(tx, business.id, invoiceId, now);
  });
}
