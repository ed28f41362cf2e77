import { and, eq, lt } from "drizzle-orm";
import type { BusinessRow } from "../../businesses/business-serializer";
import type { Db } from "../../db/client";
import { bankAccounts, bankStatementReconciliations, bankTransactions } from "../../db/schema";
import { isUniqueViolation } from "../../db/unique-violation";
import { ApiError } from "../../http/api-error";
import type { UpdateBankAccountInput } from "../../schemas/bank-account";
import { findBankAccount, type BankAccountRow } from "./bank-account-row";
import { postOpeningBalance, reverseOpeningBalance } from "./opening-balance-entry";

/**
 * `PUT /bank-accounts/{id}/`: changes the fields sent (null clears an optional one). A new opening balance or date
 * reverses the old opening entry and posts the new one; refused (409) once a statement is reconciled, or when
 * transactions are dated before the new opening date.
 */
export async function updateBankAccount(
  db: Db,
  business: BusinessRow,
  bankAccountId: string,
  input: UpdateBankAccountInput,
  now = new Date(),
): Promise<BankAccountRow> {
  return db.transaction(async (tx) => {
    const account = await findBankAccount(tx, business.id, bankAccountId, { forUpdate: true });
    const openingCents = input.opening_balance_cents ?? account.openingBalanceCents;
    const openingDate =
      input.opening_balance_date === undefined ? account.openingBalanceDate : input.opening_balance_date;
    if (openingCents !== 0 && !openingDate) {
      throw ApiError.validation({
        opening_balance_date: ["Required with a non-zero opening_balance_cents."],
      });
    }
    const changes: Partial<BankAccountRow> = {
      displayName: input.display_name ?? account.displayName,
      officialName: input.official_name === undefined ? account.officialName : input.official_name,
      mask: input.mask === undefined ? account.mask : input.mask,
      bankLinkStatus: input.bank_link_status ?? account.bankLinkStatus,
      updatedAt: now,
    };
    if (openingCents !== account.openingBalanceCents || openingDate !== account.openingBalanceDate) {
      await assertOpeningChangeable(tx, business.id, account, openingDate);
      if (account.openingEntryId && account.openingBalanceDate) {
        await reverseOpeningBalance(tx, business.id, account.openingEntryId, account.openingBalanceDate);
      }
      changes.openingEntryId = await postOpeningBalance(tx, business.id, {
        bankAccountId: account.id,
        displayName: changes.displayName!,
        ledgerAccountId: account.ledgerAccountId,
        cents: openingCents,
        date: openingDate,
      });
      changes.openingBalanceCents = openingCents;
      changes.openingBalanceDate = openingDate;
      changes.balanceCents = account.balanceCents + openingCents - account.openingBalanceCents;
    }
    const [updated] = await tx
      .update(bankAccounts)
      .set(changes)
      .where(and(eq(bankAccounts.businessId, business.id), eq(bankAccounts.id, account.id)))
      .returning();
    return updated!;
  });
}

async function assertOpeningChangeable(
  tx: Db,
  businessId: string,
  account: BankAccountRow,
  date: string | null,
) {
  const [reconciled] = await tx
    .select({ id: bankStatementReconciliations.id })
    .from(bankStatementReconciliations)
    .where(
      and(
        eq(bankStatementReconciliations.businessId, businessId),
        eq(bankStatementReconciliations.bankAccountId, account.id),
      ),
    )
    .limit(1);
  if (reconciled) {
    throw ApiError.conflict(
      "The opening balance cannot change once a statement is reconciled: undo it first.",
    );
  }
  if (!date) return;
  const [earlier] = await tx
    .select({ date: bankTransactions.date })
    .from(bankTransactions)
    .where(
      and(
        eq(bankTransactions.businessId, businessId),
        eq(bankTransactions.bankAccountId, account.id),
        lt(bankTransactions.date, date),
      ),
    )
    .limit(1);
  if (earlier) {
    throw ApiError.conflict(`Transactions are dated before ${date}.`, {
      opening_balance_date: [`A transaction is dated ${earlier.date}, before this date.`],
    });
  }
}

/** `DELETE /bank-accounts/{id}/`: archives (imports are refused; the history stays). Archiving twice changes nothing. */
export async function archiveBankAccount(
  db: Db,
  businessId: string,
  bankAccountId: string,
  now = new Date(),
) {
  const account = await findBankAccount(db, businessId, bankAccountId);
  if (!account.isActive) return account;
  const [archived] = await db
    .update(bankAccounts)
    .set({ isActive: false, archivedAt: now, updatedAt: now })
    .where(and(eq(bankAccounts.businessId, businessId), eq(bankAccounts.id, account.id)))
    .returning();
  return archived!;
}

/** `POST /bank-accounts/{id}/unarchive/`: 409 when another active bank account took its ledger account meanwhile. */
export async function unarchiveBankAccount(
  db: Db,
  businessId: string,
  bankAccountId: string,
  now = new Date(),
) {
  const account = await findBankAccount(db, businessId, bankAccountId);
  if (account.isActive) return account;
  try {
    return await db.transaction(async (tx) => {
      const [restored] = await tx
        .update(bankAccounts)
        .set({ isActive: true, archivedAt: null, updatedAt: now })
        .where(and(eq(bankAccounts.businessId, businessId), eq(bankAccounts.id, account.id)))
        .returning();
      return restored!;
    });
  } catch (error) {
    if (isUniqueViolation(error, "bank_accounts_business_ledger_account_key")) {
      throw ApiError.conflict("Another active bank account is mapped to this one's ledger account.");
    }
    throw error;
  }
}
