/** The date ranges the home dashboard asks for, all derived from one day (`YYYY-MM-DD`, the business's today). */
export interface DashboardDates {
  asOf: string;
  monthStart: string;
  yearStart: string;
  /** The first day of the month eleven months back: twelve calendar months including this one. */
  trendStart: string;
  lastYear: { asOf: string; monthStart: string; yearStart: string };
  /** The last day of the seven days starting today: "bills due this week". */
  weekEnd: string;
}

const pad = (value: number) => String(value).padStart(2, "0");
const iso = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** The same day a year earlier; 29 February becomes 28 February. */
export function sameDayLastYear(day: string): string {
  const year = Number(day.slice(0, 4)) - 1;
  const monthDay = day.slice(5) === "02-29" ? "02-28" : day.slice(5);
  return `${year}-${monthDay}`;
}

export function dashboardDates(asOf: string): DashboardDates {
  const [year, month] = [Number(asOf.slice(0, 4)), Number(asOf.slice(5, 7))];
  const monthStart = `${asOf.slice(0, 7)}-01`;
  const yearStart = `${year}-01-01`;
  const trendStart = iso(new Date(Date.UTC(year, month - 1 - 11, 1)));
  const weekEnd = iso(new Date(Date.parse(`${asOf}T00:00:00Z`) + 6 * 86_400_000));
  const lastYearAsOf = sameDayLastYear(asOf);
  return {
    asOf,
    monthStart,
    yearStart,
    trendStart,
    lastYear: {
      asOf: lastYearAsOf,
      monthStart: `${lastYearAsOf.slice(0, 7)}-01`,
      yearStart: `${year - 1}-01-01`,
    },
    weekEnd,
  };
}
