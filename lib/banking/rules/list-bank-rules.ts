import { and, count, desc, eq, ilike, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsPattern } from "../../db/like-pattern";
import { queryRows } from "../../db/query-rows";
import { bankRules } from "../../db/schema";
import { pageOffset } from "../../http/pagination";
import type { BankRuleSuggestion, ListBankRulesQuery } from "../../schemas/bank-rule";
import type { BankDirection } from "../../schemas/bank-values";
import { RULE_OFFER_THRESHOLD } from "../categorization/suggested-rule";

/** `GET /bank-rules/`: newest first (then id), with the total. */
export async function listBankRules(db: Db, businessId: string, filters: ListBankRulesQuery) {
  const conditions: SQL[] = [eq(bankRules.businessId, businessId)];
  if (filters.is_active !== undefined) conditions.push(eq(bankRules.isActive, filters.is_active));
  if (filters.account_id) conditions.push(eq(bankRules.accountId, filters.account_id));
  if (filters.search) conditions.push(ilike(bankRules.counterpartyContains, containsPattern(filters.search)));
  const where = and(...conditions);
  const { limit, offset } = pageOffset(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bankRules)
      .where(where)
      .orderBy(desc(bankRules.createdAt), desc(bankRules.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(bankRules).where(where),
  ]);
  return { rows, total: total!.value };
}

/**
 * `GET /bank-rules/suggestions/`: the rules worth offering (issue 13.5): counterparties whose transactions of one
 * direction were categorized by hand to one account at least three times, that no active rule covers yet. Most
 * frequent first; at most 50.
 */
export async function bankRuleSuggestions(db: Db, businessId: string): Promise<BankRuleSuggestion[]> {
  const rows = await queryRows<{
    counterparty: string;
    direction: BankDirection;
    account_id: string;
    account_code: string;
    account_name: string;
    match_count: string;
  }>(
    db,
    sql`select min(t.counterparty_name) as counterparty, t.direction, t.account_id, a.code as account_code,
        a.name as account_name, count(*) as match_count
      from bank_transactions t
      join accounts a on a.business_id = t.business_id and a.id = t.account_id
      where t.business_id = ${businessId} and t.status = 'categorized' and t.parent_id is null
        and t.categorized_by = 'manual' and t.counterparty_name is not null and a.is_archived = false
      group by lower(t.counterparty_name), t.direction, t.account_id, a.code, a.name
      having count(*) >= ${RULE_OFFER_THRESHOLD}
        and not exists (select 1 from bank_rules r
          where r.business_id = ${businessId} and r.is_active
            and (r.direction is null or r.direction = t.direction)
            and position(lower(r.counterparty_contains) in lower(min(t.counterparty_name))) > 0)
      order by count(*) desc, lower(t.counterparty_name)
      limit 50`,
  );
  return rows.map((row) => ({
    counterparty_contains: row.counterparty,
    direction: row.direction,
    account_id: row.account_id,
    account_code: row.account_code,
    account_name: row.account_name,
    match_count: Number(row.match_count),
  }));
}
