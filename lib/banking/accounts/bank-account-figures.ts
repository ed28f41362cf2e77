import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/query-rows";

export interface BankAccountFigures {
  /** Ledger account id → its balance over every posting (debits less credits). */
  ledgerBalances: Map<string, number>;
  /** Bank account id → top-level transactions still uncategorized. */
  uncategorizedCounts: Map<string, number>;
  /** Bank account id → end date of its latest reconciled statement. */
  lastReconciledDates: Map<string, string>;
}

/**
 * What a page of bank accounts shows beside its own columns, in three small queries: ledger balances from the year
 * roll-ups (every posting, whatever its date), counts from the per-status counters, and reconciliations.
 */
export async function loadBankAccountFigures(
  db: Db,
  businessId: string,
  accounts: readonly { id: string; ledgerAccountId: string }[],
): Promise<BankAccountFigures> {
  if (accounts.length === 0) {
    return { ledgerBalances: new Map(), uncategorizedCounts: new Map(), lastReconciledDates: new Map() };
  }
  const ledgerIds = sql.join(
    accounts.map((account) => sql`${account.ledgerAccountId}::uuid`),
    sql`, `,
  );
  const bankIds = sql.join(
    accounts.map((account) => sql`${account.id}::uuid`),
    sql`, `,
  );
  const [balances, counts, reconciled] = await Promise.all([
    queryRows<{ account_id: string; cents: string }>(
      db,
      sql`select account_id, coalesce(sum(debit_cents - credit_cents), 0)::bigint as cents
          from ledger_balance_rollups
          where business_id = ${businessId} and period = 'year' and account_id in (${ledgerIds})
          group by account_id`,
    ),
    queryRows<{ bank_account_id: string; count: string }>(
      db,
      sql`select bank_account_id, coalesce(sum(transaction_count), 0)::bigint as count
          from bank_transaction_counts
          where business_id = ${businessId} and bank_account_id in (${bankIds})
            and status = 'uncategorized' and is_child = 0
          group by bank_account_id`,
    ),
    queryRows<{ bank_account_id: string; end_date: string }>(
      db,
      sql`select bank_account_id, max(statement_end_date)::text as end_date
          from bank_statement_reconciliations
          where business_id = ${businessId} and bank_account_id in (${bankIds})
          group by bank_account_id`,
    ),
  ]);
  return {
    ledgerBalances: new Map(balances.map((row) => [row.account_id, Number(row.cents)])),
    uncategorizedCounts: new Map(counts.map((row) => [row.bank_account_id, Number(row.count)])),
    lastReconciledDates: new Map(reconciled.map((row) => [row.bank_account_id, row.end_date])),
  };
}
