import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bankAccounts } from "../../db/schema";
import { ApiError } from "../../http/api-error";

export type BankAccountRow = typeof bankAccounts.$inferSelect;

/** A bank account of the business, under a row lock when `forUpdate` (imports and opening balance changes). */
export async function findBankAccount(
  db: Db,
  businessId: string,
  bankAccountId: string,
  { forUpdate = false, fieldPath }: { forUpdate?: boolean; fieldPath?: string } = {},
): Promise<BankAccountRow> {
  const query = db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.businessId, businessId), eq(bankAccounts.id, bankAccountId.toLowerCase())));
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row) {
    if (fieldPath)
      throw ApiError.validation({ [fieldPath]: ["No bank account with this id in this business."] });
    throw ApiError.notFound("Bank account");
  }
  return row;
}

/** Imports and postings need an active account: an archived one is kept for its history only. */
export function assertActive(account: BankAccountRow) {
  if (!account.isActive) {
    throw ApiError.conflict(`Bank account ${account.displayName} is archived: unarchive it first.`);
  }
}
