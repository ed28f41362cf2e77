import { and, asc, eq, inArray } from "drizzle-orm";
import type { BusinessRow } from "../businesses/business-serializer";
import type { Db } from "../db/client";
import { accounts, billLines, bills } from "../db/schema";
import { postJournalEntry } from "../ledger/post-journal-entry";
import { resolveAccounts } from "../ledger/resolve-account";
import { dateInZone } from "../time/business-date";
import type { BillRow } from "./bill-settlement";
import { billPosting, billPostingItems } from "./bill-posting";
import { billMemo, type StoredAdditionalTax } from "./prepare-bill";

/**
 * Approves a bill: posts its entry (decisions.md §5) dated on `approvedAt`'s date in the business's time zone and
 * records both on the bill. Runs in the caller's transaction, on a new or a locked bill. A bill whose amounts are all
 * zero has nothing to post and is approved without an entry.
 */
export async function postBillJournalEntry(
  db: Db,
  business: BusinessRow,
  bill: BillRow,
  approvedAt: Date,
  now = new Date(),
): Promise<BillRow> {
  const lines = await db
    .select()
    .from(billLines)
    .where(and(eq(billLines.businessId, business.id), eq(billLines.billId, bill.id)))
    .orderBy(asc(billLines.lineNo));
  const [payable, inputTax] = await resolveAccounts(db, business.id, [
    { reference: "accounts_payable", fieldPath: "accounts_payable" },
    { reference: "input_tax", fieldPath: "input_tax" },
  ]);
  const assetAccounts = await nonCurrentAssetAccountIds(
    db,
    business.id,
    lines.map((line) => line.accountId),
  );
  // What the bill buys for the long term is an investing transaction: its payable share says so (IAS 7 ¶43).
  const hintedLines = lines.map((line) => ({
    ...line,
    cashFlowHint: assetAccounts.has(line.accountId) ? ("investing" as const) : null,
  }));
  const additionalTaxes = (bill.additionalSalesTaxes as StoredAdditionalTax[]).map((tax) => ({
    accountId: tax.tax_account_id,
    amount: tax.amount,
  }));
  const memo = billMemo(bill);
  const posting = billPosting(
    billPostingItems(hintedLines, additionalTaxes, inputTax!.id),
    payable!.id,
    bill.exchangeRate,
    bill.currency === business.baseCurrency ? null : bill.currency,
    memo,
  );
  if (posting.totalBaseCents !== bill.totalBaseCents) {
    throw new Error(`Bill ${bill.id} would post ${posting.totalBaseCents}, not its ${bill.totalBaseCents}.`);
  }
  const entry = posting.lines.length
    ? await postJournalEntry(db, business.id, {
        entryDate: dateInZone(approvedAt, business.timezone),
        source: "bill",
        sourceId: bill.id,
        memo,
        lines: posting.lines,
      })
    : null;
  const [approved] = await db
    .update(bills)
    .set({ approvedAt, journalEntryId: entry?.id ?? null, updatedAt: now })
    .where(and(eq(bills.businessId, business.id), eq(bills.id, bill.id)))
    .returning();
  return approved!;
}

async function nonCurrentAssetAccountIds(
  db: Db,
  businessId: string,
  accountIds: string[],
): Promise<Set<string>> {
  if (accountIds.length === 0) return new Set();
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.businessId, businessId),
        inArray(accounts.id, accountIds),
        eq(accounts.classification, "non_current_asset"),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
