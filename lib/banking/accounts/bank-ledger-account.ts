import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, bankAccounts } from "../../db/schema";
import { ApiError, isApiError } from "../../http/api-error";
import type { AccountRow } from "../../ledger/account-serializer";
import { createAccount } from "../../ledger/create-account";

const FIRST_CODE = 1001;
const ATTEMPTS = 50;

/**
 * A new cash account for a bank account: the next free code from 1001 on, named after it. Two creates racing for a
 * code: the loser tries the next one.
 */
export async function createBankLedgerAccount(tx: Db, businessId: string, name: string): Promise<AccountRow> {
  const taken = new Set(
    (await tx.select({ code: accounts.code }).from(accounts).where(eq(accounts.businessId, businessId))).map(
      (row) => row.code,
    ),
  );
  let code = FIRST_CODE;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    while (taken.has(String(code))) code++;
    try {
      return await tx.transaction((savepoint) =>
        createAccount(savepoint, businessId, {
          code: String(code),
          name,
          classification: "current_asset",
          subtype: "Cash and cash equivalents",
          cash_flow_tag: "cash_equivalent",
        }),
      );
    } catch (error) {
      if (!isApiError(error) || error.code !== "conflict") throw error;
      taken.add(String(code));
    }
  }
  throw ApiError.conflict(
    "No free account code for the bank account's ledger account: give mapped_account_id.",
  );
}

/**
 * An existing account a bank account may be mapped to: a cash account (current asset tagged cash_equivalent) of the
 * business, not archived, and not mapped by another active bank account.
 */
export async function usableLedgerAccount(
  tx: Db,
  businessId: string,
  accountId: string,
): Promise<AccountRow> {
  const refuse = (message: string) => ApiError.validation({ mapped_account_id: [message] });
  const [account] = await tx
    .select()
    .from(accounts)
    .where(and(eq(accounts.businessId, businessId), eq(accounts.id, accountId.toLowerCase())));
  if (!account) throw refuse("No account with this id in this business.");
  if (account.isArchived) throw refuse(`Account ${account.code} is archived.`);
  if (account.classification !== "current_asset" || account.cashFlowTag !== "cash_equivalent") {
    throw refuse(`Account ${account.code} is not a cash account (a current asset tagged cash_equivalent).`);
  }
  const [mapped] = await tx
    .select({ id: bankAccounts.id, name: bankAccounts.displayName })
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.businessId, businessId),
        eq(bankAccounts.ledgerAccountId, account.id),
        eq(bankAccounts.isActive, true),
      ),
    );
  if (mapped) throw refuse(`Account ${account.code} is already mapped to bank account ${mapped.name}.`);
  return account;
}
