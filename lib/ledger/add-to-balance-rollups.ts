import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { ledgerBalanceRollups } from "../db/schema";
import { ROLLUP_STRIPES, rollupPeriodStarts } from "./rollup-periods";

export interface RollupLine {
  accountId: string;
  flowClass: string;
  debitCents: number;
  creditCents: number;
}

/**
 * The statement that adds an entry's lines to the day, month and year roll-ups, not yet run: the ledger runs it as
 * part of its posting statement, in the posting transaction. The stripe is the transaction id modulo
 * ROLLUP_STRIPES: concurrent transactions mostly add to different rows of a hot account (accounts payable on a busy
 * day), while all postings of one transaction share a stripe. Rows go in key order so two transactions on the same
 * stripe lock them in the same order. An entry has at least two lines, so there is always a row to add.
 */
export function addToBalanceRollups(
  tx: Db,
  businessId: string,
  entryDate: string,
  lines: readonly RollupLine[],
) {
  const sums = new Map<string, RollupLine>();
  for (const line of lines) {
    const key = `${line.accountId}|${line.flowClass}`;
    const sum = sums.get(key) ?? { ...line, debitCents: 0, creditCents: 0 };
    sum.debitCents += line.debitCents;
    sum.creditCents += line.creditCents;
    sums.set(key, sum);
  }
  const grouped = [...sums.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, sum]) => sum);
  const stripe = sql`(txid_current() % ${ROLLUP_STRIPES})::smallint`;
  const rows = rollupPeriodStarts(entryDate).flatMap(([period, periodStart]) =>
    grouped.map((sum) => ({
      businessId,
      period,
      periodStart,
      accountId: sum.accountId,
      flowClass: sum.flowClass,
      stripe,
      debitCents: sum.debitCents,
      creditCents: sum.creditCents,
    })),
  );
  return tx
    .insert(ledgerBalanceRollups)
    .values(rows)
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
