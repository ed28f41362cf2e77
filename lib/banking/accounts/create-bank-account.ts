import { and, eq } from "drizzle-orm";
import type { BusinessRow } from "../../businesses/business-serializer";
import type { Db } from "../../db/client";
import { bankAccounts } from "../../db/schema";
import { isUniqueViolation } from "../../db/unique-violation";
import { ApiError } from "../../http/api-error";
import type { CreateBankAccountInput } from "../../schemas/bank-account";
import type { BankAccountRow } from "./bank-account-row";
import { createBankLedgerAccount, usableLedgerAccount } from "./bank-ledger-account";
import { postOpeningBalance } from "./opening-balance-entry";

/**
 * `POST /bank-accounts/`: a bank account mapped to a new cash account of the chart (or the existing one named), with
 * its opening balance posted. A known external_id returns that account (`isNew: false`) and creates nothing, also when
 * two creates race. Any refusal stores nothing.
 */
export async function createBankAccount(
  db: Db,
  business: BusinessRow,
  input: CreateBankAccountInput,
  now = new Date(),
): Promise<{ account: BankAccountRow; isNew: boolean }> {
  const currency = input.currency ?? business.baseCurrency;
  if (currency !== business.baseCurrency) {
    throw ApiError.validation({
      currency: [`Bank accounts are in the base currency, ${business.baseCurrency}, for now.`],
    });
  }
  const known = await findByExternalId(db, business.id, input.external_id);
  if (known) return { account: known, isNew: false };
  try {
    return await db.transaction(async (tx) => {
      const ledgerAccount = input.mapped_account_id
        ? await usableLedgerAccount(tx, business.id, input.mapped_account_id)
        : await createBankLedgerAccount(tx, business.id, input.display_name);
      const openingCents = input.opening_balance_cents ?? 0;
      const [inserted] = await tx
        .insert(bankAccounts)
        .values({
          businessId: business.id,
          externalId: input.external_id ?? null,
          displayName: input.display_name,
          officialName: input.official_name ?? null,
          mask: input.mask ?? null,
          currency,
          accountKey: input.account_key ?? input.external_id ?? input.display_name,
          provider: input.provider,
          ledgerAccountId: ledgerAccount.id,
          openingBalanceCents: openingCents,
          openingBalanceDate: input.opening_balance_date ?? null,
          balanceCents: openingCents,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const openingEntryId = await postOpeningBalance(tx, business.id, {
        bankAccountId: inserted!.id,
        displayName: inserted!.displayName,
        ledgerAccountId: ledgerAccount.id,
        cents: openingCents,
        date: inserted!.openingBalanceDate,
      });
      if (!openingEntryId) return { account: inserted!, isNew: true };
      const [account] = await tx
        .update(bankAccounts)
        .set({ openingEntryId })
        .where(and(eq(bankAccounts.businessId, business.id), eq(bankAccounts.id, inserted!.id)))
        .returning();
      return { account: account!, isNew: true };
    });
  } catch (error) {
    if (isUniqueViolation(error, "bank_accounts_business_external_id_key")) {
      return { account: (await findByExternalId(db, business.id, input.external_id))!, isNew: false };
    }
    if (isUniqueViolation(error, "bank_accounts_business_ledger_account_key")) {
      throw ApiError.conflict("Another bank account was just mapped to this ledger account.", {
        mapped_account_id: ["Already mapped to another bank account."],
      });
    }
    throw error;
  }
}

async function findByExternalId(db: Db, businessId: string, externalId: string | undefined) {
  if (externalId === undefined) return undefined;
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.businessId, businessId), eq(bankAccounts.externalId, externalId)));
  return row;
}
