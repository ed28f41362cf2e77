import type { BusinessRow } from "../../businesses/business-serializer";
import { postCreditNoteEntry } from "../../credits/credit-note-entry";
import type { CreditLineDraft } from "../../credits/credit-lines";
import { creditNoteStatus } from "../../credits/credit-status";
import type { Db } from "../../db/client";
import { reverseJournalEntry } from "../../ledger/reverse-journal-entry";
import type { CustomerCreditStatus } from "../../schemas/customer-credit";
import type { CustomerCreditRow } from "./get-customer-credit";

/**
 * decisions.md §5, customer credit sent: debit each line's revenue account and sales tax payable, credit accounts
 * receivable with the base total, dated on the sent date. Null when it moves no money.
 */
export function postCustomerCreditEntry(
  tx: Db,
  business: BusinessRow,
  credit: CustomerCreditRow,
  lines: readonly CreditLineDraft[],
): Promise<string | null> {
  return postCreditNoteEntry(tx, business, credit, lines, {
    source: "credit_note",
    controlRole: "accounts_receivable",
    taxRole: "sales_tax_payable",
    isControlDebited: false,
    issuedAt: credit.sentAt!,
    memo: `Credit note ${credit.creditNoteNumber ?? credit.id}`,
  });
}

/** Takes a credit's entry out of the ledger: dated `entryDate` (the void date, or the original date for a correction). */
export async function reverseCustomerCreditEntry(
  tx: Db,
  business: BusinessRow,
  credit: CustomerCreditRow,
  entryDate: string,
  memo: string,
): Promise<void> {
  if (credit.journalEntryId)
    await reverseJournalEntry(tx, business.id, credit.journalEntryId, { entryDate, memo });
}

/** decisions.md §6: draft until sent, then sent, partially applied or applied; void is final. */
export const customerCreditStatus = (credit: {
  sentAt: Date | null;
  voidedAt: Date | null;
  totalCents: number;
  appliedCents: number;
}): CustomerCreditStatus => creditNoteStatus({ ...credit, issuedAt: credit.sentAt }, "sent");
