import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { queryRows } from "../db/query-rows";

export interface RollupTotal {
  period: string;
  periodStart: string;
  accountId: string;
  flowClass: string;
  debitCents: number;
  creditCents: number;
}

type Row = Record<string, unknown> & {
  period: string;
  period_start: string;
  account_id: string;
  flow_class: string;
  debit_cents: number | string;
  credit_cents: number | string;
};

const toTotals = (rows: Row[]): RollupTotal[] =>
  rows.map((row) => ({
    period: row.period,
    periodStart: String(row.period_start),
    accountId: row.account_id,
    flowClass: row.flow_class,
    debitCents: Number(row.debit_cents),
    creditCents: Number(row.credit_cents),
  }));

/** What the roll-ups of a business must hold, computed from its journal lines alone (as migration 0003 does). */
export async function recomputeRollups(db: Db, businessId: string): Promise<RollupTotal[]> {
  return toTotals(
    await queryRows<Row>(
      db,
      sql`select p.period, p.period_start::text as period_start, l.account_id, l.flow_class,
          sum(l.debit_cents)::bigint as debit_cents, sum(l.credit_cents)::bigint as credit_cents
        from journal_lines l
        cross join lateral (values
          ('day', l.entry_date),
          ('month', date_trunc('month', l.entry_date)::date),
          ('year', date_trunc('year', l.entry_date)::date)) as p(period, period_start)
        where l.business_id = ${businessId}
        group by 1, 2, 3, 4
        order by 1, 2, 3, 4`,
    ),
  );
}

/** The roll-ups of a business with their stripes summed, in the order of recomputeRollups. */
export async function readRollupTotals(db: Db, businessId: string): Promise<RollupTotal[]> {
  return toTotals(
    await queryRows<Row>(
      db,
      sql`select period, period_start::text as period_start, account_id, flow_class,
          sum(debit_cents)::bigint as debit_cents, sum(credit_cents)::bigint as credit_cents
        from ledger_balance_rollups
        where business_id = ${businessId}
        group by 1, 2, 3, 4
        having sum(debit_cents) <> 0 or sum(credit_cents) <> 0
        order by 1, 2, 3, 4`,
    ),
  );
}
