import { and, asc, eq, inArray } from "drizzle-orm";
import type { BusinessRow } from "../businesses/business-serializer";
import type { Db } from "../db/client";
import { accounts, billLines, bills } from "../db/schema";
import { postJournalEntry } from "../ledger/post-journal-entry";
import { resolveAccounts } from "../ledger/resolve-account";
import type { BillRow } from "./bill-settlement";
import { billJournalEntry } from "./bill-journal-entry";

/**
 * Approves a bill: posts its entry (decisions.md §5) dated on `approvedAt`'s date in the business's time zone and
 * records both on the bill. Runs in the caller's transaction, on a locked bill (a new bill posts through prepareBill
 * and createBill instead). A bill whose amounts are all zero has nothing to post and is approved without an entry.
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
  const nonCurrentAssetIds = await nonCurrentAssetAccountIds(
    db,
    business.id,
    lines.map((line) => line.accountId),
  );
  const entryInput = billJournalEntry(
    business,
    bill,
    lines,
    { payableId: payable!.id, inputTaxId: inputTax!.id, nonCurrentAssetIds },
    approvedAt,
  );
  const entry = entryInput ? await postJournalEntry(db, business.id, entryInput) : null;
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
