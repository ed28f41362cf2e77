import type { BusinessRow } from "../businesses/business-serializer";
import type { Db } from "../db/client";
import type { JournalLineInput } from "../ledger/journal-entry-input";
import { postJournalEntry } from "../ledger/post-journal-entry";
import { resolveAccounts } from "../ledger/resolve-account";
import type { SystemAccountRole } from "../ledger/system-account-roles";
import type { JournalSource } from "../schemas/journal-source";
import { dateInZone } from "../time/business-date";
import { creditBaseAmounts, creditTotalCents, type CreditLineDraft } from "./credit-lines";

export interface CreditNoteEntry {
  source: JournalSource;
  /** accounts_payable (vendor credit, debited) or accounts_receivable (customer credit, credited). */
  controlRole: SystemAccountRole;
  /** input_tax (credited back) or sales_tax_payable (debited back). */
  taxRole: SystemAccountRole;
  isControlDebited: boolean;
  /** Received or sent: the entry's date, in the business's time zone. */
  issuedAt: Date;
  memo: string;
}

/**
 * decisions.md §5: a credit note turns its lines back. Vendor credit: debit accounts payable with the base total,
 * credit each line's expense account and input tax. Customer credit: the mirror image, debit each revenue account and
 * sales tax payable, credit accounts receivable. Returns the entry's id, or null when everything rounds to zero base
 * cents (a credit that moves no money).
 */
export async function postCreditNoteEntry(
  tx: Db,
  business: BusinessRow,
  credit: { id: string; currency: string; exchangeRate: string },
  lines: readonly CreditLineDraft[],
  entry: CreditNoteEntry,
): Promise<string | null> {
  const amounts = creditBaseAmounts(lines, credit.exchangeRate);
  if (amounts.totalBaseCents === 0) return null;
  const [control, tax] = await resolveAccounts(tx, business.id, [
    { reference: entry.controlRole, fieldPath: entry.controlRole },
    ...(amounts.taxBaseCents > 0 ? [{ reference: entry.taxRole, fieldPath: "sales_taxes" }] : []),
  ]);
  const isForeign = credit.currency !== business.baseCurrency;
  const original = (cents: number) =>
    isForeign ? { currency: credit.currency, originalAmountCents: cents } : {};
  const side = (cents: number, isDebit: boolean) =>
    isDebit ? { debitCents: cents, creditCents: 0 } : { debitCents: 0, creditCents: cents };
  const taxCents = lines.reduce((sum, line) => sum + line.taxCents, 0);
  const journalLines: JournalLineInput[] = [
    {
      accountId: control!.id,
      ...side(amounts.totalBaseCents, entry.isControlDebited),
      ...original(creditTotalCents(lines)),
    },
    ...lines.map((line, index) => ({
      accountId: line.accountId,
      ...side(amounts.lineBaseCents[index]!, !entry.isControlDebited),
      description: line.memo,
      ...original(line.amountCents),
    })),
    ...(tax
      ? [{ accountId: tax.id, ...side(amounts.taxBaseCents, !entry.isControlDebited), ...original(taxCents) }]
      : []),
  ].filter((line) => line.debitCents > 0 || line.creditCents > 0);
  const posted = await postJournalEntry(tx, business.id, {
    entryDate: dateInZone(entry.issuedAt, business.timezone),
    source: entry.source,
    sourceId: credit.id,
    memo: entry.memo,
    lines: journalLines,
  });
  return posted.id;
}
