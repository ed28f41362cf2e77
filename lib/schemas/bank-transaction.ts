import { z } from "zod";
import {
  BANK_DIRECTIONS,
  BANK_TRANSACTION_SOURCES,
  BANK_TRANSACTION_STATUSES,
  BANK_TRANSACTION_TYPES,
  CATEGORIZATION_STATUSES,
  CATEGORIZED_BY,
  MATCH_CANDIDATE_TYPES,
  MATCH_TARGET_TYPES,
} from "./bank-values";
import { suggestedRuleSchema } from "./bank-categorization";
import { commaListSchema } from "./comma-list";
import { dateSchema, paginationQuerySchema, uuidSchema } from "./common";
import { currencySchema } from "./currency";
import { booleanQuerySchema, centsQuerySchema, orderingSchema } from "./query-values";
import { rangeRefinement } from "./query-range";

const accountRef = {
  account_id: uuidSchema.nullable(),
  account_code: z.string().nullable(),
  account_name: z.string().nullable(),
};

/** One line of a split: the part of the parent posted to one account (docs/banking.md). */
export const bankTransactionSplitSchema = z
  .object({
    id: uuidSchema,
    amount_cents: z.number().int(),
    ...accountRef,
    tax_rate: z.string().nullable(),
    tax_amount_cents: z.number().int(),
    description: z.string().nullable(),
  })
  .meta({ id: "BankTransactionSplit" });

/** A reconciliation link: part of the transaction matched to a document's money movement. */
export const bankReconciliationLinkSchema = z
  .object({
    reconciliation_link_id: uuidSchema,
    target_type: z.enum(MATCH_TARGET_TYPES),
    target_id: uuidSchema,
    document_type: z.enum(["bill", "invoice", "refund", "payout", "bank_transaction"]),
    document_id: uuidSchema,
    document_number: z.string().nullable(),
    amount_cents: z.number().int(),
    is_created_payment: z
      .boolean()
      .meta({ description: "The match recorded this payment; unmatching removes it." }),
    journal_entry_id: uuidSchema.nullable().meta({
      description: "An entry the match posted (a transfer, or moving a payment onto this bank account).",
    }),
    reconciled_at: z.iso.datetime(),
    notes: z.string().nullable(),
  })
  .meta({ id: "BankReconciliationLink" });
export type BankReconciliationLink = z.output<typeof bankReconciliationLinkSchema>;

/** A ranked candidate for matching, or (type `account`) a category this counterparty was given before. */
export const matchSuggestionSchema = z
  .object({
    type: z.enum([...MATCH_CANDIDATE_TYPES, "account"]),
    id: uuidSchema,
    score: z.number().int().meta({ description: "0–100; higher is a better fit." }),
    reasons: z.array(z.string()).meta({
      description:
        "amount_exact, amount_partial, date_same_day, date_within_window, counterparty_match, reference_match, " +
        "same_counterparty_history.",
    }),
    amount_cents: z.number().int().meta({ description: "What is still open on the candidate, in cents." }),
    date: z.iso.date().nullable(),
    date_difference_days: z.number().int().nullable(),
    counterparty_name: z.string().nullable(),
    document_number: z.string().nullable(),
    description: z.string(),
  })
  .meta({ id: "MatchSuggestion" });
export type MatchSuggestion = z.output<typeof matchSuggestionSchema>;

