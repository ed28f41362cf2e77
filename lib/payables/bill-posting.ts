import type { JournalLineInput } from "../ledger/journal-entry-input";
import { toBaseCents } from "../money/decimal";

export interface PostingItem {
  accountId: string;
  /** In the bill's currency. */
  amountCents: number;
  description?: string | null;
}

export interface BillPosting {
  lines: JournalLineInput[];
  /** What accounts payable is credited with: the sum of the debits, so the entry always balances. */
  totalBaseCents: number;
}

/**
 * What a bill debits (decisions.md §5): each line's account with its subtotal, then the taxes summed per tax account
 * (line taxes on the input tax account, additional taxes on theirs).
 */
export function billPostingItems(
  lines: readonly {
    accountId: string;
    subtotalCents: number;
    taxCents: number;
    description?: string | null;
  }[],
  additionalTaxes: readonly { accountId: string; amount: number }[],
  inputTaxAccountId: string,
): PostingItem[] {
  const taxes = new Map<string, number>();
  const addTax = (accountId: string, cents: number) =>
    taxes.set(accountId, (taxes.get(accountId) ?? 0) + cents);
  for (const line of lines) addTax(inputTaxAccountId, line.taxCents);
  for (const tax of additionalTaxes) addTax(tax.accountId, tax.amount);
  return [
    ...lines.map((line) => ({
      accountId: line.accountId,
      amountCents: line.subtotalCents,
      description: line.description,
    })),
    ...[...taxes].map(([accountId, amountCents]) => ({ accountId, amountCents, description: "Input tax" })),
  ];
}

/**
 * The bill's journal lines in base currency: every item a debit at the bill's rate (converted one by one, so each
 * is what its account shows), accounts payable credited with their sum. Zero amounts post no line. Lines of a
 * foreign-currency bill keep the document currency and amount beside the base amount.
 */
export function billPosting(
  items: readonly PostingItem[],
  payableAccountId: string,
  rate: string,
  foreignCurrency: string | null,
  memo: string,
): BillPosting {
  const foreign = (amountCents: number) =>
    foreignCurrency ? { currency: foreignCurrency, originalAmountCents: amountCents } : {};
  const debits = items
    .map((item) => ({ ...item, baseCents: toBaseCents(item.amountCents, rate) }))
    .filter((item) => item.baseCents > 0)
    .map((item): JournalLineInput => ({
      accountId: item.accountId,
      debitCents: item.baseCents,
      creditCents: 0,
      description: item.description ?? null,
      ...foreign(item.amountCents),
    }));
  const totalBaseCents = debits.reduce((total, line) => total + line.debitCents, 0);
  const documentCents = items.reduce((total, item) => total + item.amountCents, 0);
  const credit: JournalLineInput = {
    accountId: payableAccountId,
    debitCents: 0,
    creditCents: totalBaseCents,
    description: memo,
    ...foreign(documentCents),
  };
  return { lines: totalBaseCents > 0 ? [...debits, credit] : [], totalBaseCents };
}
