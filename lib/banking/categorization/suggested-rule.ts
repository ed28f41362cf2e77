import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/query-rows";
import type { SuggestedRule } from "../../schemas/bank-categorization";
import type { BankTransactionRow } from "../transactions/bank-transaction-row";

export const RULE_OFFER_THRESHOLD = 3;

/**
 * A rule to offer after a manual categorization (issue 13.5): when this counterparty's transactions of this
 * direction have been categorized by hand to this account at least three times and no active rule covers the
 * counterparty yet. Reads the counterparty index (bank_transactions_business_counterparty_idx).
 */
export async function suggestedRuleFor(tx: Db, row: BankTransactionRow): Promise<SuggestedRule | null> {
  const counterparty = row.counterpartyName?.trim();
  if (row.status !== "categorized" || !counterparty || !row.accountId) return null;
  const [found] = await queryRows<{ match_count: string; is_covered: boolean }>(
    tx,
    sql`select
        (select count(*) from bank_transactions t
          where t.business_id = ${row.businessId} and lower(t.counterparty_name) = lower(${counterparty})
            and t.status = 'categorized' and t.parent_id is null and t.account_id = ${row.accountId}
            and t.direction = ${row.direction} and t.categorized_by = 'manual') as match_count,
        exists (select 1 from bank_rules r
          where r.business_id = ${row.businessId} and r.is_active
            and (r.direction is null or r.direction = ${row.direction})
            and position(lower(r.counterparty_contains) in lower(${counterparty})) > 0) as is_covered`,
  );
  const matchCount = Number(found?.match_count ?? 0);
  if (!found || found.is_covered || matchCount < RULE_OFFER_THRESHOLD) return null;
  return {
    counterparty_contains: counterparty,
    direction: row.direction as "credit" | "debit",
    account_id: row.accountId,
    match_count: matchCount,
  };
}
