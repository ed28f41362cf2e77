import { z } from "zod";
import { booleanQuerySchema } from "./query-values";
import { ACCOUNT_CLASSIFICATIONS, type AccountClassification } from "./account-classification";
import { accountClassificationSchema, cashFlowTagSchema } from "./account-classification";
import { commaListSchema } from "./comma-list";
import { paginationQuerySchema, uuidSchema } from "./common";

/** The group label an account gets when it is created without a `subtype`. */
export const CLASSIFICATION_LABELS: Record<AccountClassification, string> = {
  non_current_asset: "Non-current assets",
  current_asset: "Current assets",
  current_liability: "Current liabilities",
  non_current_liability: "Non-current liabilities",
  share_capital: "Share capital",
  share_premium: "Share premium",
  reserves: "Reserves",
  retained_earnings: "Retained earnings",
  revenue: "Revenue",
  cost_of_sales: "Cost of sales",
  expense: "Operating expenses",
  other_income: "Other income",
};

export const accountCodeSchema = z.string().trim().min(1, "Required.").max(20, "At most 20 characters.");

/** decisions.md §4: an account named on input by its id or by its code. */
export const accountIdentifierInputSchema = z
  .discriminatedUnion(
    "type",
    [
      z.object({ type: z.literal("AccountId"), id: uuidSchema }),
      z.object({ type: z.literal("AccountCode"), code: accountCodeSchema }),
    ],
    { error: 'Must be {"type": "AccountId", "id": uuid} or {"type": "AccountCode", "code": string}.' },
  )
  .meta({ id: "AccountIdentifierInput" });
export type AccountIdentifierInput = z.output<typeof accountIdentifierInputSchema>;

export const createAccountSchema = z.object({
  code: accountCodeSchema,
  name: z.string().trim().min(1, "Required.").max(200, "At most 200 characters."),
  classification: accountClassificationSchema,
  subtype: z.string().trim().min(1, "Required.").max(100, "At most 100 characters.").optional(),
  cash_flow_tag: cashFlowTagSchema.nullable().optional(),
});
export type CreateAccountInput = z.output<typeof createAccountSchema>;

export const accountSchema = z
  .object({
    type: z.literal("Account"),
    id: uuidSchema,
    business_id: uuidSchema,
    code: z.string(),
    name: z.string(),
    classification: accountClassificationSchema,
    subtype: z.string(),
    cash_flow_tag: cashFlowTagSchema.nullable(),
    system_role: z.string().nullable().meta({
      description: "The posting job the ledger uses the account for (accounts_payable, default_expense, …).",
    }),
    is_archived: z.boolean(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "Account" });
export type AccountResponse = z.output<typeof accountSchema>;

export const listAccountsQuerySchema = paginationQuerySchema.extend({
  classification: commaListSchema(ACCOUNT_CLASSIFICATIONS).optional(),
  search: z.string().max(200, "At most 200 characters.").optional().meta({
    description: "Case-insensitive substring of the code or the name.",
  }),
  include_archived: booleanQuerySchema
    .prefault("false")
    .meta({ description: "`true` lists archived accounts too." }),
});
export type ListAccountsQuery = z.output<typeof listAccountsQuerySchema>;

export const accountPathSchema = z.object({ business_id: uuidSchema, account_id: uuidSchema });
