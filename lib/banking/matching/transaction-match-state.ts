import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bankTransactionMatches, bankTransactions } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import type { BankTransactionRow } from "../transactions/bank-transaction-row";

/**
 * Recomputes what a transaction's links cover and its status from them (under its row lock): `matched` while any
 * link is left, `uncategorized` again without one; `reconciled_at` is set when it becomes covered in full and kept
 * while it stays so.
 */
export async function settleTransactionMatches(
  tx: Db,
  row: BankTransactionRow,
  now: Date,
): Promise<BankTransactionRow> {
  const m = bankTransactionMatches;
  const [sum] = await tx
    .select({ cents: sql<string>`coalesce(sum(${m.amountCents}), 0)` })
    .from(m)
    .where(and(eq(m.businessId, row.businessId), eq(m.bankTransactionId, row.id)));
  const matchedCents = Number(sum!.cents);
  const isFull = matchedCents === row.amountCents;
  const wasFull = row.status === "matched" && row.matchedCents === row.amountCents;
  const [updated] = await tx
    .update(bankTransactions)
    .set({
      matchedCents,
      status: matchedCents > 0 ? "matched" : "uncategorized",
      reconciledAt: isFull ? (wasFull ? row.reconciledAt : now) : null,
      updatedAt: now,
    })
    .where(and(eq(bankTransactions.businessId, row.businessId), eq(bankTransactions.id, row.id)))
    .returning();
  return updated!;
}

/** Only a line nobody accounted for otherwise, or one matched in part, takes (more) matches. */
export function assertMatchable(row: BankTransactionRow, what = `Bank transaction ${row.id}`) {
  if (row.status === "categorized" || row.status === "split") {
    throw ApiError.conflict(`${what} is categorized: uncategorize it before matching it.`);
  }
  if (row.status === "excluded") {
    throw ApiError.conflict(`${what} is excluded: include it again (uncategorize) before matching it.`);
  }
}
