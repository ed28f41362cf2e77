/**
 * The posting jobs the ledger finds accounts by (never by code, which a business may change): one account of each
 * role per business, seeded with the default chart of accounts.
 */
export const SYSTEM_ACCOUNT_ROLES = [
  "bank",
  "payment_clearing",
  "accounts_receivable",
  "input_tax",
  "accumulated_depreciation",
  "accounts_payable",
  "sales_tax_payable",
  "customer_credit",
  "share_capital",
  "retained_earnings",
  "dividends",
  "default_revenue",
  "tips",
  "cost_of_goods_sold",
  "default_expense",
  "processor_fees",
  "bad_debt",
  "depreciation",
  "fx_gain_loss",
  "disposal_gain_loss",
] as const;
export type SystemAccountRole = (typeof SYSTEM_ACCOUNT_ROLES)[number];
