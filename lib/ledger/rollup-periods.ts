/** The granularities of ledger_balance_rollups: a balance at D sums earlier years, this year's months, this month's days. */
export const ROLLUP_PERIODS = ["day", "month", "year"] as const;
export type RollupPeriod = (typeof ROLLUP_PERIODS)[number];

/** Stripes a roll-up row is spread over; each transaction adds to one (txid mod this). */
export const ROLLUP_STRIPES = 8;

export const yearStart = (date: string) => `${date.slice(0, 4)}-01-01`;
export const monthStart = (date: string) => `${date.slice(0, 7)}-01`;

/** The row of each granularity a line dated `date` adds to. */
export function rollupPeriodStarts(date: string): [RollupPeriod, string][] {
  return [
    ["day", date],
    ["month", monthStart(date)],
    ["year", yearStart(date)],
  ];
}
