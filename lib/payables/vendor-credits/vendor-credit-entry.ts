import type { BusinessRow } from "../../businesses/business-serializer";
import { postCreditNoteEntry } from "../../credits/credit-note-entry";
import type { CreditLineDraft } from "../../credits/credit-lines";
import type { Db } from "../../db/client";
import { reverseJournalEntry } from "../../ledger/reverse-journal-entry";
import type { VendorCreditRow } from "./vendor-credit-serializer";

/**
 * decisions.md §5, vendor credit received: debit accounts payable with the base total, credit each line's expense
 * account and input tax with the taxes, dated on the received date. Null when it moves no money.
 */
export function postVendorCreditEntry(
  tx: Db,
  business: BusinessRow,
  credit: VendorCreditRow,
  lines: readonly CreditLineDraft[],
): Promise<string | null> {
  return postCreditNoteEntry(tx, business, credit, lines, {
    source: "vendor_credit",
    controlRole: "accounts_payable",
    taxRole: "input_tax",
    isControlDebited: true,
    issuedAt: credit.receivedAt!,
    memo: `Vendor credit ${credit.creditNoteNumber ?? credit.id}`,
  });
}

/** Takes a credit's entry out of the ledger: dated `entryDate` (the void date, or the original date for a correction). */
export async function reverseVendorCreditEntry(
  tx: Db,
  business: BusinessRow,
  credit: VendorCreditRow,
  entryDate: string,
  memo: string,
): Promise<void> {
  if (credit.journalEntryId)
    await reverseJournalEntry(tx, business.id, credit.journalEntryId, { entryDate, memo });
}
