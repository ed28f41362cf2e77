import type { AccountClassification } from "./account-classification";

/**
 * The documented account types and subtypes (extensions.md §4.1). Each subtype belongs to one type and maps onto one
 * of the classifications the reports and the cash flow rules were built on; the expense and other-income
 * classifications split into several subtypes. Zod-free, so the embed can use the labels without loading zod.
 */
export const ACCOUNT_TYPES = ["asset", "liability", "equity", "revenue", "expense"] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const ACCOUNT_SUBTYPES = [
  "current_assets",
  "non_current_assets",
  "current_liabilities",
  "non_current_liabilities",
  "share_capital",
  "share_premium",
  "reserves",
  "retained_earnings",
  "revenue",
  "other_operating_income",
  "finance_income",
  "direct_costs",
  "operating_expenses",
  "finance_costs",
  "income_tax",
] as const;
export type AccountSubtype = (typeof ACCOUNT_SUBTYPES)[number];

export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  asset: "Asset",
  liability: "Liability",
  equity: "Equity",
  revenue: "Revenue",
  expense: "Expense",
};

/** Assets and expenses grow with debits; the rest with credits. */
export const NORMAL_BALANCE: Record<AccountType, "debit" | "credit"> = {
  asset: "debit",
  liability: "credit",
  equity: "credit",
  revenue: "credit",
  expense: "debit",
};

interface SubtypeDefinition {
  accountType: AccountType;
  classification: AccountClassification;
  label: string;
}

const subtype = (accountType: AccountType, classification: AccountClassification, label: string) => ({
  accountType,
  classification,
  label,
});

export const ACCOUNT_SUBTYPE_DEFINITIONS: Record<AccountSubtype, SubtypeDefinition> = {
  current_assets: subtype("asset", "current_asset", "Current Assets"),
  non_current_assets: subtype("asset", "non_current_asset", "Non-Current Assets"),
  current_liabilities: subtype("liability", "current_liability", "Current Liabilities"),
  non_current_liabilities: subtype("liability", "non_current_liability", "Non-Current Liabilities"),
  share_capital: subtype("equity", "share_capital", "Share Capital"),
  share_premium: subtype("equity", "share_premium", "Share Premium"),
  reserves: subtype("equity", "reserves", "Reserves"),
  retained_earnings: subtype("equity", "retained_earnings", "Retained Earnings"),
  revenue: subtype("revenue", "revenue", "Revenue"),
  other_operating_income: subtype("revenue", "other_income", "Other Operating Income"),
  finance_income: subtype("revenue", "other_income", "Finance Income"),
  direct_costs: subtype("expense", "cost_of_sales", "Direct Costs"),
  operating_expenses: subtype("expense", "expense", "Operating Expenses"),
  finance_costs: subtype("expense", "expense", "Finance Costs"),
  income_tax: subtype("expense", "expense", "Income Tax"),
};

/** The subtype an account of a classification gets when none is named (the first of its classification). */
export const DEFAULT_SUBTYPE = Object.fromEntries(
  [...ACCOUNT_SUBTYPES].reverse().map((key) => [ACCOUNT_SUBTYPE_DEFINITIONS[key].classification, key]),
) as Record<AccountClassification, AccountSubtype>;

export const accountTypeOf = (accountSubtype: AccountSubtype): AccountType =>
  ACCOUNT_SUBTYPE_DEFINITIONS[accountSubtype].accountType;

export const subtypesOfType = (accountType: AccountType): AccountSubtype[] =>
  ACCOUNT_SUBTYPES.filter((key) => ACCOUNT_SUBTYPE_DEFINITIONS[key].accountType === accountType);

/** The profit and loss subtypes, in the order of the documented statement. */
export const PROFIT_AND_LOSS_SUBTYPES = [
  "revenue",
  "other_operating_income",
  "direct_costs",
  "operating_expenses",
  "finance_income",
  "finance_costs",
  "income_tax",
] as const satisfies readonly AccountSubtype[];
export type ProfitAndLossSubtype = (typeof PROFIT_AND_LOSS_SUBTYPES)[number];
