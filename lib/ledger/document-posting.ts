import { assertCountableBase } from "../money/amount-bounds";
import { toBaseCents } from "../money/decimal";
import type { CashFlowHint } from "../schemas/cash-flow-class";
import type { JournalLineInput } from "./journal-entry-input";

export interface PostingItem {
  accountId: string;
  /** In the document's currency. */
  amountCents: number;
  description?: string | null;
  /**
   * The item belongs to an investing or financing transaction (equipment on a bill): the counter account's share of
   * it carries the hint, so the later payment shows there in the cash flow statement (IAS 7 ¶43).
   */
  cashFlowHint?: CashFlowHint | null;
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
  assertCountableBase(totalBaseCents);
  const documentCents = posting.items.reduce((total, item) => total + item.amountCents, 0);
  // One counter line per hint, carrying the hinted items' own amounts; the unhinted rest after them.
  const parts = new Map<CashFlowHint | null, { base: number; document: number }>([
    [null, { base: 0, document: 0 }],
  ]);
  for (const item of posting.items) {
    const part = parts.get(item.cashFlowHint ?? null) ?? { base: 0, document: 0 };
    part.base += toBaseCents(item.amountCents, posting.rate);
    part.document += item.amountCents;
    parts.set(item.cashFlowHint ?? null, part);
  }
  const unhinted = parts.get(null)!;
  parts.delete(null);
  const hintedBase = [...parts.values()].reduce((total, part) => total + part.base, 0);
  const hintedDocument = [...parts.values()].reduce((total, part) => total + part.document, 0);
  // The rest takes whatever the item lines' rounding left, so the entry balances to the cent.
  unhinted.base = totalBaseCents - hintedBase;
  unhinted.document = documentCents - hintedDocument;
  const counters: JournalLineInput[] = [...parts, [null, unhinted] as const]
    .filter(([, part]) => part.base > 0)
    .map(([cashFlowHint, part]) => ({
      accountId: posting.counterAccountId,
      ...side(part.base, false),
      description: posting.memo,
      ...(cashFlowHint ? { cashFlowHint } : {}),
      ...foreign(part.document),
    }));
  return { lines: totalBaseCents > 0 ? [...itemLines, ...counters] : [], totalBaseCents };
}
