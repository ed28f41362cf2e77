/**
 * Instants from local calendar dates in a business's time zone: a bare date the caller sends for a date-time field
 * (`due_at: "2025-06-30"`) means the start of that day where the business is, not midnight UTC.
 */
const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;

// Building an Intl.DateTimeFormat costs far more than using one, and a process sees few zones: one per zone.
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormatFor(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/** Milliseconds the zone's wall clock is ahead of UTC at `instant`. */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of wallClockFormatFor(timeZone).formatToParts(instant))
    parts[part.type] = Number(part.value);
  const wallClock = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return wallClock - Math.floor(instant.getTime() / 1000) * 1000;
}

// Two formatToParts calls per date: a batch of 500 documents of one day asks for the same few dates again and again.
const startsOfDay = new Map<string, number>();
const STARTS_KEPT = 10_000;

/** The first instant of `date` (YYYY-MM-DD) in `timeZone`, daylight-saving changes included. */
export function startOfDayInZone(date: string, timeZone: string): Date {
  const key = `${timeZone} ${date}`;
  let start = startsOfDay.get(key);
  if (start === undefined) {
    const midnightUtc = Date.parse(`${date}T00:00:00Z`);
    const firstGuess = midnightUtc - zoneOffsetMs(new Date(midnightUtc), timeZone);
    start = midnightUtc - zoneOffsetMs(new Date(firstGuess), timeZone);
    if (startsOfDay.size >= STARTS_KEPT) startsOfDay.clear();
    startsOfDay.set(key, start);
  }
  return new Date(start);
}

/** A date-time as sent by a caller: a bare date is the start of that day in the zone, anything else is absolute. */
export function instantInZone(value: string, timeZone: string): Date {
  return BARE_DATE.test(value) ? startOfDayInZone(value, timeZone) : new Date(value);
}

export const isBareDate = (value: string): boolean => BARE_DATE.test(value);
