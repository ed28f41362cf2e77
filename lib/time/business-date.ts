/**
 * Calendar dates in a business's time zone (decisions.md §4): "today", due dates and report boundaries are the
 * business's local dates, not UTC's.
 */
export function dateInZone(instant: Date, timeZone: string): string {
  const parts: Record<string, string> = {};
  for (const part of dateFormatFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day}`;
}

// Building an Intl.DateTimeFormat costs far more than using one, and a process sees few zones: one per zone.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormatFor(timeZone: string): Intl.DateTimeFormat {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    dateFormats.set(timeZone, format);
  }
  return format;
}

export function todayInZone(timeZone: string, now = new Date()): string {
  return dateInZone(now, timeZone);
}

/** Days from `from` to `to`, both YYYY-MM-DD (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
