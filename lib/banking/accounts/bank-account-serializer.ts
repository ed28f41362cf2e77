import { and, eq, inArray } from "drizzle-orm";
import type { BusinessRow } from "../../businesses/business-serializer";
import type { Db } from "../../db/client";
import { accounts } from "../../db/schema";
import type { BankAccountResponse } from "../../schemas/bank-account";
import type { BankLinkStatus } from "../../schemas/bank-values";
import type { BankAccountRow } from "./bank-account-row";
import { loadBankAccountFigures } from "./bank-account-figures";

/** The one bank account serializer: extensions.md §1.1–1.2's fields in every response, plus ours (docs/banking.md). */
export async function serializeBankAccounts(
  db: Db,
  business: BusinessRow,
  rows: readonly BankAccountRow[],
): Promise<BankAccountResponse[]> {
  const ledgerIds = [...new Set(rows.map((row) => row.ledgerAccountId))];
  const [ledgerAccounts, figures] = await Promise.all([
    ledgerIds.length
      ? db
          .select({ id: accounts.id, code: accounts.code, name: accounts.name })
          .from(accounts)
          .where(and(eq(accounts.businessId, business.id), inArray(accounts.id, ledgerIds)))
      : [],
    loadBankAccountFigures(db, business.id, rows),
  ]);
  const ledgerById = new Map(ledgerAccounts.map((account) => [account.id, account]));
  return rows.map((row) => {
    const ledger = ledgerById.get(row.ledgerAccountId)!;
    return {
      type: "BankAccount",
      id: row.id,
      business_id: row.businessId,
      business_name: business.name,
      display_name: row.displayName,
      official_name: row.officialName,
      mask: row.mask,
      balance: row.balanceCents / 100,
      balance_cents: row.balanceCents,
      ledger_balance_cents: figures.ledgerBalances.get(row.ledgerAccountId) ?? 0,
      currency: row.currency,
      is_active: row.isActive,
      bank_link_status: row.bankLinkStatus as BankLinkStatus,
      provider: row.provider,
      account_key: row.accountKey,
      bank_link_id: null,
      mapped_account: row.ledgerAccountId,
      mapped_account_code: ledger.code,
      mapped_account_name: ledger.name,
      external_id: row.externalId,
      opening_balance_cents: row.openingBalanceCents,
      opening_balance_date: row.openingBalanceDate,
      opening_journal_entry_id: row.openingEntryId,
      uncategorized_count: figures.uncategorizedCounts.get(row.id) ?? 0,
      first_synced_at: row.firstSyncedAt?.toISOString() ?? null,
      last_synced_at: row.lastSyncedAt?.toISOString() ?? null,
      last_reconciled_date: figures.lastReconciledDates.get(row.id) ?? null,
      archived_at: row.archivedAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

export async function serializeBankAccount(db: Db, business: BusinessRow, row: BankAccountRow) {
  const [serialized] = await serializeBankAccounts(db, business, [row]);
  return serialized!;
}
