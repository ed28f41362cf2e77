import { z } from "zod";

/**
 * Date patterns a CSV column mapping may name: day, month and year tokens (YYYY, YY, MM, M, DD, D, MMM for English
 * month abbreviations) joined by the separators banks use. Checked here so a bad pattern is a field error, not a
 * refused file.
 */
export const CSV_DATE_FORMAT_PATTERN = /^(?:YYYY|YY|MMM|MM|M|DD|D|[./\- ])+$/;

export const COLUMN_FIELDS = [
  "date",
  "amount",
  "debit",
  "credit",
  "description",
  "counterparty",
  "reference",
  "external_id",
  "currency",
] as const;
export type CsvColumnField = (typeof COLUMN_FIELDS)[number];

const columnSchema = z.string().trim().min(1, "Must not be empty.").max(200, "At most 200 characters.").meta({
  description: "A header name (case-insensitive), or a 1-based column number when has_header is false.",
});

const SEPARATORS = "[./\\- ]*";
const TOKENS = { Y: "(?:YYYY|YY)", M: "(?:MMM|MM|M)", D: "(?:DD|D)" };
/** The rule below as one pattern for the document: a year, a month and a day token once each, in any order. */
const DATE_FORMAT_DOCUMENTED = `^${SEPARATORS}(?:${["YMD", "YDM", "MYD", "MDY", "DYM", "DMY"]
  .map((order) => [...order].map((token) => TOKENS[token as keyof typeof TOKENS]).join(SEPARATORS))
  .join("|")})${SEPARATORS}$`;

const dateFormatSchema = z
  .string()
  .max(20, "At most 20 characters.")
  .meta({ pattern: DATE_FORMAT_DOCUMENTED })
  .refine(
    (value) =>
      CSV_DATE_FORMAT_PATTERN.test(value) &&
      /Y/.test(value) &&
      /M/.test(value) &&
      /D/.test(value) &&
      value.match(/YYYY|YY|MMM|MM|M|DD|D/g)!.length === 3,
    "Must name a day, a month and a year once each, such as DD.MM.YYYY, MM/DD/YYYY or YYYY-MM-DD.",
  );

/**
 * Which CSV columns hold what. Either one signed `amount` column (negative = money out) or `debit` and/or `credit`
 * columns (money out, money in). Shared by the import API and the embed's import dialog.
 */
export const csvColumnMappingSchema = z
  .object({
    date: columnSchema,
    amount: columnSchema.optional(),
    debit: columnSchema.optional().meta({ description: "Money out; its sign is ignored." }),
    credit: columnSchema.optional().meta({ description: "Money in; its sign is ignored." }),
    description: columnSchema.optional(),
    counterparty: columnSchema.optional(),
    reference: columnSchema.optional(),
    external_id: columnSchema
      .optional()
      .meta({ description: "The bank's id of each line; without it a stable hash of the line is used." }),
    currency: columnSchema.optional().meta({ description: "A column of ISO 4217 codes, one per line." }),
    date_format: dateFormatSchema.optional().meta({ description: "Default YYYY-MM-DD." }),
    decimal_separator: z.enum([".", ","], { error: 'Must be "." or ",".' }).optional().meta({
      description: 'Default ".". The other of the two, spaces and apostrophes may group thousands.',
    }),
    has_header: z
      .boolean({ error: "Must be true or false." })
      .optional()
      .meta({ description: "Default true." }),
    delimiter: z
      .string()
      .regex(/^[^"\r\n]$/, 'Must be one character, not a quote or a line break, e.g. ";".')
      .optional()
      .meta({ description: "Default: detected among , ; tab and |." }),
  })
  .superRefine((mapping, context) => {
    const hasDebitOrCredit = mapping.debit !== undefined || mapping.credit !== undefined;
    if (mapping.amount === undefined && !hasDebitOrCredit) {
      context.addIssue({
        code: "custom",
        path: ["amount"],
        message: "Name an amount column, or debit and credit columns.",
      });
    }
    if (mapping.amount !== undefined && hasDebitOrCredit) {
      context.addIssue({
        code: "custom",
        path: [mapping.debit !== undefined ? "debit" : "credit"],
        message: "Use either an amount column or debit and credit columns, not both.",
      });
    }
    if (mapping.has_header === false) {
      for (const field of COLUMN_FIELDS) {
        const column = mapping[field];
        if (column !== undefined && !/^[1-9]\d{0,2}$/.test(column)) {
          context.addIssue({
            code: "custom",
            path: [field],
            message: "Without a header row, name the column by its number (1 is the first).",
          });
        }
      }
    }
  })
  .meta({
    id: "CsvColumnMapping",
    // The refinement above, stated: one signed amount column, or debit and/or credit columns, never both kinds.
    oneOf: [{ required: ["amount"] }, { anyOf: [{ required: ["debit"] }, { required: ["credit"] }] }],
  });

export type CsvColumnMapping = z.input<typeof csvColumnMappingSchema>;
