import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { journalEntries, journalLines } from "../../db/schema";
import type { ChartHierarchy, LedgerAccountDetail } from "../../schemas/ledger-account";
import { journalSequenceNumber } from "../journal-sequence";
import { findAccountByReference } from "./find-account-by-reference";
import { serializeLedgerAccountDetail, serializeLedgerAccountNode } from "./ledger-account-serializer";
import { loadChart } from "./load-chart";

async function lastEntryOf(db: Db, businessId: string, accountId: string) {
  const [last] = await db
    .select({ entryDate: journalLines.entryDate, entryNumber: journalEntries.entryNumber })
    .from(journalLines)
    .innerJoin(
      journalEntries,
      and(
        eq(journalEntries.businessId, journalLines.businessId),
        eq(journalEntries.id, journalLines.entryId),
      ),
    )
    .where(and(eq(journalLines.businessId, businessId), eq(journalLines.accountId, accountId)))
    .orderBy(desc(journalLines.entryDate), desc(journalEntries.entryNumber))
    .limit(1);
  return last
    ? { entryDate: last.entryDate, sequenceNumber: journalSequenceNumber(last.entryDate, last.entryNumber) }
    : undefined;
}

/** The documented detail of an account named by UUID, code or external_id, with its active sub-accounts nested. */
export async function getLedgerAccountDetail(
  db: Db,
  businessId: string,
  currency: string,
  reference: string,
): Promise<LedgerAccountDetail> {
  const account = await findAccountByReference(db, businessId, reference);
  return ledgerAccountDetail(db, businessId, currency, account.id);
}

export async function ledgerAccountDetail(
  db: Db,
  businessId: string,
  currency: string,
  accountId: string,
): Promise<LedgerAccountDetail> {
  const [chart, lastEntry] = await Promise.all([
    loadChart(db, businessId),
    lastEntryOf(db, businessId, accountId),
  ]);
  const node = chart.nodes.get(accountId)!;
  return serializeLedgerAccountDetail(
    node,
    { currency, hasPeriod: false },
    chart.totals.get(accountId),
    lastEntry,
  );
}

/** The active chart as a tree of root accounts; `total_accounts` counts every active account in it. */
export async function chartHierarchy(db: Db, businessId: string, currency: string): Promise<ChartHierarchy> {
  const chart = await loadChart(db, businessId);
  const roots = chart.roots.filter((node) => !node.account.isArchived);
  const context = { currency, hasPeriod: false };
  const count = (nodes: typeof roots): number =>
    nodes.reduce((sum, node) => sum + 1 + count(node.children), 0);
  return {
    hierarchy: roots.map((node) => serializeLedgerAccountNode(node, context)),
    total_accounts: count(roots),
  };
}
