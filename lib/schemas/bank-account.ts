import { z } from "zod";
import { BANK_LINK_STATUSES } from "./bank-values";
import { dateSchema, dateTimeSchema, paginationQuerySchema, uuidSchema } from "./common";
import { currencySchema } from "./currency";
import { booleanQuerySchema, decimalQuery, orderingSchema } from "./query-values";
import { rangeRefinement } from "./query-range";

const text = (max: number) =>
  z.string().trim().min(1, "Must not be empty.").max(max, `At most ${max} characters.`);

/** A signed number of cents: a bank balance may be overdrawn. */
export const signedCentsSchema = z
  .number({ error: "Must be a number of cents." })
  .int("Must be a whole number of cents.")
  .min(-Number.MAX_SAFE_INTEGER, "Too small.")
  .max(Number.MAX_SAFE_INTEGER, "Too large.");

const maskSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{2,8}$/, "Must be the account number's last 2 to 8 letters or digits.");

const editableFields = {
  display_name: text(200),
  official_name: text(200).nullish().meta({ description: "The bank's own name for the account." }),
  mask: maskSchema.nullish().meta({ description: "The last digits of the account number, e.g. 4321." }),
  opening_balance_cents: signedCentsSchema.optional().meta({
    description:
      "The balance at the start of `opening_balance_date` (negative when overdrawn), posted to the mapped ledger " +
      "account against retained earnings. Default 0.",
  }),
  opening_balance_date: dateSchema.nullish().meta({
    description:
      "The day the bank feed starts: transactions dated before it are refused. Required with a non-zero opening " +
      "balance.",
  }),
};

export const createBankAccountSchema = z
  .object({
    ...editableFields,
    currency: currencySchema
      .optional()
      .meta({ description: "Default and, for now, only: the base currency." }),
    external_id: text(255)
      .optional()
      .meta({ description: "Your id for the account: a repeat returns the existing account with 200." }),
    account_key: text(255).optional().meta({ description: "The provider's key; default the external_id." }),
    provider: text(50)
      .default("manual")
      .meta({ description: "Where the feed comes from; default `manual`." }),
    mapped_account_id: uuidSchema.optional().meta({
      description:
        "An existing cash account (current asset tagged cash_equivalent) of the chart to map the bank account " +
        "to; without it a new one is created with the display name.",
    }),
  })
  .refine((input) => !input.opening_balance_cents || input.opening_balance_date, {
    path: ["opening_balance_date"],
    message: "Required with a non-zero opening_balance_cents.",
  });
export type CreateBankAccountInput = z.output<typeof createBankAccountSchema>;

export const updateBankAccountSchema = z.object({
  ...editableFields,
  display_name: editableFields.display_name.optional(),
  bank_link_status: z.enum(BANK_LINK_STATUSES).optional(),
});
export type UpdateBankAccountInput = z.output<typeof updateBankAccountSchema>;

export const bankAccountSchema = z
  .object({
    type: z.literal("BankAccount"),
    id: uuidSchema,
    business_id: uuidSchema,
    business_name: z.string(),
    display_name: z.string(),
    official_name: z.string().nullable(),
    mask: z.string().nullable(),
    balance: z.number().nullable().meta({ description: "balance_cents in units (kept for compatibility)." }),
    balance_cents: z.number().int().meta({
      description:
        "The bank's balance by the imported lines: opening balance plus every transaction not excluded.",
    }),
    ledger_balance_cents: z
      .number()
      .int()
      .meta({ description: "The mapped ledger account's balance today." }),
    currency: z.string(),
    is_active: z.boolean(),
    bank_link_status: z.enum(BANK_LINK_STATUSES),
    provider: z.string(),
    account_key: z.string(),
    bank_link_id: uuidSchema
      .nullable()
      .meta({ description: "Always null: manual feeds have no provider link." }),
    mapped_account: uuidSchema.meta({
      description: "The id of the ledger cash account the account is mapped to.",
    }),
    mapped_account_code: z.string(),
    mapped_account_name: z.string(),
    external_id: z.string().nullable(),
    opening_balance_cents: z.number().int(),
    opening_balance_date: z.iso.date().nullable(),
    opening_journal_entry_id: uuidSchema.nullable(),
    uncategorized_count: z
      .number()
      .int()
      .meta({ description: "Transactions still to be categorized or matched." }),
    first_synced_at: z.iso.datetime().nullable().meta({ description: "The first import." }),
    last_synced_at: z.iso.datetime().nullable().meta({ description: "The latest import." }),
    last_reconciled_date: z.iso
      .date()
      .nullable()
      .meta({ description: "End date of the latest reconciled statement." }),
    archived_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: "BankAccount" });
