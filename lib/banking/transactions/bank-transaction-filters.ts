import { and, eq, gte, ilike, inArray, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { containsPattern } from "../../db/like-pattern";
import { bankTransactions as t } from "../../db/schema";
import type { ListBankTransactionsQuery } from "../../schemas/bank-transaction";
import type { CategorizationStatus } from "../../schemas/bank-values";

const isPartlyMatched = sql`(${t.status} = 'matched' and ${t.matchedCents} < ${t.amountCents})`;
const isFullyAccounted = sql`(${t.status} in ('categorized', 'split')
  or (${t.status} = 'matched' and ${t.matchedCents} = ${t.amountCents}))`;

/** categorization_status values as conditions on the stored status (bank-transaction-status.ts). */
function categorizationCondition(value: CategorizationStatus): SQL {
  switch (value) {
    case "pending":
      return sql`${t.status} = 'uncategorized'`;
    case "manual_review":
      return isPartlyMatched;
    case "categorized":
      return isFullyAccounted;
    case "excluded":
      return sql`${t.status} = 'excluded'`;
  }
}

/** The WHERE of a list query; every condition sits under the business id, where every index starts. */
export function bankTransactionConditions(businessId: string, filters: ListBankTransactionsQuery): SQL {
  const conditions: SQL[] = [eq(t.businessId, businessId)];
  const add = (condition: SQL | undefined) => condition && conditions.push(condition);
  if (filters.account_id) add(eq(t.accountId, filters.account_id));
  if (filters.bank_account_connection_id) add(eq(t.bankAccountId, filters.bank_account_connection_id));
  if (filters.date_from) add(gte(t.date, filters.date_from));
  if (filters.date_to) add(lte(t.date, filters.date_to));
  if (filters.direction) add(eq(t.direction, filters.direction));
  if (filters.categorization_status) add(or(...filters.categorization_status.map(categorizationCondition)));
  if (filters.status) add(inArray(t.status, filters.status));
  if (filters.transaction_type) add(eq(t.transactionType, filters.transaction_type));
  if (filters.source) add(inArray(t.source, filters.source));
  if (filters.currency) add(eq(t.currency, filters.currency));
  if (filters.amount_min !== undefined) add(gte(t.amountCents, filters.amount_min));
  if (filters.amount_max !== undefined) add(lte(t.amountCents, filters.amount_max));
  if (filters.is_reconciled !== undefined)
    add(filters.is_reconciled ? isFullyAccounted : sql`not ${isFullyAccounted}`);
  if (filters.needs_categorization !== undefined) {
    const needs = sql`(${t.status} = 'uncategorized' or ${isPartlyMatched})`;
    add(filters.needs_categorization ? needs : sql`not ${needs}`);
  }
  if (filters.is_categorized !== undefined) {
    add(filters.is_categorized ? isFullyAccounted : sql`not ${isFullyAccounted}`);
  }
  if (filters.has_parent !== undefined) add(filters.has_parent ? isNotNull(t.parentId) : isNull(t.parentId));
  if (filters.has_children !== undefined) {
    add(filters.has_children ? eq(t.status, "split") : sql`${t.status} <> 'split'`);
  }
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    add(
      or(
        ilike(t.description, pattern),
        ilike(t.counterpartyName, pattern),
        ilike(t.merchantName, pattern),
        ilike(t.reference, pattern),
      ),
    );
  }
  return and(...conditions)!;
}

const COUNTED_FILTERS = new Set([
  "page",
  "page_size",
  "ordering",
  "include_suggestions",
  "bank_account_connection_id",
  "status",
  "has_parent",
]);

/**
 * Whether the per-status counters (bank_transaction_counts) answer the query's count: no filter but the bank
 * account, stored statuses (categorization_status pending or excluded is one) and the level.
 */
export function countedStatuses(filters: ListBankTransactionsQuery): {
  isCounted: boolean;
  statuses?: string[];
} {
  const others = Object.entries(filters).filter(
    ([name, value]) => value !== undefined && !COUNTED_FILTERS.has(name) && name !== "categorization_status",
  );
  if (others.length > 0) return { isCounted: false };
  const fromCategorization = filters.categorization_status?.map((value) =>
    value === "pending" ? "uncategorized" : value === "excluded" ? "excluded" : undefined,
  );
  if (fromCategorization?.includes(undefined)) return { isCounted: false };
  let statuses: string[] | undefined = filters.status;
  if (fromCategorization) {
    const wanted = fromCategorization as string[];
    statuses = statuses ? statuses.filter((status) => wanted.includes(status)) : wanted;
  }
  return { isCounted: true, statuses };
}
