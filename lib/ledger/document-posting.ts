import { toBaseCents } from "../money/decimal";
import type { JournalLineInput } from "./journal-entry-input";

export interface PostingItem {
  accountId: string;
  /** In the document's currency. */
  amountCents: number;
  description?: string | null;
}

export interface DocumentPosting {
  lines: JournalLineInput[];
  /** What the counter account (payable or receivable) takes: the sum of the items, so the entry always balances. */
  totalBaseCents: number;
}

/**
 * A document's journal lines in base currency: every item on `itemSide` at the document's rate (converted one by one,
 * so each is what its account shows), the counter account (accounts payable of a bill, accounts receivable of an
 * invoice) on the other side with their sum. Zero amounts post no line. Lines of a foreign-currency document keep
 * the document currency and amount beside the base amount.
 */
export function documentPosting(posting: {
  items: readonly PostingItem[];
  counterAccountId: string;
  rate: string;
  foreignCurrency: string | null;
  memo: string;
  itemSide: "debit" | "credit";
}): DocumentPosting {
  const foreign = (amountCents: number) =>
    posting.foreignCurrency ? { currency: posting.foreignCurrency, originalAmountCents: amountCents } : {};
  const side = (cents: number, isItem: boolean) =>
    (posting.itemSide === "debit") === isItem
      ? { debitCents: cents, creditCents: 0 }
      : { debitCents: 0, creditCents: cents };
  const itemLines = posting.items
    .map((item) => ({ ...item, baseCents: toBaseCents(item.amountCents, posting.rate) }))
    .filter((item) => item.baseCents > 0)
    .map((item): JournalLineInput => ({
      accountId: item.accountId,
      ...side(item.baseCents, true),
      description: item.description ?? null,
      ...foreign(item.amountCents),
    }));
  const totalBaseCents = itemLines.reduce((total, line) => total + line.debitCents + line.creditCents, 0);
  const documentCents = posting.items.reduce((total, item) => total + item.amountCents, 0);
  const counter: JournalLineInput = {
    accountId: posting.counterAccountId,
    ...side(totalBaseCents, false),
    description: posting.memo,
    ...foreign(documentCents),
  };
  return { lines: totalBaseCents > 0 ? [...itemLines, counter] : [], totalBaseCents };
}
