import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { queryRows } from "../db/query-rows";
import { rollupPieces } from "./report-periods";

export interface PeriodMovement {
  /** Index of the period in the list asked for. */
  period: number;
  accountId: string;
  /** Debits less credits dated in the period. */
  cents: number;
}

type Row = Record<string, unknown> & { period: number | string; account_id: string; cents: number | string };

/**
 * Each account's movement in each period, in one query over the roll-ups: every period is cut into year, month and
 * day rows (rollupPieces), so a year of monthly periods reads twelve month rows per account, not the journal.
 */
export async function readPeriodMovements(
  db: Db,
  businessId: string,
  periods: readonly { start: string; end: string }[],
): Promise<PeriodMovement[]> {
  const pieces = periods.flatMap((period, index) =>
    rollupPieces(period.start, period.end).map(
      (piece) => sql`(${index}::int, ${piece.period}::text, ${piece.from}::date, ${piece.to}::date)`,
    ),
  );
  if (pieces.length === 0) return [];
  const rows = await queryRows<Row>(
    db,
    sql`with pieces(period, granularity, from_date, to_date) as (values ${sql.join(pieces, sql`, `)})
      select p.period, r.account_id, sum(r.debit_cents - r.credit_cents)::bigint as cents
      from pieces p
      join ledger_balance_rollups r on r.business_id = ${businessId} and r.period = p.granularity
        and r.period_start between p.from_date and p.to_date
      group by p.period, r.account_id`,
  );
  return rows.map((row) => ({
    period: Number(row.period),
    accountId: row.account_id,
    cents: Number(row.cents),
  }));
}
