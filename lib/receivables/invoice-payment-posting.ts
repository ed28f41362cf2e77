import type { JournalLineInput } from "../ledger/journal-entry-input";

/**
 * An invoice payment's entry (decisions.md §4, §5): debit the deposit account (payment clearing or bank) with the
 * base-currency cash received, credit accounts receivable with what the payment cleared, and the difference to FX
 * gain/loss (a credit is a gain: more base currency came in than the receivable was worth). Zero amounts post no line.
 */
export function invoicePaymentEntryLines(posting: {
  arBaseCents: number;
  cashBaseCents: number;
  amountCents: number;
  foreignCurrency: string | null;
  accounts: { receivable: string; deposit: string; fxGainLoss: string };
  description: string;
}): JournalLineInput[] {
  const { arBaseCents, cashBaseCents } = posting;
  const foreign = posting.foreignCurrency
    ? { currency: posting.foreignCurrency, originalAmountCents: posting.amountCents }
    : {};
  const gain = cashBaseCents - arBaseCents;
  const lines: JournalLineInput[] = [
    { accountId: posting.accounts.deposit, debitCents: cashBaseCents, creditCents: 0, ...foreign },
    { accountId: posting.accounts.receivable, debitCents: 0, creditCents: arBaseCents, ...foreign },
    {
      accountId: posting.accounts.fxGainLoss,
      debitCents: Math.max(-gain, 0),
      creditCents: Math.max(gain, 0),
      description: gain > 0 ? "Exchange gain" : "Exchange loss",
    },
  ];
  return lines
    .filter((line) => line.debitCents > 0 || line.creditCents > 0)
    .map((line) => ({ description: posting.description, ...line }));
}
