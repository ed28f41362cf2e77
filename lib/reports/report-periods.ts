import { addDays } from "../time/business-date";
import type { RollupPeriod } from "../ledger/rollup-periods";
import type { GRANULARITIES } from "../schemas/insights";

export type Granularity = (typeof GRANULARITIES)[number];

export interface ReportPeriod {
  start: string;
  end: string;
  /** `2025-03`, `2025-Q1` or `2025`: the calendar period the slice belongs to. */
  label: string;
}

const MONTHS_PER: Record<Granularity, number> = { monthly: 1, quarterly: 3, yearly: 12 };

/** The first day of the month `months` after the month of `date`. */
function addMonths(date: string, months: number): string {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + months;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}-01`;
}

function labelOf(periodStart: string, granularity: Granularity): string {
  if (granularity === "yearly") return periodStart.slice(0, 4);
  if (granularity === "monthly") return periodStart.slice(0, 7);
  return `${periodStart.slice(0, 4)}-Q${Math.floor((Number(periodStart.slice(5, 7)) - 1) / 3) + 1}`;
}

/**
 * The calendar months, quarters or years that `start`..`end` touches, each cut to the range: the first and the last
 * may be partial, so the periods partition the range and their sums are the range's.
 */
export function calendarPeriods(start: string, end: string, granularity: Granularity): ReportPeriod[] {
  const step = MONTHS_PER[granularity];
  const first = Number(start.slice(0, 4)) * 12 + Number(start.slice(5, 7)) - 1;
  let periodStart = addMonths(`${start.slice(0, 4)}-01-01`, Math.floor((first % 12) / step) * step);
  const periods: ReportPeriod[] = [];
  while (periodStart <= end) {
    const next = addMonths(periodStart, step);
    periods.push({
      start: periodStart < start ? start : periodStart,
      end: addDays(next, -1) > end ? end : addDays(next, -1),
      label: labelOf(periodStart, granularity),
    });
    periodStart = next;
  }
  return periods;
}

/** A run of roll-up rows of one granularity whose period starts lie in `from`..`to`. */
export interface RollupPiece {
  period: RollupPeriod;
  from: string;
  to: string;
}

/**
 * The fewest roll-up rows that sum to the movements of `start`..`end`: whole years as year rows, whole months as
 * month rows, the partial months at the edges as day rows.
 */
export function rollupPieces(start: string, end: string): RollupPiece[] {
  const pieces: RollupPiece[] = [];
  let day = start;
  while (day <= end) {
    const nextYear = `${Number(day.slice(0, 4)) + 1}-01-01`;
    const nextMonth = addMonths(day, 1);
    if (day.endsWith("-01-01") && addDays(nextYear, -1) <= end) {
      pieces.push({ period: "year", from: day, to: day });
      day = nextYear;
    } else if (day.endsWith("-01") && addDays(nextMonth, -1) <= end) {
      pieces.push({ period: "month", from: day, to: day });
      day = nextMonth;
    } else {
      const to = addDays(nextMonth, -1) < end ? addDays(nextMonth, -1) : end;
      pieces.push({ period: "day", from: day, to });
      day = addDays(to, 1);
    }
  }
  return pieces;
}
