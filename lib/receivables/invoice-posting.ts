import type { PostingItem } from "../ledger/document-posting";
import { lineRevenueCents } from "./invoice-amounts";

export interface InvoicePostingAccounts {
  salesTaxPayable: string;
  tips: string | null;
}

/**
 * What sending an invoice credits (decisions.md §5): each line's revenue account with its revenue after discounts,
 * then the taxes summed per tax account (line taxes on sales tax payable, additional taxes on theirs), then tips.
 * Accounts receivable takes the sum (lib/ledger/document-posting.ts).
 */
export function invoicePostingItems(
  lines: readonly {
    accountId: string;
    subtotalCents: number;
    discountCents: number;
    taxCents: number;
    description?: string | null;
  }[],
  invoice: { additionalDiscountCents: number; tipsCents: number },
  additionalTaxes: readonly { accountId: string; amount: number }[],
  accounts: InvoicePostingAccounts,
): PostingItem[] {
  const revenue = lineRevenueCents(lines, invoice.additionalDiscountCents);
  const taxes = new Map<string, number>();
  const addTax = (accountId: string, cents: number) =>
    taxes.set(accountId, (taxes.get(accountId) ?? 0) + cents);
  for (const line of lines) addTax(accounts.salesTaxPayable, line.taxCents);
  for (const tax of additionalTaxes) addTax(tax.accountId, tax.amount);
  const tips =
    invoice.tipsCents > 0 && accounts.tips
      ? [{ accountId: accounts.tips, amountCents: invoice.tipsCents, description: "Tips" }]
      : [];
  return [
    ...lines.map((line, index) => ({
      accountId: line.accountId,
      amountCents: revenue[index]!,
      description: line.description,
    })),
    ...[...taxes].map(([accountId, amountCents]) => ({ accountId, amountCents, description: "Sales tax" })),
    ...tips,
  ];
}
