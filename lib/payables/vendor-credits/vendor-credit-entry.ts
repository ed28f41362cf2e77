import type { BusinessRow } from "../../businesses/business-serializer";
import type { Db } from "../../db/client";
import type { JournalLineInput } from "../../ledger/journal-entry-input";
import { postJournalEntry } from "../../ledger/post-journal-entry";
import { resolveAccounts } from "../../ledger/resolve-account";
import { reverseJournalEntry } from "../../ledger/reverse-journal-entry";
import { toBaseCents } from "../../money/decimal";
import { dateInZone } from "../../time/business-date";
import type { CreditLineDraft } from "./vendor-credit-lines";
import type { VendorCreditRow } from "./vendor-credit-serializer";

type LineAmounts = Pick<CreditLineDraft, "amountCents" | "taxCents">;

/** Base-currency amounts at the credit's rate, each line and the taxes converted on their own; AP is their sum. */
export function creditBaseAmounts(lines: readonly LineAmounts[], rate: string) {
  const lineBaseCents = lines.map((line) => toBaseCents(line.amountCents, rate));
  const taxBaseCents = lines.reduce((sum, line) => sum + toBaseCents(line.taxCents, rate), 0);
  const totalBaseCents = lineBaseCents.reduce((sum, cents) => sum + cents, taxBaseCents);
  return { lineBaseCents, taxBaseCents, totalBaseCents };
}

/**
 * decisions.md §5, vendor credit received: debit accounts payable with the base total, credit each line's expense
 * account and input tax with the taxes. Dated on the received date in the business's time zone. Returns the entry's
 * id, or null when everything rounds to zero base cents (a credit that moves no money).
 */
export async function postVendorCreditEntry(
  tx: Db,
  business: BusinessRow,
  credit: VendorCreditRow,
  lines: readonly CreditLineDraft[],
): Promise<string | null> {
  const amounts = creditBaseAmounts(lines, credit.exchangeRate);
  if (amounts.totalBaseCents === 0) return null;
  const [payable, inputTax] = await resolveAccounts(tx, business.id, [
    { reference: "accounts_payable", fieldPath: "accounts_payable" },
    ...(amounts.taxBaseCents > 0 ? [{ reference: "input_tax" as const, fieldPath: "sales_taxes" }] : []),
  ]);
  const isForeign = credit.currency !== business.baseCurrency;
  const original = (cents: number) =>
    isForeign ? { currency: credit.currency, originalAmountCents: cents } : {};
  const taxCents = lines.reduce((sum, line) => sum + line.taxCents, 0);
  const journalLines: JournalLineInput[] = [
    {
      accountId: payable!.id,
      debitCents: amounts.totalBaseCents,
      creditCents: 0,
      ...original(lines.reduce((sum, line) => sum + line.amountCents + line.taxCents, 0)),
    },
    ...lines.map((line, index) => ({
      accountId: line.accountId,
      debitCents: 0,
      creditCents: amounts.lineBaseCents[index]!,
      description: line.memo,
      ...original(line.amountCents),
    })),
    ...(inputTax
      ? [{ accountId: inputTax.id, debitCents: 0, creditCents: amounts.taxBaseCents, ...original(taxCents) }]
      : []),
  ].filter((line) => line.debitCents > 0 || line.creditCents > 0);
  const entry = await postJournalEntry(tx, business.id, {
    entryDate: dateInZone(credit.receivedAt!, business.timezone),
    source: "vendor_credit",
    sourceId: credit.id,
    memo: `Vendor credit ${credit.creditNoteNumber ?? credit.id}`,
    lines: journalLines,
  });
  return entry.id;
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
