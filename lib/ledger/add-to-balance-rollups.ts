import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { param } from "../db/prepared";
import { ledgerBalanceRollups } from "../db/schema";
import { ROLLUP_STRIPES, rollupPeriodStarts } from "./rollup-periods";

export interface RollupLine {
  accountId: string;
  flowClass: string;
  debitCents: number;
  creditCents: number;
}

/** The roll-up rows of one entry as parallel arrays: the parameters of the statement below. */
export interface RollupRows {
  rollupPeriods: string[];
  rollupPeriodStarts: string[];
  rollupAccountIds: string[];
  rollupFlowClasses: string[];
  rollupDebits: number[];
  rollupCredits: number[];
}

/**
 * An entry's lines summed per account and flow class, for the day, month and year of its date, in key order: rows go
 * in that order so two transactions on the same stripe lock them in the same order. An entry has at least two lines,
 * so there is always a row to add.
 */
export function rollupRows(entryDate: string, lines: readonly RollupLine[]): RollupRows {
  const sums = new Map<string, RollupLine>();
  for (const line of lines) {
    const key = `${line.accountId}|${line.flowClass}`;
    const sum = sums.get(key) ?? { ...line, debitCents: 0, creditCents: 0 };
    sum.debitCents += line.debitCents;
    sum.creditCents += line.creditCents;
    sums.set(key, sum);
  }
  const grouped = [...sums.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, sum]) => sum);
  const rows: RollupRows = {
    rollupPeriods: [],
    rollupPeriodStarts: [],
    rollupAccountIds: [],
    rollupFlowClasses: [],
    rollupDebits: [],
    rollupCredits: [],
  };
  for (const [period, periodStart] of rollupPeriodStarts(entryDate)) {
    for (const sum of grouped) {
      rows.rollupPeriods.push(period);
      rows.rollupPeriodStarts.push(periodStart);
      rows.rollupAccountIds.push(sum.accountId);
      rows.rollupFlowClasses.push(sum.flowClass);
      rows.rollupDebits.push(sum.debitCents);
      rows.rollupCredits.push(sum.creditCents);
    }
  }
  return rows;
}

/**
 * The statement that adds rollupRows to the day, month and year roll-ups, not yet run: the ledger runs it as part of
 * its posting statement, in the posting transaction, with the rows as array parameters (so its text is the same for
 * every entry). The stripe is the transaction id modulo ROLLUP_STRIPES: concurrent transactions mostly add to
 * different rows of a hot account (accounts payable on a busy day), while all postings of one transaction share one.
 */
export function addToBalanceRollups(tx: Db) {
  const rows = sql`select ${param("businessId")}::uuid, r.period, r.period_start, r.account_id, r.flow_class,
      (txid_current() % ${sql.raw(String(ROLLUP_STRIPES))})::smallint, r.debit_cents, r.credit_cents
    from unnest(${param("rollupPeriods")}::text[], ${param("rollupPeriodStarts")}::date[],
      ${param("rollupAccountIds")}::uuid[], ${param("rollupFlowClasses")}::text[],
      ${param("rollupDebits")}::bigint[], ${param("rollupCredits")}::bigint[])
      with ordinality as r(period, period_start, account_id, flow_class, debit_cents, credit_cents, n)
    order by r.n`;
  return tx
    .insert(ledgerBalanceRollups)
    .select(rows)
    .onConflictDoUpdate({
      target: [
        ledgerBalanceRollups.businessId,
        ledgerBalanceRollups.period,
        ledgerBalanceRollups.periodStart,
        ledgerBalanceRollups.accountId,
        ledgerBalanceRollups.flowClass,
        ledgerBalanceRollups.stripe,
      ],
      set: {
        debitCents: sql`${ledgerBalanceRollups.debitCents} + excluded.debit_cents`,
        creditCents: sql`${ledgerBalanceRollups.creditCents} + excluded.credit_cents`,
      },
    });
}

/**
 * The roll-up rows of several entries as one set: rows with the same period, start, account and flow class summed
 * (one statement may not update a row twice), in key order like rollupRows, so concurrent writers lock alike.
 */
export function mergeRollupRows(parts: readonly RollupRows[]): RollupRows {
  const order = new Map<string, number>(["day", "month", "year"].map((period, index) => [period, index]));
  const sums = new Map<string, { key: string[]; debit: number; credit: number }>();
  for (const part of parts) {
    part.rollupPeriods.forEach((period, index) => {
      const key = [
        period,
        part.rollupPeriodStarts[index]!,
        part.rollupAccountIds[index]!,
        part.rollupFlowClasses[index]!,
      ];
      const id = key.join("|");
      const sum = sums.get(id) ?? { key, debit: 0, credit: 0 };
      sum.debit += part.rollupDebits[index]!;
      sum.credit += part.rollupCredits[index]!;
      sums.set(id, sum);
    });
  }
  const sorted = [...sums.values()].sort((a, b) => {
    const byPeriod = order.get(a.key[0]!)! - order.get(b.key[0]!)!;
    if (byPeriod !== 0) return byPeriod;
    const left = a.key.slice(1).join("|");
    const right = b.key.slice(1).join("|");
    return left < right ? -1 : left > right ? 1 : 0;
  });
  return {
    rollupPeriods: sorted.map((sum) => sum.key[0]!),
    rollupPeriodStarts: sorted.map((sum) => sum.key[1]!),
    rollupAccountIds: sorted.map((sum) => sum.key[2]!),
    rollupFlowClasses: sorted.map((sum) => sum.key[3]!),
    rollupDebits: sorted.map((sum) => sum.debit),
    rollupCredits: sorted.map((sum) => sum.credit),
  };
}
