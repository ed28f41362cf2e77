/**
 * The patterns the API checks UUIDs and ISO dates with, written out here because importing zod's brings zod's core
 * along into a page's JavaScript. format-patterns.test.ts keeps them equal to zod's (dates: within the bounds below).
 */

/** z.uuid(): any version 1-8 with the RFC 9562 variant, or the nil and max UUIDs. */
export const UUID_PATTERN =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/**
 * Dates the API takes: years 1900 to 2999. Earlier years are typing mistakes (0080 for 2080, 0001 for a default) and
 * break on the way to the database (PostgreSQL has no year 0, and JavaScript reads years 0–99 as 1900–1999 in places);
 * later ones overflow date arithmetic (a due date 30 days after 9999-12-31).
 */
export const MIN_DATE = "1900-01-01";
export const MAX_DATE = "2999-12-31";

const YEAR = String.raw`(?:19|2\d)\d\d`;
// Leap years between 1900 and 2999: divisible by 4, centuries only when divisible by 400 (2000, 2400, 2800).
const LEAP_YEAR = String.raw`(?:(?:19|2\d)(?:0[48]|[2468][048]|[13579][26])|2[048]00)`;

/** A calendar date that exists (29 February in leap years only), between MIN_DATE and MAX_DATE. */
const DATE_SOURCE = String.raw`(?:${LEAP_YEAR}-02-29|${YEAR}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))`;

/** z.iso.date(), within the bounds. */
export const DATE_PATTERN = new RegExp(`^${DATE_SOURCE}$`);

/** z.iso.datetime({ offset: true }) within the bounds: seconds required, any fraction, then Z or an offset. */
export const DATE_TIME_WITH_OFFSET_PATTERN = new RegExp(
  String.raw`^${DATE_SOURCE}T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$`,
);

/**
 * An e-mail address as RFC 5321 allows its domain: labels of letters, digits and inner hyphens (never first or last,
 * at most 63 characters), a top-level label of 2 to 63 letters. zod's default lets a label end in a hyphen
 * (`a@b-.com`), which the document's `format: email` refuses; the document shows this pattern too.
 */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
