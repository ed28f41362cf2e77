import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/query-rows";

/** Debits and credits posted to one account itself (not its descendants), ever and in one month if asked. */
export interface AccountTotals {
  debitCents: number;
  creditCents: number;
  /** Debits less credits in the asked month; 0 without one. */
  periodNetCents: number;
}

export interface PeriodMonth {
  year: number;
  month: number;
}

type Row = Record<string, unknown> & {
  account_id: string;
  debit_cents: number | string;
  credit_cents: number | string;
  period_net_cents: number | string;
};

const monthStartOf = ({ year, month }: PeriodMonth) => `${year}-${String(month).padStart(2, "0")}-01`;

/**
 * Every moved account's totals, read from the year roll-ups (each year row already sums its months and days, so the
 * year rows alone cover all time) and, for `period`, that month's rows: one index range per business.
 */
export async function readChartTotals(
  db: Db,
  businessId: string,
  period?: PeriodMonth,
): Promise<Map<string, AccountTotals>> {
  const month = period ? monthStartOf(period) : null;
  const rows = await queryRows<Row>(
    db,
    sql`select r.account_id,
        coalesce(sum(r.debit_cents) filter (where r.period = 'year'), 0)::bigint as debit_cents,
        coalesce(sum(r.credit_cents) filter (where r.period = 'year'), 0)::bigint as credit_cents,
        coalesce(sum(r.debit_cents - r.credit_cents)
          filter (where r.period = 'month' and r.period_start = ${month}::date), 0)::bigint as period_net_cents
      from ledger_balance_rollups r
      where r.business_id = ${businessId}
        and (r.period = 'year' or (r.period = 'month' and r.period_start = ${month}::date))
      group by r.account_id`,
  );
  return new Map(
    rows.map((row) => [
      row.account_id,
      {
        debitCents: Number(row.debit_cents),
        creditCents: Number(row.credit_cents),
        periodNetCents: Number(row.period_net_cents),
      },
    ]),
  );
}
