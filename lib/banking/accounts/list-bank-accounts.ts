import { and, asc, desc, eq, gte, ilike, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { BusinessRow } from "../../businesses/business-serializer";
import type { Db } from "../../db/client";
import { containsPattern } from "../../db/like-pattern";
import { bankAccounts } from "../../db/schema";
import { pageOffset } from "../../http/pagination";
import type { BankAccountStatistics, ListBankAccountsQuery } from "../../schemas/bank-account";
import { instantInZone } from "../../time/zoned-time";
import type { BankAccountRow } from "./bank-account-row";

const ORDER_COLUMNS = {
  created_at: bankAccounts.createdAt,
  display_name: bankAccounts.displayName,
  balance_cents: bankAccounts.balanceCents,
  updated_at: bankAccounts.updatedAt,
};

function conditionsOf(business: BusinessRow, filters: ListBankAccountsQuery): SQL[] {
  const at = (value: string) => instantInZone(value, business.timezone);
  const conditions: SQL[] = [eq(bankAccounts.businessId, business.id)];
  const add = (condition: SQL | undefined) => condition && conditions.push(condition);
  if (filters.business_id && filters.business_id !== business.id) add(sql`false`);
  if (filters.business_name && !business.name.toLowerCase().includes(filters.business_name.toLowerCase())) {
    add(sql`false`);
  }
  if (filters.account_key) add(ilike(bankAccounts.accountKey, containsPattern(filters.account_key)));
  if (filters.balance_min !== undefined)
    add(gte(bankAccounts.balanceCents, Math.ceil(filters.balance_min * 100)));
  if (filters.balance_max !== undefined)
    add(lte(bankAccounts.balanceCents, Math.floor(filters.balance_max * 100)));
  if (filters.bank_link_status) add(eq(bankAccounts.bankLinkStatus, filters.bank_link_status));
  if (filters.currency) add(eq(bankAccounts.currency, filters.currency));
  if (filters.display_name) add(sql`lower(${bankAccounts.displayName}) = lower(${filters.display_name})`);
  if (filters.first_sync_after) add(gte(bankAccounts.firstSyncedAt, at(filters.first_sync_after)));
  if (filters.first_sync_before) add(lte(bankAccounts.firstSyncedAt, at(filters.first_sync_before)));
  if (filters.has_been_synced !== undefined) {
    add(filters.has_been_synced ? isNotNull(bankAccounts.firstSyncedAt) : isNull(bankAccounts.firstSyncedAt));
  }
  if (filters.has_mapped_account === false) add(sql`false`);
  if (filters.mapped_account_id) add(eq(bankAccounts.ledgerAccountId, filters.mapped_account_id));
  if (filters.is_active !== undefined) add(eq(bankAccounts.isActive, filters.is_active));
  if (filters.provider) add(sql`lower(${bankAccounts.provider}) = lower(${filters.provider})`);
  if (filters.updated_after) add(gte(bankAccounts.updatedAt, at(filters.updated_after)));
  if (filters.updated_before) add(lte(bankAccounts.updatedAt, at(filters.updated_before)));
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    const isBusinessNameMatch = business.name.toLowerCase().includes(filters.search.toLowerCase());
    add(
      or(
        ilike(bankAccounts.displayName, pattern),
        ilike(bankAccounts.officialName, pattern),
        ilike(bankAccounts.accountKey, pattern),
        ilike(bankAccounts.mask, pattern),
        isBusinessNameMatch ? sql`true` : sql`false`,
      ),
    );
  }
  return conditions;
}

/**
 * extensions.md §1.1: a page of the business's bank accounts (newest first unless `ordering` says otherwise, ties by
 * id) and the statistics of everything the filters match. A business has a handful of bank accounts, so the
 * statistics are summed over the matching rows here.
 */
export async function listBankAccounts(db: Db, business: BusinessRow, filters: ListBankAccountsQuery) {
  const where = and(...conditionsOf(business, filters));
  const ordering = filters.ordering ?? [{ field: "created_at" as const, isDescending: true }];
  const isLastDescending = ordering.at(-1)!.isDescending;
  const { limit, offset } = pageOffset(filters);
  const matching = await db
    .select()
    .from(bankAccounts)
    .where(where)
    .orderBy(
      ...ordering.map((term) => (term.isDescending ? desc : asc)(ORDER_COLUMNS[term.field])),
      (isLastDescending ? desc : asc)(bankAccounts.id),
    );
  return {
    rows: matching.slice(offset, offset + limit),
    total: matching.length,
    statistics: statisticsOf(matching),
  };
}

function statisticsOf(rows: readonly BankAccountRow[]): BankAccountStatistics {
  const tally = (key: (row: BankAccountRow) => string) =>
    rows.reduce<Record<string, number>>((counts, row) => {
      counts[key(row)] = (counts[key(row)] ?? 0) + 1;
      return counts;
    }, {});
  const balances = rows.map((row) => row.balanceCents);
  const total = balances.reduce((sum, cents) => sum + cents, 0);
  const synced = rows.filter((row) => row.firstSyncedAt).length;
  const active = rows.filter((row) => row.isActive).length;
  return {
    total: rows.length,
    active,
    inactive: rows.length - active,
    synced,
    never_synced: rows.length - synced,
    mapped: rows.length,
    unmapped: 0,
    by_provider: tally((row) => row.provider),
    by_currency: tally((row) => row.currency),
    balance: {
      total_cents: total,
      average_cents: rows.length ? Math.round(total / rows.length) : 0,
      minimum_cents: rows.length ? Math.min(...balances) : null,
      maximum_cents: rows.length ? Math.max(...balances) : null,
      account_count: rows.length,
    },
  };
}
