import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, daysBetween } from "../time/business-date";
import { calendarPeriods, rollupPieces, type RollupPiece } from "./report-periods";

const day = fc.integer({ min: 0, max: 2000 }).map((offset) => addDays("2023-01-01", offset));

const nextMonth = (date: string) => {
  const [y, m] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
};

/** The last day a piece's rows cover: the year's, the month's, or its own `to`. */
const lastDayOf = (piece: RollupPiece) =>
  piece.period === "year"
    ? `${piece.from.slice(0, 4)}-12-31`
    : piece.period === "month"
      ? addDays(nextMonth(piece.from), -1)
      : piece.to;

/** Every day the pieces cover, in order. */
const daysOf = (pieces: RollupPiece[]) =>
  pieces.flatMap((piece) =>
    Array.from({ length: daysBetween(piece.from, lastDayOf(piece)) + 1 }, (_, i) => addDays(piece.from, i)),
  );

describe("calendarPeriods", () => {
  it("cuts calendar months, quarters and years to the range", () => {
    expect(calendarPeriods("2025-02-15", "2025-04-10", "monthly")).toEqual([
      { start: "2025-02-15", end: "2025-02-28", label: "2025-02" },
      { start: "2025-03-01", end: "2025-03-31", label: "2025-03" },
      { start: "2025-04-01", end: "2025-04-10", label: "2025-04" },
    ]);
    expect(calendarPeriods("2024-11-01", "2025-05-31", "quarterly")).toEqual([
      { start: "2024-11-01", end: "2024-12-31", label: "2024-Q4" },
      { start: "2025-01-01", end: "2025-03-31", label: "2025-Q1" },
      { start: "2025-04-01", end: "2025-05-31", label: "2025-Q2" },
    ]);
    expect(calendarPeriods("2024-02-29", "2025-01-01", "yearly")).toEqual([
      { start: "2024-02-29", end: "2024-12-31", label: "2024" },
      { start: "2025-01-01", end: "2025-01-01", label: "2025" },
    ]);
  });

  it("partitions any range: consecutive, gapless, inside it", () => {
    fc.assert(
      fc.property(
        day,
        day,
        fc.constantFrom("monthly", "quarterly", "yearly") as fc.Arbitrary<"monthly">,
        (a, b, g) => {
          const [start, end] = a <= b ? [a, b] : [b, a];
          const periods = calendarPeriods(start, end, g);
          expect(periods[0]!.start).toBe(start);
          expect(periods.at(-1)!.end).toBe(end);
          for (const [index, period] of periods.entries()) {
            expect(period.start <= period.end).toBe(true);
            if (index > 0) expect(period.start).toBe(addDays(periods[index - 1]!.end, 1));
          }
        },
      ),
    );
  });
});

describe("rollupPieces", () => {
  it("uses year and month rows for whole years and months, day rows at the edges", () => {
    expect(rollupPieces("2024-12-30", "2026-02-03")).toEqual([
      { period: "day", from: "2024-12-30", to: "2024-12-31" },
      { period: "year", from: "2025-01-01", to: "2025-01-01" },
      { period: "month", from: "2026-01-01", to: "2026-01-01" },
      { period: "day", from: "2026-02-01", to: "2026-02-03" },
    ]);
  });

  it("covers every day of any range exactly once", () => {
    fc.assert(
      fc.property(day, day, (a, b) => {
        const [start, end] = a <= b ? [a, b] : [b, a];
        const covered = daysOf(rollupPieces(start, end));
        expect(covered).toEqual(
          Array.from({ length: daysBetween(start, end) + 1 }, (_, i) => addDays(start, i)),
        );
      }),
      { numRuns: 200 },
    );
  });
});
