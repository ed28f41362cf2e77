import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bankTransactions } from "../../db/schema";
import { ApiError } from "../../http/api-error";

export type BankTransactionRow = typeof bankTransactions.$inferSelect;

/** +amount for money in, −amount for money out: what the line did to the bank balance. */
export const signedCents = (row: Pick<BankTransactionRow, "amountCents" | "direction">) =>
  row.direction === "credit" ? row.amountCents : -row.amountCents;

export async function findBankTransaction(
  db: Db,
  businessId: string,
  id: string,
): Promise<BankTransactionRow> {
  const [row] = await db
    .select()
    .from(bankTransactions)
    .where(and(eq(bankTransactions.businessId, businessId), eq(bankTransactions.id, id.toLowerCase())));
  if (!row) throw ApiError.notFound("Bank transaction");
  return row;
}

/**
 * Top-level transactions under row locks, in id order (so two requests locking overlapping sets never deadlock).
 * Every change to a transaction's categorization or matches goes through this first. An id not of this business is
 * 404 (or, with `fieldPath`, 400 naming the field).
 */
export async function lockBankTransactions(
  db: Db,
  businessId: string,
  ids: readonly string[],
  fieldPath?: (index: number) => string,
): Promise<Map<string, BankTransactionRow>> {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))].sort();
  const rows = wanted.length
    ? await db
        .select()
        .from(bankTransactions)
        .where(and(eq(bankTransactions.businessId, businessId), inArray(bankTransactions.id, wanted)))
        .orderBy(bankTransactions.id)
        .for("update")
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  ids.forEach((id, index) => {
    const row = byId.get(id.toLowerCase());
    if (!row || row.parentId) {
      if (fieldPath) throw ApiError.validation({ [fieldPath(index)]: ["No bank transaction with this id."] });
      throw ApiError.notFound("Bank transaction");
    }
  });
  return byId;
}

export async function lockBankTransaction(
  db: Db,
  businessId: string,
  id: string,
): Promise<BankTransactionRow> {
  return (await lockBankTransactions(db, businessId, [id])).get(id.toLowerCase())!;
}
