import { documentPosting, type DocumentPosting, type PostingItem } from "../ledger/document-posting";

export type { PostingItem };
export type BillPosting = DocumentPosting;

/** The memo of a bill's entry and of its accounts payable line. */
export const billMemo = (bill: { billNumber?: string | null; externalId: string }) =>
  `Bill ${bill.billNumber ?? bill.externalId}`;

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
    cashFlowHint?: PostingItem["cashFlowHint"];
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
      cashFlowHint: line.cashFlowHint,
    })),
    ...[...taxes].map(([accountId, amountCents]) => ({ accountId, amountCents, description: "Input tax" })),
  ];
}

/**
 * The bill's journal lines in base currency: every item a debit at the bill's rate, accounts payable credited with
 * their sum (lib/ledger/document-posting.ts).
 */
export function billPosting(
  items: readonly PostingItem[],
  payableAccountId: string,
  rate: string,
  foreignCurrency: string | null,
  memo: string,
): BillPosting {
  return documentPosting({
    items,
    counterAccountId: payableAccountId,
    rate,
    foreignCurrency,
    memo,
    itemSide: "debit",
  });
}
