import { z } from "zod";
import { commaSeparated } from "./comma-list";
import {
  DATE_PATTERN,
  DATE_TIME_WITH_OFFSET_PATTERN,
  EMAIL_PATTERN,
  MAX_DATE,
  MIN_DATE,
} from "./format-patterns";
import { wholeNumberQuery } from "./query-values";

export const uuidSchema = z.uuid({ message: "Must be a UUID." });

/** An e-mail address, checked by the pattern the OpenAPI document shows with `format: email` (format-patterns.ts). */
export const emailSchema = z
  .email({ pattern: EMAIL_PATTERN, error: "Must be an e-mail address." })
  .max(320, "At most 320 characters.");

const DATE_BOUNDS = `between ${MIN_DATE} and ${MAX_DATE}`;
const DATE_MESSAGE = `Must be a date (YYYY-MM-DD) ${DATE_BOUNDS}.`;

/**
 * `YYYY-MM-DD` that is a real calendar date between MIN_DATE and MAX_DATE. The pattern states the bounds, so the
 * OpenAPI document shows them (format-patterns.ts).
 */
export const dateSchema = z
  .string({ error: (issue) => (issue.input === undefined ? "Required." : DATE_MESSAGE) })
  .regex(DATE_PATTERN, DATE_MESSAGE)
  .meta({ format: "date" });

/** ISO 8601 date-time with an offset or Z, or a bare date (read as midnight UTC), on a day between the bounds. */
export const dateTimeSchema = z.union(
  [
    z.string().regex(DATE_TIME_WITH_OFFSET_PATTERN).meta({ format: "date-time" }),
    z.string().regex(DATE_PATTERN).meta({ format: "date" }),
  ],
  { error: `Must be an ISO 8601 date-time ${DATE_BOUNDS}.` },
);

/**
 * A comma-separated list of UUIDs in one query parameter. A bad item is reported on the parameter itself, naming the
 * item, as commaListSchema does: the caller sent one string, not an array.
 */
export const uuidListSchema = z
  .string()
  .meta(
    commaSeparated("One or more UUIDs, comma-separated.", {
      items: { type: "string", format: "uuid" },
    }),
  )
  .transform((value, context) => {
    const parts = value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    const bad = parts.filter((part) => !uuidSchema.safeParse(part).success);
    if (parts.length === 0 || bad.length > 0) {
      context.addIssue({
        code: "custom",
        message: `Must be one or more comma-separated UUIDs; not a UUID: ${bad.map((v) => `"${v}"`).join(", ") || "(empty)"}.`,
      });
      return z.NEVER;
    }
    return parts;
  });

export const paginationQuerySchema = z.object({
  page: wholeNumberQuery(
    z
      .number({ error: "Must be a whole number." })
      .int("Must be a whole number.")
      .min(1, "Must be 1 or more.")
      .default(1),
  ),
  page_size: wholeNumberQuery(
    z
      .number({ error: "Must be a whole number." })
      .int("Must be a whole number.")
      .min(1, "Must be 1 or more.")
      .max(100, "Must be 100 or less.")
      .default(20),
  ),
});
export type PaginationQuery = z.output<typeof paginationQuerySchema>;

export const pageInfoSchema = z.object({
  total_count: z.number().int(),
  current_page: z.number().int(),
  total_pages: z.number().int(),
  page_size: z.number().int(),
});

export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({ count: z.number().int(), page_info: pageInfoSchema, results: z.array(item) });
}

export const errorBodySchema = z.object({
  error: z.string().meta({ description: "What went wrong, for a person." }),
  error_code: z.string().meta({ description: "Stable snake_case code." }),
  details: z
    .record(z.string(), z.array(z.string()))
    .optional()
    .meta({ description: "Field path (line_items.0.quantity) → messages." }),
});

export const oauthErrorBodySchema = z.object({
  error: z.string(),
  error_description: z.string(),
});
