/**
 * The embed's tabs as the menu configuration names them (extensions.md §5, docs/menu-config.md). Zod-free: the
 * embed's navigation reads it in the browser.
 */
export const MENU_KEYS = [
  "insights",
  "tasks",
  "bank_transactions",
  "general_ledger",
  "reports",
  "accounts_receivable",
  "accounts_payable",
] as const;
export type MenuKey = (typeof MENU_KEYS)[number];

/** Sub-tabs in `parent.child` form: the pages of the embed under each main tab. */
export const SUB_MENU_TABS = [
  "general_ledger.chart_of_accounts",
  "general_ledger.journal_entries",
  "reports.profit_and_loss",
  "reports.balance_sheet",
  "reports.cashflow_statement",
  "reports.ap_aging",
  "reports.ar_aging",
  "accounts_receivable.invoices",
  "accounts_receivable.customer_credits",
  "accounts_receivable.payouts",
  "accounts_receivable.refunds",
  "accounts_payable.bills",
  "accounts_payable.vendor_credits",
] as const;
export type SubMenuTab = (typeof SUB_MENU_TABS)[number];

export interface EffectiveMenu {
  menu: Record<MenuKey, boolean>;
  sub_menu_tabs: Record<SubMenuTab, boolean>;
}

/** Whether a tab (`reports`) or sub-tab (`reports.balance_sheet`) shows: a sub-tab needs its main tab too. */
export function isTabEnabled(config: EffectiveMenu, tab: MenuKey | SubMenuTab): boolean {
  const [main] = tab.split(".") as [MenuKey];
  if (!config.menu[main]) return false;
  return tab === main ? true : config.sub_menu_tabs[tab as SubMenuTab];
}

/** Every tab enabled: what a business sees when neither it nor its partner configured the menu. */
export const ALL_TABS_ENABLED: EffectiveMenu = {
  menu: Object.fromEntries(MENU_KEYS.map((key) => [key, true])) as Record<MenuKey, boolean>,
  sub_menu_tabs: Object.fromEntries(SUB_MENU_TABS.map((key) => [key, true])) as Record<SubMenuTab, boolean>,
};
