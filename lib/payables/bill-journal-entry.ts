import { randomUUID } from "node:crypto";
import type { BusinessRow } from "../businesses/business-serializer";
import type { JournalEntryInput } from "../ledger/post-journal-entry";
import { dateInZone } from "../time/business-date";
import type { BillRow } from "./bill-settlement";
import { billMemo, billPosting, billPostingItems } from "./bill-posting";
import type { StoredAdditionalTax } from "./prepare-bill";

export interface BillEntryAccounts {
  payableId: string;
  inputTaxId: string;
  /** Line accounts classified non_current_asset: what the bill buys for the long term. */
  nonCurrentAssetIds: ReadonlySet<string>;
}

type PostedBill = Pick<
  BillRow,
  "id" | "externalId" | "currency" | "exchangeRate" | "additionalSalesTaxes" | "totalBaseCents"
> & { billNumber?: string | null };

/**
 * The journal entry an approved bill posts (decisions.md §5), dated on `approvedAt`'s date in the business's time
 * zone; null for a bill whose amounts are all zero, which has nothing to post. Both the create and the approve path
 * build it here, so a bill posts the same entry whichever way it is approved. The entry's id is made here, so a new
 * bill can be written with its `journal_entry_id` before the entry is posted.
 */
export function billJournalEntry(
  business: BusinessRow,
  bill: PostedBill,
  lines: readonly {
    accountId: string;
    subtotalCents: number;
    taxCents: number;
    description?: string | null;
  }[],
  accounts: BillEntryAccounts,
  approvedAt: Date,
): (JournalEntryInput & { id: string }) | null {
  // What the bill buys for the long term is an investing transaction: its payable share says so (IAS 7 ¶43).
  const hintedLines = lines.map((line) => ({
    ...line,
    cashFlowHint: accounts.nonCurrentAssetIds.has(line.accountId) ? ("investing" as const) : null,
  }));
  const additionalTaxes = (bill.additionalSalesTaxes as StoredAdditionalTax[]).map((tax) => ({
    accountId: tax.tax_account_id,
    amount: tax.amount,
  }));
  const memo = billMemo(bill);
  const posting = billPosting(
    billPostingItems(hintedLines, additionalTaxes, accounts.inputTaxId),
    accounts.payableId,
    bill.exchangeRate,
    bill.currency === business.baseCurrency ? null : bill.currency,
    memo,
  );
  if (posting.totalBaseCents !== bill.totalBaseCents) {
    throw new Error(`Bill ${bill.id} would post ${posting.totalBaseCents}, not its ${bill.totalBaseCents}.`);
  }
  if (posting.lines.length === 0) return null;
  return {
    id: randomUUID(),
    entryDate: dateInZone(approvedAt, business.timezone),
    source: "bill",
    sourceId: bill.id,
    memo,
    lines: posting.lines,
  };
}
