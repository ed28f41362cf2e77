import type { MenuKey, SubMenuTab } from "@/lib/schemas/menu-tabs";

/** The embed's sections (under /embed/{business_id}/) and the menu configuration's tab each belongs to. */
export const SECTION_TABS = {
  "bank-transactions/": "bank_transactions",
  "bills/": "accounts_payable.bills",
  "vendor-credits/": "accounts_payable.vendor_credits",
  "invoices/": "accounts_receivable.invoices",
  "customer-credits/": "accounts_receivable.customer_credits",
  "payouts/": "accounts_receivable.payouts",
  "refunds/": "accounts_receivable.refunds",
  "reports/": "reports",
  "reports/balance-sheet/": "reports.balance_sheet",
  "reports/profit-and-loss/": "reports.profit_and_loss",
  "reports/cash-flow/": "reports.cashflow_statement",
  "reports/ap-aging/": "reports.ap_aging",
  "reports/ar-aging/": "reports.ar_aging",
  "ledger/": "general_ledger.chart_of_accounts",
  "journal/": "general_ledger.journal_entries",
} as const satisfies Record<string, MenuKey | SubMenuTab>;
export type Section = keyof typeof SECTION_TABS;
