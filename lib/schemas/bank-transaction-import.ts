import { BASE64_FILE_PATTERN } from "./document";
import { z } from "zod";
import { BANK_DIRECTIONS, BANK_TRANSACTION_TYPES } from "./bank-values";
import { dateSchema, uuidSchema } from "./common";
import { csvColumnMappingSchema } from "./csv-column-mapping";
import { currencySchema } from "./currency";

export const MAX_IMPORT_LINES = 1000;

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);

export const importLineSchema = z.object({
  external_id: text(255).min(1, "Must not be empty.").meta({
    description: "The bank's id of the line: a repeat within the bank account is not imported again.",
  }),
  date: dateSchema,
  amount_cents: z
    .number({ error: "Required: a number of cents." })
    .int("Must be a whole number of cents.")
    .gt(0, "Must be more than 0.")
    .max(Number.MAX_SAFE_INTEGER, "Too large."),
  direction: z.enum(BANK_DIRECTIONS, { error: "Must be credit (money in) or debit (money out)." }),
  currency: currencySchema.optional().meta({ description: "Default and only: the bank account's currency." }),
  counterparty_name: text(255).nullish(),
  merchant_name: text(255).nullish(),
  description: text(1000).nullish(),
  reference: text(255).nullish(),
  transaction_type: z.enum(BANK_TRANSACTION_TYPES).default("other"),
});
export type ImportLineInput = z.output<typeof importLineSchema>;

export const importBankTransactionsSchema = z.object({
  bank_account_connection_id: uuidSchema,
  transactions: z
    .array(importLineSchema)
    .min(1, "Send at least one transaction.")
    .max(MAX_IMPORT_LINES, `At most ${MAX_IMPORT_LINES} transactions per request.`),
});
export type ImportBankTransactionsInput = z.output<typeof importBankTransactionsSchema>;

export const STATEMENT_FILE_FORMATS = ["csv", "ofx", "camt053"] as const;

export const importStatementFileSchema = z
  .object({
    bank_account_connection_id: uuidSchema,
    format: z.enum(STATEMENT_FILE_FORMATS, { error: "Must be csv, ofx (OFX or QFX) or camt053." }),
    file: z
      .string()
      .min(1, "Required: the file as base64 or a base64 data: URL.")
      .meta({ pattern: BASE64_FILE_PATTERN }),
    mapping: csvColumnMappingSchema
      .optional()
      .meta({ description: "Required for csv: which column holds what." }),
  })
  .refine((input) => input.format !== "csv" || input.mapping !== undefined, {
    path: ["mapping"],
    message: "Required for a CSV file.",
  });
export type ImportStatementFileInput = z.output<typeof importStatementFileSchema>;

export const IMPORT_RESULT_STATUSES = ["created", "existing", "rejected"] as const;

export const importResultSchema = z
  .object({
    bank_account_connection_id: uuidSchema,
    created_count: z.number().int(),
    existing_count: z.number().int(),
    rejected_count: z.number().int(),
    categorized_by_rule_count: z.number().int(),
    statement: z
      .object({
        format: z.enum(STATEMENT_FILE_FORMATS),
        line_count: z.number().int(),
        currency: z.string().nullable(),
        account_mask: z.string().nullable(),
        opening_balance_cents: z.number().int().nullable(),
        closing_balance_cents: z.number().int().nullable(),
        statement_end_date: z.iso.date().nullable(),
      })
      .optional()
      .meta({
        description: "A file import: what the file says about itself (for reconciling the statement).",
      }),
    results: z.array(
      z.object({
        index: z.number().int().meta({ description: "Position in `transactions` (0-based)." }),
        line: z
          .number()
          .int()
          .nullable()
          .meta({ description: "The file's line (1-based), for a file import." }),
        external_id: z.string(),
        status: z.enum(IMPORT_RESULT_STATUSES).meta({
          description: "created; existing (this external_id was imported before: nothing changed); rejected.",
        }),
        id: uuidSchema.nullable(),
        errors: z.record(z.string(), z.array(z.string())).nullable(),
        rule_id: uuidSchema
          .nullable()
          .meta({ description: "The rule that categorized a created transaction." }),
      }),
    ),
  })
  .meta({ id: "BankTransactionImportResult" });
export type ImportResult = z.output<typeof importResultSchema>;
