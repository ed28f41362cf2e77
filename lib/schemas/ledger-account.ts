import { z } from "zod";
import { accountCodeSchema } from "./account";
import { ACCOUNT_SUBTYPES, ACCOUNT_TYPES, type AccountSubtype, type AccountType } from "./account-type";
import { dateSchema, paginationQuerySchema, uuidSchema } from "./common";
import { booleanQuerySchema, wholeNumberQuery } from "./query-values";

/** The chart of accounts at the documented paths (extensions.md §4, docs/ledger-and-reports.md §6). */

const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters.`).nullish();

const bankFields = {
  institution_name: optionalText(200),
  iban: optionalText(34),
  sort_code: optionalText(20),
  account_number_mask: optionalText(20),
};

const accountBodyFields = {
  code: accountCodeSchema,
  name: z.string().trim().min(1, "Required.").max(200, "At most 200 characters."),
  description: optionalText(1000),
  external_id: z.string().trim().min(1, "Must not be empty.").max(255, "At most 255 characters.").nullish(),
  custom_fields: z.record(z.string(), z.unknown()).nullish(),
  ...bankFields,
};

/** One of the account types, in any case (`Asset` is `asset`); the document lists them lower-case. */
const accountTypeInput = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(ACCOUNT_TYPES, { error: `Must be one of ${ACCOUNT_TYPES.join(", ")}.` }))
  .meta({ enum: [...ACCOUNT_TYPES] });

export const createLedgerAccountSchema = z.object({
  ...accountBodyFields,
  account_type: accountTypeInput.optional(),
  account_subtype: z
    .enum(ACCOUNT_SUBTYPES, { error: `Must be one of ${ACCOUNT_SUBTYPES.join(", ")}.` })
    .optional()
    .meta({ description: "Required unless `parent_id` names a parent, whose subtype is then inherited." }),
  parent_id: z.string().trim().min(1, "Must not be empty.").max(255).nullish().meta({
    description: "The parent account: its UUID, code or external_id.",
  }),
  balance_behavior: z
    .enum(["debit_positive", "credit_positive", ""], {
      error: "Must be debit_positive, credit_positive or blank.",
    })
    .optional()
    .meta({ description: "Must agree with the subtype's normal balance when given." }),
  is_cash_account: z.boolean({ error: "Must be true or false." }).default(false),
  is_non_cash_expense: z.boolean({ error: "Must be true or false." }).default(false),
});
export type CreateLedgerAccountInput = z.output<typeof createLedgerAccountSchema>;

export const createChildAccountSchema = z.object(accountBodyFields);
export type CreateChildAccountInput = z.output<typeof createChildAccountSchema>;

const cents = () => z.number().int();

const ledgerAccountFields = {
  id: uuidSchema,
  code: z.string(),
  name: z.string(),
  external_id: z.string().nullable(),
  currency: z.string(),
  account_type: z.enum(ACCOUNT_TYPES),
  account_type_display: z.string(),
  account_subtype: z.enum(ACCOUNT_SUBTYPES),
  account_subtype_display: z.string(),
  normal_balance: z.enum(["debit", "credit"]),
  parent_account_code: z.string().nullable(),
  current_balance: cents().meta({
    description: "Cents on the normal side, the account's own postings plus its descendants'.",
  }),
  current_balance_formatted: z.string(),
  debit_balance: cents().meta({ description: "current_balance when it is on the debit side, else 0." }),
  credit_balance: cents().meta({ description: "current_balance when it is on the credit side, else 0." }),
  period_balance: cents()
    .nullable()
    .meta({ description: "Movement in period_year/period_month on the normal side; null without them." }),
  period_balance_formatted: z.string().nullable(),
  has_children: z.boolean(),
  hierarchy_level: z.number().int(),
  is_active: z.boolean(),
};

export const ledgerAccountSchema = z.object(ledgerAccountFields).meta({ id: "LedgerAccount" });
export type LedgerAccount = z.output<typeof ledgerAccountSchema>;

export interface LedgerAccountNode extends LedgerAccount {
  sub_accounts: LedgerAccountNode[];
}

const ledgerAccountNodeSchema: z.ZodType<LedgerAccountNode> = z
  .object({
    ...ledgerAccountFields,
    get sub_accounts() {
      return z.array(ledgerAccountNodeSchema);
    },
  })
  .meta({ id: "LedgerAccountNode" });

export const ledgerAccountDetailSchema = z
  .object({
    ...ledgerAccountFields,
    description: z.string().nullable(),
    institution_name: z.string().nullable(),
    iban: z.string().nullable(),
    sort_code: z.string().nullable(),
    account_number_mask: z.string().nullable(),
    is_cash_account: z.boolean(),
    custom_fields: z.unknown(),
    total_debits: cents().meta({ description: "Cents debited to the account itself, ever." }),
    total_credits: cents().meta({ description: "Cents credited to the account itself, ever." }),
    last_entry_date: z.iso.date().nullable(),
    last_entry_reference: z.string().nullable().meta({ description: "Sequence number of the last entry." }),
    sub_accounts: z.array(ledgerAccountNodeSchema),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "LedgerAccountDetail" });
export type LedgerAccountDetail = z.output<typeof ledgerAccountDetailSchema>;

export const chartHierarchySchema = z
  .object({ hierarchy: z.array(ledgerAccountNodeSchema), total_accounts: z.number().int() })
  .meta({ id: "ChartOfAccountsHierarchy" });
export type ChartHierarchy = z.output<typeof chartHierarchySchema>;

const intQuery = (min: number, max: number) =>
  wholeNumberQuery(
    z
      .number({ error: "Must be a whole number." })
      .int("Must be a whole number.")
      .min(min, `Must be ${min} or more.`)
      .max(max, `Must be ${max} or less.`),
  );
const boolQuery = () => booleanQuerySchema;

export const listLedgerAccountsQuerySchema = paginationQuerySchema
  .extend({
    account_type: accountTypeInput.optional().meta({ description: "Case-insensitive." }),
    account_subtype: z.enum(ACCOUNT_SUBTYPES, { error: "Not a documented subtype." }).optional(),
    fiscal_year: intQuery(1900, 9999)
      .optional()
      .meta({ description: "Only accounts with journal activity in that (calendar) year." }),
    // OpenAPI cannot make one query parameter require another, so the descriptions say it (the refine below checks).
    period_year: intQuery(1900, 9999).optional().meta({
      description:
        "With period_month (both or neither): each account's `period_balance` is its movement in that month.",
    }),
    period_month: intQuery(1, 12)
      .optional()
      .meta({ description: "With period_year (both or neither); 1 is January." }),
    group_by: z
      .enum(["type"], { error: "Must be type." })
      .optional()
      .meta({ description: "`type` orders the page by account type (asset … expense), then code." }),
    include_zero_balance: boolQuery().default(true),
    include_archived: boolQuery().default(false),
    parent_id: z.string().max(255).optional().meta({ description: "Direct children of this account." }),
    search: z.string().max(200, "At most 200 characters.").optional().meta({
      description: "Case-insensitive substring of the code or the name.",
    }),
  })
  .refine((query) => (query.period_year === undefined) === (query.period_month === undefined), {
    path: ["period_month"],
    message: "Give period_year and period_month together.",
  });
export type ListLedgerAccountsQuery = z.output<typeof listLedgerAccountsQuerySchema>;

/** `account_id` is a UUID, a code or an external_id: resolved by the ledger, so any non-empty text here. */
export const ledgerAccountPathSchema = z.object({
  business_id: uuidSchema,
  account_id: z.string().min(1).max(255),
});

export type { AccountSubtype, AccountType };

export const accountEntriesQuerySchema = paginationQuerySchema
  .extend({
    start_date: dateSchema.optional().meta({
      description: "Lines dated on or after this day (inclusive); default: since the first entry.",
    }),
    end_date: dateSchema.optional().meta({
      description:
        "Lines dated on or before this day (inclusive); default: today in the business's time zone.",
    }),
  })
  .refine((query) => !query.start_date || !query.end_date || query.start_date <= query.end_date, {
    path: ["end_date"],
    message: "Must be on or after start_date.",
  });