export type BankAccountResponse = z.output<typeof bankAccountSchema>;

const countsByKey = z.record(z.string(), z.number().int());

export const bankAccountStatisticsSchema = z
  .object({
    total: z.number().int(),
    active: z.number().int(),
    inactive: z.number().int(),
    synced: z.number().int(),
    never_synced: z.number().int(),
    mapped: z.number().int(),
    unmapped: z.number().int(),
    by_provider: countsByKey,
    by_currency: countsByKey,
    balance: z.object({
      total_cents: z.number().int(),
      average_cents: z.number().int(),
      minimum_cents: z.number().int().nullable(),
      maximum_cents: z.number().int().nullable(),
      account_count: z.number().int(),
    }),
  })
  .meta({ id: "BankAccountStatistics" });
export type BankAccountStatistics = z.output<typeof bankAccountStatisticsSchema>;

const BANK_ACCOUNT_ORDERING = ["created_at", "display_name", "balance_cents", "updated_at"] as const;

export const listBankAccountsQuerySchema = paginationQuerySchema
  .extend({
    account_key: z.string().max(255).optional().meta({ description: "Case-insensitive substring." }),
    balance_min: decimalQuery(z.number({ error: "Must be a number." }))
      .optional()
      .meta({
        description: "Lowest balance in units (as `balance`).",
      }),
    balance_max: decimalQuery(z.number({ error: "Must be a number." })).optional(),
    bank_link_status: z.enum(BANK_LINK_STATUSES).optional(),
    business_id: uuidSchema
      .optional()
      .meta({ description: "Only this business: the path's (another matches none)." }),
    business_name: z.string().max(200).optional().meta({ description: "Case-insensitive substring." }),
    currency: currencySchema.optional(),
    display_name: z.string().max(200).optional().meta({ description: "Exact, case-insensitive." }),
    first_sync_after: dateTimeSchema.optional(),
    first_sync_before: dateTimeSchema.optional(),
    has_been_synced: booleanQuerySchema
      .optional()
      .meta({ description: "Whether anything was ever imported." }),
    has_mapped_account: booleanQuerySchema
      .optional()
      .meta({ description: "Always true here: every account is mapped." }),
    mapped_account_id: uuidSchema.optional(),
    is_active: booleanQuerySchema.optional().meta({ description: "false lists archived accounts." }),
    provider: z.string().max(50).optional(),
    updated_after: dateTimeSchema.optional(),
    updated_before: dateTimeSchema.optional(),
    search: z.string().max(200).optional().meta({
      description: "Case-insensitive substring of the names, account key, mask or business name.",
    }),
    ordering: orderingSchema(BANK_ACCOUNT_ORDERING)
      .optional()
      .meta({ description: "Default `-created_at`." }),
  })
  .refine(...rangeRefinement("balance_min", "balance_max"))
  .refine(...rangeRefinement("first_sync_after", "first_sync_before"))
  .refine(...rangeRefinement("updated_after", "updated_before"));
export type ListBankAccountsQuery = z.output<typeof listBankAccountsQuerySchema>;

export const bankAccountPathSchema = z.object({ business_id: uuidSchema, bank_account_id: uuidSchema });
