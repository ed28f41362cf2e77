import { z } from "zod";
import { BANK_DIRECTIONS } from "./bank-values";
import { paginationQuerySchema, uuidSchema } from "./common";
import { taxRateSchema } from "./decimal-string";
import { booleanQuerySchema } from "./query-values";

const patternSchema = z
  .string()
  .trim()
  .min(2, "At least 2 characters.")
  .max(200, "At most 200 characters.")
  .meta({ description: "Case-insensitive text the counterparty (else the description) must contain." });

export const createBankRuleSchema = z.object({
  counterparty_contains: patternSchema,
  account_id: uuidSchema.meta({ description: "The account matching transactions are categorized to." }),
  direction: z
    .enum(BANK_DIRECTIONS)
    .nullish()
    .meta({ description: "Only money in (credit) or out (debit); default both." }),
  tax_rate: taxRateSchema.nullish(),
  apply_to_existing: z
    .boolean({ error: "Must be true or false." })
    .default(false)
    .meta({ description: "Also categorize the uncategorized transactions it matches now (never others)." }),
});
export type CreateBankRuleInput = z.output<typeof createBankRuleSchema>;

export const updateBankRuleSchema = z.object({
  counterparty_contains: patternSchema.optional(),
  account_id: uuidSchema.optional(),
  direction: z.enum(BANK_DIRECTIONS).nullish(),
  tax_rate: taxRateSchema.nullish(),
  is_active: z.boolean({ error: "Must be true or false." }).optional(),
});
export type UpdateBankRuleInput = z.output<typeof updateBankRuleSchema>;

export const bankRuleSchema = z
  .object({
    type: z.literal("BankRule"),
    id: uuidSchema,
    business_id: uuidSchema,
    counterparty_contains: z.string(),
    direction: z.enum(BANK_DIRECTIONS).nullable(),
    account_id: uuidSchema,
    account_code: z.string(),
    account_name: z.string(),
    tax_rate: z.string().nullable(),
    is_active: z.boolean(),
    applied_count: z
      .number()
      .int()
      .optional()
      .meta({ description: "On create with apply_to_existing: how many transactions it categorized." }),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: "BankRule" });
export type BankRuleResponse = z.output<typeof bankRuleSchema>;

export const listBankRulesQuerySchema = paginationQuerySchema.extend({
  is_active: booleanQuerySchema.optional(),
  search: z.string().max(200).optional().meta({ description: "Case-insensitive substring of the pattern." }),
  account_id: uuidSchema.optional(),
});
export type ListBankRulesQuery = z.output<typeof listBankRulesQuerySchema>;

export const bankRulePathSchema = z.object({ business_id: uuidSchema, rule_id: uuidSchema });

export const bankRuleSuggestionSchema = z
  .object({
    counterparty_contains: z.string(),
    direction: z.enum(BANK_DIRECTIONS),
    account_id: uuidSchema,
    account_code: z.string(),
    account_name: z.string(),
    match_count: z.number().int(),
  })
  .meta({ id: "BankRuleSuggestion" });
export type BankRuleSuggestion = z.output<typeof bankRuleSuggestionSchema>;