export const bankTransactionSchema = z
  .object({
    type: z.literal("BankTransaction"),
    id: uuidSchema,
    external_id: z.string().nullable(),
    date: z.iso.date(),
    amount: z.number().int().meta({ description: "Cents, always positive; `direction` says which way." }),
    display_amount: z
      .string()
      .meta({ description: "signed_amount formatted with the currency, e.g. -SEK 125.00." }),
    signed_amount: z
      .number()
      .int()
      .meta({ description: "Cents: positive for a credit, negative for a debit." }),
    direction: z.enum(BANK_DIRECTIONS),
    currency: z.string(),
    counterparty_name: z.string().nullable(),
    merchant_name: z.string().nullable(),
    description: z.string().nullable(),
    reference: z.string().nullable(),
    status: z.enum(BANK_TRANSACTION_STATUSES),
    categorization_status: z.enum(CATEGORIZATION_STATUSES),
    transaction_type: z.enum(BANK_TRANSACTION_TYPES),
    source: z.enum(BANK_TRANSACTION_SOURCES),
    subcategory: z
      .object({
        id: uuidSchema,
        code: z.string(),
        name: z.string(),
        category: z.object({ id: z.string(), code: z.string(), name: z.string() }),
      })
      .nullable()
      .meta({ description: "The account a categorized transaction is posted to, under its classification." }),
    business_id: uuidSchema,
    business_name: z.string(),
    ...accountRef,
    tax_rate: z.string().nullable(),
    tax_amount_cents: z.number().int(),
    categorized_by: z.enum(CATEGORIZED_BY).nullable(),
    rule_id: uuidSchema.nullable(),
    journal_entry_id: uuidSchema
      .nullable()
      .meta({ description: "The categorization's entry (split: the parent's)." }),
    bank_account_connection_id: uuidSchema,
    bank_account_name: z.string(),
    bank_account_mask: z.string().nullable(),
    bank_account_currency: z.string(),
    is_reconciled: z
      .boolean()
      .meta({ description: "Fully accounted for: categorized, split or matched in full." }),
    reconciled_at: z.iso.datetime().nullable(),
    reconciled_amount_cents: z.number().int(),
    remaining_amount_cents: z.number().int(),
    reconciliations: z.array(bankReconciliationLinkSchema),
    parent_id: uuidSchema.nullable(),
    has_children: z.boolean(),
    splits: z.array(bankTransactionSplitSchema),
    statement_reconciliation_id: uuidSchema.nullable().meta({
      description: "The reconciled statement the transaction belongs to; it is locked until that is undone.",
    }),
    is_locked: z.boolean(),
    suggestions: z.array(matchSuggestionSchema).optional().meta({
      description: "With include_suggestions=true, on transactions with something left to account for.",
    }),
    suggested_rule: suggestedRuleSchema
      .nullable()
      .optional()
      .meta({
        description:
          "On a categorize response: a rule worth creating, once this counterparty got this account by hand three " +
          "times and no rule covers it (POST /bank-rules/ creates it).",
      }),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: "BankTransaction" });
export type BankTransactionResponse = z.output<typeof bankTransactionSchema>;

const BANK_TRANSACTION_ORDERING = ["date", "amount", "created_at", "counterparty_name"] as const;

export const listBankTransactionsQuerySchema = paginationQuerySchema
  .extend({
    account_id: uuidSchema
      .optional()
      .meta({ description: "Categorized (or split children) to this account." }),
    bank_account_connection_id: uuidSchema.optional(),
    date_from: dateSchema.optional(),
    date_to: dateSchema.optional(),
    direction: z.enum(BANK_DIRECTIONS).optional(),
    categorization_status: commaListSchema(CATEGORIZATION_STATUSES).optional().meta({
      description: "Repeat the parameter (or separate by commas) for several.",
    }),
    status: commaListSchema(BANK_TRANSACTION_STATUSES).optional(),
    transaction_type: z.enum(BANK_TRANSACTION_TYPES).optional(),
    source: commaListSchema(BANK_TRANSACTION_SOURCES).optional(),
    currency: currencySchema.optional(),
    amount_min: centsQuerySchema.optional(),
    amount_max: centsQuerySchema.optional(),
    is_reconciled: booleanQuerySchema.optional(),
    needs_categorization: booleanQuerySchema.optional().meta({
      description: "true: categorization_status pending or manual_review.",
    }),
    is_categorized: booleanQuerySchema
      .optional()
      .meta({ description: "true: categorization_status categorized." }),
    has_parent: booleanQuerySchema
      .optional()
      .meta({ description: "true: split children only; false: none." }),
    has_children: booleanQuerySchema.optional().meta({ description: "true: split parents only." }),
    search: z.string().max(200, "At most 200 characters.").optional().meta({
      description: "Case-insensitive substring of the description, counterparty, merchant or reference.",
    }),
    ordering: orderingSchema(BANK_TRANSACTION_ORDERING)
      .optional()
      .meta({ description: "Default `-date,-created_at`; ties by id." }),
    include_suggestions: booleanQuerySchema.optional().meta({
      description:
        "Adds `suggestions` (the best three) to each transaction with something left to account for.",
    }),
  })
  .refine(...rangeRefinement("date_from", "date_to"))
  .refine(...rangeRefinement("amount_min", "amount_max"));
export type ListBankTransactionsQuery = z.output<typeof listBankTransactionsQuerySchema>;

export const bankTransactionPathSchema = z.object({
  business_id: uuidSchema,
  bank_transaction_id: uuidSchema,
});
