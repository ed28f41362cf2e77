import type { ErrorDetails } from "../../http/api-error";
import type { JournalLineInput } from "../../ledger/journal-entry-input";
import { includedTaxOf } from "../../money/decimal";

/** One part of a transaction posted to one account, the tax included in its amount. */
export interface CategoryPart {
  accountId: string;
  amountCents: number;
  taxRate: string | null;
  taxCents: number;
  description: string | null;
}

export interface PartInput {
  account_id: string;
  amount_cents: number;
  tax_rate?: string;
  tax_amount_cents?: number;
  description?: string | null;
}

/**
 * The parts of a categorization or split, their tax worked out (an explicit amount wins over the rate; a rate's tax
 * is the part of the tax-inclusive amount, rounded half away from zero). Problems are keyed by `path(index)`.
 */
export function categoryParts(
  inputs: readonly PartInput[],
  path: (index: number, field: string) => string,
  details: ErrorDetails,
): CategoryPart[] {
  return inputs.map((input, index) => {
    const taxCents =
      input.tax_amount_cents ?? (input.tax_rate ? includedTaxOf(input.amount_cents, input.tax_rate) : 0);
    if (taxCents > input.amount_cents) {
      (details[path(index, "tax_amount_cents")] ??= []).push(`At most the amount, ${input.amount_cents}.`);
    }
    return {
      accountId: input.account_id.toLowerCase(),
      amountCents: input.amount_cents,
      taxRate: input.tax_rate ?? null,
      taxCents,
      description: input.description ?? null,
    };
  });
}

/**
 * The entry of a categorized transaction (docs/banking.md): money out credits the bank's cash account with the amount
 * and debits each part's account with its amount less tax and input tax with the tax; money in is the mirror image
 * (credit the accounts and sales tax payable). Zero lines are left out.
 */
export function categorizationEntryLines(posting: {
  direction: "credit" | "debit";
  amountCents: number;
  bankLedgerAccountId: string;
  taxAccountId: string;
  parts: readonly CategoryPart[];
  description: string;
}): JournalLineInput[] {
  const isMoneyIn = posting.direction === "credit";
  const side = (
    accountId: string,
    cents: number,
    isDebit: boolean,
    description: string,
  ): JournalLineInput => ({
    accountId,
    debitCents: isDebit ? cents : 0,
    creditCents: isDebit ? 0 : cents,
    description,
  });
  const lines = [
    side(posting.bankLedgerAccountId, posting.amountCents, isMoneyIn, posting.description),
    ...posting.parts.flatMap((part) => [
      side(
        part.accountId,
        part.amountCents - part.taxCents,
        !isMoneyIn,
        part.description ?? posting.description,
      ),
      side(
        posting.taxAccountId,
        part.taxCents,
        !isMoneyIn,
        `Tax: ${part.description ?? posting.description}`,
      ),
    ]),
  ];
  return lines.filter((line) => line.debitCents > 0 || line.creditCents > 0);
}
