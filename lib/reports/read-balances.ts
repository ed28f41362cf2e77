import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { queryRows } from "../db/query-rows";
import { monthStart, yearStart } from "../ledger/rollup-periods";
import { addDays } from "../time/business-date";

/** Debits less credits of one account and flow class, at the end of the day before `start` and at the end of `end`. */
export interface BalanceRow {
  accountId: string;
  flowClass: string;
  openingCents: number;
  closingCents: number;
}

export interface BalanceDates {
  /** Without it the opening is 0 (nothing before the beginning). */
  start?: string;
  end: string;
  /** Only this account (the general ledger's opening and closing balances). */
  accountId?: string;
}

/** Where balances come from: the roll-ups (every report), or the journal itself (tests and the bench's comparison). */
export type BalanceSource = "rollups" | "journal";

type Row = Record<string, unknown> & {
  account_id: string;
  flow_class: string;
  opening_cents: number | string;
  closing_cents: number | string;
};

/**
 * Roll-up rows making up the balance at the end of `date`: whole years before its year, its year's months before its
 * month, its month's days up to it. Three index ranges of (business_id, period, period_start).
 */
function rollupsUpTo(date: string): SQL {
  const year = yearStart(date);
  const month = monthStart(date);
  return sql`((r.period = 'year' and r.period_start < ${year})
    or (r.period = 'month' and r.period_start >= ${year} and r.period_start < ${month})
    or (r.period = 'day' and r.period_start >= ${month} and r.period_start <= ${date}))`;
}

const onlyAccount = (column: SQL, accountId: string | undefined) =>
  accountId ? sql` and ${column} = ${accountId}` : sql``;

function rollupQuery(businessId: string, { start, end, accountId }: BalanceDates): SQL {
  const atEnd = rollupsUpTo(end);
  const beforeStart = start ? rollupsUpTo(addDays(start, -1)) : sql`false`;
  return sql`select r.account_id, r.flow_class,
      coalesce(sum(r.debit_cents - r.credit_cents) filter (where ${beforeStart}), 0)::bigint as opening_cents,
      coalesce(sum(r.debit_cents - r.credit_cents) filter (where ${atEnd}), 0)::bigint as closing_cents
    from ledger_balance_rollups r
    where r.business_id = ${businessId}${onlyAccount(sql`r.account_id`, accountId)}
      and (${atEnd} or ${beforeStart})
    group by r.account_id, r.flow_class`;
}

function journalQuery(businessId: string, { start, end, accountId }: BalanceDates): SQL {
  const beforeStart = start ? sql`l.entry_date < ${start}` : sql`false`;
  return sql`select l.account_id, l.flow_class,
      coalesce(sum(l.debit_cents - l.credit_cents) filter (where ${beforeStart}), 0)::bigint as opening_cents,
      coalesce(sum(l.debit_cents - l.credit_cents), 0)::bigint as closing_cents
    from journal_lines l
    where l.business_id = ${businessId}${onlyAccount(sql`l.account_id`, accountId)} and l.entry_date <= ${end}
    group by l.account_id, l.flow_class`;
}

/** Every account and flow class that moved by `end`, with its balances at both dates. */
export async function readBalances(
  db: Db,
  businessId: string,
  dates: BalanceDates,
  source: BalanceSource = "rollups",
): Promise<BalanceRow[]> {
  const query = source === "rollups" ? rollupQuery(businessId, dates) : journalQuery(businessId, dates);
  const rows = await queryRows<Row>(db, query);
  return rows.map((row) => ({
    accountId: row.account_id,
    flowClass: row.flow_class,
    openingCents: Number(row.opening_cents),
    closingCents: Number(row.closing_cents),
  }));
}
