import type { Locale } from "./locales";

/** Digits after the decimal point for a currency (JPY 0, SEK 2, KWD 3), as Intl knows them. */
export function minorDigits(currency: string): number {
  return (
    new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** API amounts are integer minor units (cents); shown in the locale's style with the document's currency. */
export function formatMoney(minorUnits: number, currency: string, locale: Locale): string {
  const digits = minorDigits(currency);
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minorUnits / 10 ** digits);
}

/** A plain number with grouping, for quantities and rates. */
export const formatNumber = (value: number, locale: Locale, maximumFractionDigits = 6) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits }).format(value);

/**
 * A calendar date (`YYYY-MM-DD`) or a timestamp, in the locale's medium style. Calendar dates are formatted in UTC so
 * the day never shifts with anyone's time zone; timestamps (a bill's `due_at`) in `timeZone`, the business's, so
 * everyone sees the business's day whatever their own zone (the viewer's zone when it is not known).
 */
export function formatDate(value: string | null | undefined, locale: Locale, timeZone?: string): string {
  if (!value) return "—";
  const isCalendarDate = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(isCalendarDate ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  const zone = isCalendarDate ? "UTC" : timeZone;
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", ...(zone ? { timeZone: zone } : {}) }).format(
    date,
  );
}

/** Today's `YYYY-MM-DD` in `timeZone` (the business's), or in the viewer's zone when it is not known. */
export const todayIn = (timeZone?: string, now = new Date()) =>
  now.toLocaleDateString("en-CA", timeZone ? { timeZone } : {});
