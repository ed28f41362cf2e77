import { z } from "zod";

/** The classification the reports group accounts by. Order is the order of the balance sheet and P&L. */
export const ACCOUNT_CLASSIFICATIONS = [
  "non_current_asset",
  "current_asset",
  "current_liability",
  "non_current_liability",
  "share_capital",
  "share_premium",
  "reserves",
  "retained_earnings",
  "revenue",
  "cost_of_sales",
  "expense",
  "other_income",
] as const;
export type AccountClassification = (typeof ACCOUNT_CLASSIFICATIONS)[number];
export const accountClassificationSchema = z.enum(ACCOUNT_CLASSIFICATIONS);

/**
 * How the cash flow statement treats an account: `cash_equivalent` accounts are the cash it explains, `non_cash`
 * accounts (depreciation, amortisation, unrealised FX) are added back to profit, `disposal` gains and losses move from
 * operating to investing.
 */
export const CASH_FLOW_TAGS = ["cash_equivalent", "non_cash", "disposal"] as const;
export type CashFlowTag = (typeof CASH_FLOW_TAGS)[number];
export const cashFlowTagSchema = z.enum(CASH_FLOW_TAGS);

/** Debit-normal classifications; the rest are credit-normal. */
export const DEBIT_NORMAL: ReadonlySet<AccountClassification> = new Set([
  "non_current_asset",
  "current_asset",
  "cost_of_sales",
  "expense",
]);
