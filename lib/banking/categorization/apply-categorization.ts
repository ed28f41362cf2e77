import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bankAccounts, bankTransactions } from "../../db/schema";
import { postJournalEntry } from "../../ledger/post-journal-entry";
import { reverseJournalEntry } from "../../ledger/reverse-journal-entry";
import type { CategorizedBy } from "../../schemas/bank-values";
import type { BankAccountRow } from "../accounts/bank-account-row";
import { signedCents, type BankTransactionRow } from "../transactions/bank-transaction-row";
import { taxAccountFor } from "./categorization-accounts";
import { categorizationEntryLines, type CategoryPart } from "./categorization-lines";

const UNCATEGORIZED = {
  status: "uncategorized",
  accountId: null,
  taxRate: null,
  taxCents: 0,
  categorizationEntryId: null,
  categorizedBy: null,
  ruleId: null,
  reconciledAt: null,
} as const;

/**
 * Takes back what a transaction's categorization did: its entry is reversed (dated on the transaction's date, so the
 * pair nets out in the same period) and split children are deleted. An excluded transaction counts in the bank's
 * balance again. Returns the columns of an uncategorized transaction; the caller writes them or what replaces them.
 */
export async function undoCategorization(tx: Db, account: BankAccountRow, row: BankTransactionRow) {
  if (row.categorizationEntryId) {
    await reverseJournalEntry(tx, row.businessId, row.categorizationEntryId, {
      entryDate: row.date,
      memo: `Categorization of bank transaction ${row.id} undone`,
    });
  }
  if (row.status === "split") {
    await tx
      .delete(bankTransactions)
      .where(and(eq(bankTransactions.businessId, row.businessId), eq(bankTransactions.parentId, row.id)));
  }
  if (row.status === "excluded") await moveBankBalance(tx, account, signedCents(row));
  return UNCATEGORIZED;
}

/** Adds to the bank's balance by the imported lines: an excluded line leaves it, an included one comes back. */
export async function moveBankBalance(tx: Db, account: BankAccountRow, cents: number) {
  await tx
    .update(bankAccounts)
    .set({ balanceCents: sql`${bankAccounts.balanceCents} + ${cents}` })
    .where(and(eq(bankAccounts.businessId, account.businessId), eq(bankAccounts.id, account.id)));
}

export interface Categorization {
  parts: readonly CategoryPart[];
  categorizedBy: CategorizedBy;
  ruleId?: string | null;
}

/**
 * Posts a transaction to its parts (replacing any earlier categorization by reversal, never by an edit): one part
 * makes it `categorized`, several make it `split` with a child transaction per part. One entry either way, dated on
 * the transaction's date, source `bank_transaction`.
 */
export async function applyCategorization(
  tx: Db,
  account: BankAccountRow,
  row: BankTransactionRow,
  categorization: Categorization,
  now: Date,
): Promise<BankTransactionRow> {
  if (row.status !== "uncategorized") await undoCategorization(tx, account, row);
  const description = row.description ?? row.counterpartyName ?? `Bank transaction ${row.externalId}`;
  const taxAccount = await taxAccountFor(tx, row.businessId, row.direction as "credit" | "debit");
  const entry = await postJournalEntry(tx, row.businessId, {
    entryDate: row.date,
    source: "bank_transaction",
    sourceId: row.id,
    memo: description,
    lines: categorizationEntryLines({
      direction: row.direction as "credit" | "debit",
      amountCents: row.amountCents,
      bankLedgerAccountId: account.ledgerAccountId,
      taxAccountId: taxAccount.id,
      parts: categorization.parts,
      description,
    }),
  });
  const common = {
    categorizationEntryId: entry.id,
    categorizedBy: categorization.categorizedBy,
    ruleId: categorization.ruleId ?? null,
    reconciledAt: now,
    updatedAt: now,
  };
  const [single] = categorization.parts.length === 1 ? categorization.parts : [];
  if (!single) {
    await tx.insert(bankTransactions).values(
      categorization.parts.map((part, index) => ({
        businessId: row.businessId,
        bankAccountId: row.bankAccountId,
        parentId: row.id,
        date: row.date,
        amountCents: part.amountCents,
        direction: row.direction,
        currency: row.currency,
        counterpartyName: row.counterpartyName,
        merchantName: row.merchantName,
        description: part.description ?? row.description,
        reference: row.reference,
        transactionType: row.transactionType,
        source: "split",
        status: "categorized",
        accountId: part.accountId,
        taxRate: part.taxRate,
        taxCents: part.taxCents,
        ...common,
        // A millisecond apart, so the children list in the order of the parts.
        createdAt: new Date(now.getTime() + index),
      })),
    );
  }
  const [updated] = await tx
    .update(bankTransactions)
    .set({
      ...common,
      status: single ? "categorized" : "split",
      accountId: single?.accountId ?? null,
      taxRate: single?.taxRate ?? null,
      taxCents: single?.taxCents ?? 0,
    })
    .where(and(eq(bankTransactions.businessId, row.businessId), eq(bankTransactions.id, row.id)))
    .returning();
  return updated!;
}
