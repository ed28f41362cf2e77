/**
 * The patterns zod checks UUIDs and ISO dates with (zod/v4/core regexes), copied: importing them from zod brings
 * zod's core along into a page's JavaScript. format-patterns.test.ts keeps them equal to zod's.
 */

/** z.uuid(): any version 1-8 with the RFC 9562 variant, or the nil and max UUIDs. */
export const UUID_PATTERN =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/** A calendar date that exists (29 February in leap years only). */
const DATE_SOURCE = String.raw`(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))`;

/** z.iso.date(). */
export const DATE_PATTERN = new RegExp(`^${DATE_SOURCE}$`);

/** z.iso.datetime({ offset: true }): seconds required, any fraction, then Z or an offset. */
export const DATE_TIME_WITH_OFFSET_PATTERN = new RegExp(
  String.raw`^${DATE_SOURCE}T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$`,
);
