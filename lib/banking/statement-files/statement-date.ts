import { StatementFileError } from "./statement-file-error";

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const TOKENS: Record<string, string> = {
  YYYY: "(?<year>\\d{4})",
  YY: "(?<shortYear>\\d{2})",
  MMM: "(?<monthName>[A-Za-z]{3})",
  MM: "(?<month>\\d{2})",
  M: "(?<month>\\d{1,2})",
  DD: "(?<day>\\d{2})",
  D: "(?<day>\\d{1,2})",
};
const patterns = new Map<string, RegExp>();

/**
 * A date written in `format` (tokens of CSV_DATE_FORMAT_PATTERN) as YYYY-MM-DD. A time after the date
 * ("2024-03-01 14:05") is allowed and dropped: a statement line's date is the booking day as the bank wrote it.
 */
export function parseFormattedDate(raw: string, format: string, line: number): string {
  const match = raw.length <= 64 ? patternFor(format).exec(raw.trim()) : null;
  const groups = match?.groups;
  const month = groups?.monthName
    ? MONTHS.indexOf(groups.monthName.toLowerCase()) + 1
    : Number(groups?.month ?? Number.NaN);
  const year = groups?.shortYear ? 2000 + Number(groups.shortYear) : Number(groups?.year ?? Number.NaN);
  const date = groups ? calendarDate(year, month, Number(groups.day)) : undefined;
  if (!date) throw new StatementFileError(`"${raw.trim()}" is not a date in the format ${format}.`, line);
  return date;
}

function patternFor(format: string): RegExp {
  let pattern = patterns.get(format);
  if (!pattern) {
    const body = format.replace(/YYYY|YY|MMM|MM|M|DD|D|[^A-Z]/g, (token) =>
      token in TOKENS ? TOKENS[token]! : token === " " ? "\\s+" : `\\${token}`,
    );
    pattern = new RegExp(
      `^${body}(?:[ T]\\d{1,2}:\\d{2}(?::\\d{2}(?:\\.\\d+)?)?(?:Z|[+-]\\d{2}:?\\d{2})?)?$`,
    );
    patterns.set(format, pattern);
  }
  return pattern;
}

/** YYYY-MM-DD when the three numbers name a real day between 1900 and 2199, else undefined. */
export function calendarDate(year: number, month: number, day: number): string | undefined {
  if (![year, month, day].every(Number.isInteger) || year < 1900 || year > 2199) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/**
 * The day of an OFX date-time (YYYYMMDD, then optionally HHMMSS.XXX and a [offset:zone]), as the bank wrote it: the
 * posting day in the bank's own calendar, not shifted to UTC.
 */
export function parseOfxDate(raw: string, line: number): string {
  const match =
    /^(\d{4})(\d{2})(\d{2})(?:\d{2}(?:\d{2}(?:\d{2}(?:\.\d{1,3})?)?)?)?(?:\[[+-]?\d{1,2}(?:\.\d{1,2})?(?::[A-Za-z]{1,8})?\])?$/.exec(
      raw.trim(),
    );
  const date = match ? calendarDate(Number(match[1]), Number(match[2]), Number(match[3])) : undefined;
  if (!date)
    throw new StatementFileError(
      `"${raw.trim()}" is not an OFX date (YYYYMMDD, then an optional time).`,
      line,
    );
  return date;
}

/** The day of an ISO 8601 date (xs:date) or date-time (xs:dateTime), as written. */
export function parseIsoDate(raw: string, line: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}:\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?$/.exec(
    raw.trim(),
  );
  const date = match ? calendarDate(Number(match[1]), Number(match[2]), Number(match[3])) : undefined;
  if (!date) throw new StatementFileError(`"${raw.trim()}" is not an ISO 8601 date.`, line);
  return date;
}
