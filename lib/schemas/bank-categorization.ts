import { z } from "zod";
import { uuidSchema } from "./common";
import { taxRateSchema } from "./decimal-string";
import { centsSchema } from "./sales-tax";

const MAX_SPLIT_LINES = 50;
export const MAX_BULK_ITEMS = 500;

const postingFields = {
  account_id: uuidSchema.meta({
    description:
      "The account to post to: any of the chart but the bank account's own, accounts payable and receivable, " +
      "customer prepayments and payment clearing (their balances belong to documents).",
  }),
  tax_rate: taxRateSchema.optional().meta({
    description: 'Percent included in the amount ("25"): tax = amount × rate / (100 + rate), rounded.',
  }),
  tax_amount_cents: centsSchema
    .optional()
    .meta({ description: "The tax in the amount; wins over tax_rate." }),
  description: z.string().trim().max(1000, "At most 1000 characters.").nullish(),
};

export const categorizeSchema = z.object(postingFields);
export type CategorizeInput = z.output<typeof categorizeSchema>;

export const splitLineSchema = z.object({
  ...postingFields,
  amount_cents: z
    .number({ error: "Required: a number of cents." })
    .int("Must be a whole number of cents.")
    .gt(0, "Must be more than 0.")
    .max(Number.MAX_SAFE_INTEGER, "Too large."),
});
export type SplitLineInput = z.output<typeof splitLineSchema>;

export const splitSchema = z.object({
  lines: z
    .array(splitLineSchema)
    .min(2, "A split needs at least two lines; categorize the transaction for one.")
    .max(MAX_SPLIT_LINES, `At most ${MAX_SPLIT_LINES} lines.`),
});
export type SplitInput = z.output<typeof splitSchema>;

export const bulkCategorizeSchema = z.object({
  items: z
    .array(z.object({ bank_transaction_id: uuidSchema, ...postingFields }))
    .min(1, "Send at least one item.")
    .max(MAX_BULK_ITEMS, `At most ${MAX_BULK_ITEMS} items per request.`),
});
export type BulkCategorizeInput = z.output<typeof bulkCategorizeSchema>;

export const BULK_ITEM_STATUSES = ["done", "rejected"] as const;

/** Per-item results of a bulk request: each item succeeds or fails on its own. */
export const bulkResultSchema = z
  .object({
    done_count: z.number().int(),
    rejected_count: z.number().int(),
    results: z.array(
      z.object({
        index: z.number().int(),
        bank_transaction_id: uuidSchema,
        status: z.enum(BULK_ITEM_STATUSES),
        error: z
          .object({
            error: z.string(),
            error_code: z.string(),
            details: z.record(z.string(), z.array(z.string())).optional(),
          })
          .nullable()
          .meta({ description: "Why a rejected item was refused, in the API's error shape." }),
      }),
    ),
  })
  .meta({ id: "BankBulkResult" });
export type BulkResult = z.output<typeof bulkResultSchema>;

export const suggestedRuleSchema = z
  .object({
    counterparty_contains: z.string(),
    direction: z.enum(["credit", "debit"]),
    account_id: uuidSchema,
    match_count: z.number().int().meta({ description: "How many times this counterparty got this account." }),
  })
  .meta({ id: "SuggestedBankRule" });
export type SuggestedRule = z.output<typeof suggestedRuleSchema>;
