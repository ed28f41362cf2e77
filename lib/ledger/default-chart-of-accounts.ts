import type { AccountClassification, CashFlowTag } from "../schemas/account-classification";
import { DEFAULT_SUBTYPE, type AccountSubtype } from "../schemas/account-type";

export interface ChartAccount {
  code: string;
  name: string;
  classification: AccountClassification;
  subtype: string;
  /** The documented subtype; the classification's default unless named. */
  accountSubtype: AccountSubtype;
  cashFlowTag?: CashFlowTag;
  /** The posting job this account does; the ledger finds accounts by role, never by code. */
  systemRole?: string;
}

const A = (
  code: string,
  name: string,
  classification: AccountClassification,
  subtype: string,
  extra: Partial<Pick<ChartAccount, "cashFlowTag" | "systemRole" | "accountSubtype">> = {},
): ChartAccount => ({
  code,
  name,
  classification,
  subtype,
  accountSubtype: DEFAULT_SUBTYPE[classification],
  ...extra,
});

/**
 * The chart every new business starts with: IFRS-style groups, so the balance sheet and the indirect cash flow can
 * be built from the classification alone. Businesses add their own accounts beside these.
 */
export const DEFAULT_CHART_OF_ACCOUNTS: readonly ChartAccount[] = [
  A("1000", "Bank account", "current_asset", "Cash and cash equivalents", {
    cashFlowTag: "cash_equivalent",
    systemRole: "bank",
  }),
  A("1010", "Petty cash", "current_asset", "Cash and cash equivalents", { cashFlowTag: "cash_equivalent" }),
  A("1050", "Payment processor clearing", "current_asset", "Other current assets", {
    systemRole: "payment_clearing",
  }),
  A("1100", "Accounts receivable", "current_asset", "Trade receivables", {
    systemRole: "accounts_receivable",
  }),
  A("1200", "Inventory", "current_asset", "Inventories"),
  A("1300", "Prepaid expenses", "current_asset", "Other current assets"),
  A("1400", "Input tax receivable", "current_asset", "Other current assets", { systemRole: "input_tax" }),
  A("1500", "Property, plant and equipment", "non_current_asset", "Property, plant and equipment"),
  A("1510", "Accumulated depreciation", "non_current_asset", "Property, plant and equipment", {
    cashFlowTag: "non_cash",
    systemRole: "accumulated_depreciation",
  }),
  A("1520", "Land", "non_current_asset", "Property, plant and equipment"),
  A("1600", "Intangible assets", "non_current_asset", "Intangible assets"),
  A("1610", "Accumulated amortisation", "non_current_asset", "Intangible assets", {
    cashFlowTag: "non_cash",
  }),
  A("1700", "Long-term investments", "non_current_asset", "Investments"),
  A("2000", "Accounts payable", "current_liability", "Trade payables", { systemRole: "accounts_payable" }),
  A("2100", "Sales tax payable", "current_liability", "Tax liabilities", { systemRole: "sales_tax_payable" }),
  A("2200", "Accrued liabilities", "current_liability", "Accruals"),
  A("2300", "Short-term borrowings", "current_liability", "Borrowings"),
  A("2400", "Customer prepayments", "current_liability", "Contract liabilities", {
    systemRole: "customer_credit",
  }),
  A("2500", "Long-term loans", "non_current_liability", "Borrowings"),
  A("2510", "Notes payable", "non_current_liability", "Borrowings"),
  A("3000", "Share capital", "share_capital", "Share capital", { systemRole: "share_capital" }),
  A("3100", "Share premium", "share_premium", "Share premium"),
  A("3200", "Reserves", "reserves", "Reserves"),
  A("3300", "Retained earnings", "retained_earnings", "Retained earnings", {
    systemRole: "retained_earnings",
  }),
  A("3310", "Dividends", "retained_earnings", "Retained earnings", { systemRole: "dividends" }),
  A("4000", "Sales", "revenue", "Revenue", { systemRole: "default_revenue" }),
  A("4100", "Services", "revenue", "Revenue"),
  A("4200", "Tips", "revenue", "Revenue", { systemRole: "tips" }),
  A("5000", "Cost of goods sold", "cost_of_sales", "Cost of sales", { systemRole: "cost_of_goods_sold" }),
  A("6000", "General expenses", "expense", "Operating expenses", { systemRole: "default_expense" }),
  A("6100", "Rent", "expense", "Operating expenses"),
  A("6200", "Salaries and wages", "expense", "Employee costs"),
  A("6300", "Utilities", "expense", "Operating expenses"),
  A("6400", "Software and subscriptions", "expense", "Operating expenses"),
  A("6500", "Payment processing fees", "expense", "Operating expenses", { systemRole: "processor_fees" }),
  A("6600", "Bad debt expense", "expense", "Operating expenses", { systemRole: "bad_debt" }),
  A("6700", "Depreciation", "expense", "Depreciation and amortisation", {
    cashFlowTag: "non_cash",
    systemRole: "depreciation",
  }),
  A("6710", "Amortisation", "expense", "Depreciation and amortisation", { cashFlowTag: "non_cash" }),
  A("6800", "Interest expense", "expense", "Finance costs", { accountSubtype: "finance_costs" }),
  A("6900", "Income tax expense", "expense", "Income tax", { accountSubtype: "income_tax" }),
  A("7000", "Other income", "other_income", "Other income"),
  A("7100", "Interest income", "other_income", "Finance income", { accountSubtype: "finance_income" }),
  A("7200", "Foreign exchange gains and losses", "other_income", "Other gains and losses", {
    systemRole: "fx_gain_loss",
  }),
  A("7300", "Gain or loss on disposal of assets", "other_income", "Other gains and losses", {
    cashFlowTag: "disposal",
    systemRole: "disposal_gain_loss",
  }),
];
