import { AGING_BUCKET_KEYS, agingBucketValues } from "../schemas/aging-buckets";
import type { ApAging } from "../schemas/ap-aging";
import type { ArAging } from "../schemas/ar-aging";
import type { GeneralLedger, TrialBalance } from "../schemas/ledger-report";
import type { AccountGroup, BalanceSheet, CashFlow, ProfitAndLoss } from "../schemas/report";

type Cell = string | number | boolean | null;

/** RFC 4180 text; a text cell a spreadsheet would run as a formula (=, +, -, @) is prefixed with an apostrophe. */
export function toCsv(rows: readonly (readonly Cell[])[]): string {
  const cell = (value: Cell) => {
    if (value === null) return "";
    if (typeof value !== "string") return String(value);
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  return rows.map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}

const GROUP_HEADER = ["section", "account_id", "account_code", "account_name", "value_cents"];

/** A group as rows: its line items (detailed view), then its total. */
function groupRows(section: string, group: AccountGroup): Cell[][] {
  return [
    ...group.line_items.map((item) => [
      section,
      item.account_id,
      item.account_code,
      item.account_name,
      item.value_cents,
    ]),
    [section, null, null, `Total ${group.display_name}`, group.total_cents],
  ];
}

const totalRow = (name: string, cents: number): Cell[] => ["total", null, null, name, cents];

export function balanceSheetCsv(report: BalanceSheet): string {
  const sections = [
    "non_current_assets",
    "current_assets",
    "current_liabilities",
    "non_current_liabilities",
    "share_capital",
    "share_premium",
    "reserves",
    "retained_earnings",
  ] as const;
  return toCsv([
    GROUP_HEADER,
    ...sections.flatMap((section) => groupRows(section, report[section])),
    ...Object.entries(report.summary).map(([name, cents]) => totalRow(name, cents)),
  ]);
}

export function cashFlowCsv(report: CashFlow): string {
  const operating = report.operating_activities;
  return toCsv([
    GROUP_HEADER,
    ...(operating
      ? [
          ["operating", null, null, "Net profit", operating.net_profit_cents] as Cell[],
          ...groupRows("non_cash_adjustments", operating.non_cash_adjustments),
          ...groupRows("working_capital_changes", operating.working_capital_changes),
          ...groupRows("investing", report.investing_activities!),
          ...groupRows("financing", report.financing_activities!),
        ]
      : []),
    ...Object.entries(report.summary).map(([name, cents]) => totalRow(name, cents)),
    totalRow("reconciles", report.cash_reconciliation.reconciles ? 1 : 0),
  ]);
}

export function profitAndLossCsv(report: ProfitAndLoss): string {
  return toCsv([
    GROUP_HEADER,
    ...groupRows("revenue", report.revenue),
    ...groupRows("cost_of_sales", report.cost_of_sales),
    totalRow("gross_profit_cents", report.gross_profit_cents),
    ...groupRows("expense", report.expense),
    ...groupRows("other_income", report.other_income),
    totalRow("net_profit_cents", report.net_profit_cents),
    ...Object.entries(report.summary).map(([name, cents]) => totalRow(`summary.${name}`, cents)),
  ]);
}

export function trialBalanceCsv(report: TrialBalance): string {
  return toCsv([
    ["account_id", "account_code", "account_name", "classification", "debit_cents", "credit_cents"],
    ...report.accounts.map((line) => [
      line.account_id,
      line.account_code,
      line.account_name,
      line.classification,
      line.debit_cents,
      line.credit_cents,
    ]),
    [null, null, "Total", null, report.total_debit_cents, report.total_credit_cents],
  ]);
}

export function generalLedgerCsv(report: GeneralLedger): string {
  const header = ["entry_date", "entry_id", "line_no", "source", "source_id", "memo", "description"];
  return toCsv([
    [...header, "debit_cents", "credit_cents", "running_balance_cents", "flow_class"],
    [
      report.start_date,
      null,
      null,
      null,
      null,
      "Opening balance",
      null,
      null,
      null,
      report.opening_balance_cents,
      null,
    ],
    ...report.results.map((line) => [
      line.entry_date,
      line.entry_id,
      line.line_no,
      line.source,
      line.source_id,
      line.memo,
      line.description,
      line.debit_cents,
      line.credit_cents,
      line.running_balance_cents,
      line.flow_class,
    ]),
    [
      report.end_date,
      null,
      null,
      null,
      null,
      "Closing balance",
      null,
      null,
      null,
      report.closing_balance_cents,
      null,
    ],
  ]);
}

type AgingRow = [id: string, name: string, buckets: ApAging["total_aging_buckets"], totalCents: number];

/** One row per party (none for `group_by=total`) in the response's order, then the total row. */
function agingCsv(party: "vendor" | "customer", rows: AgingRow[], aging: ApAging | ArAging): string {
  return toCsv([
    [
      `${party}_id`,
      `${party}_name`,
      ...AGING_BUCKET_KEYS.map((key) => `${key}_cents`),
      "total_outstanding_cents",
    ],
    ...rows.map(([id, name, buckets, total]) => [id, name, ...agingBucketValues(buckets), total]),
    [null, "Total", ...agingBucketValues(aging.total_aging_buckets), aging.total_outstanding_cents],
  ]);
}

export const apAgingCsv = (aging: ApAging): string =>
  agingCsv(
    "vendor",
    aging.vendors.map((v) => [v.vendor_id, v.vendor_name, v.aging_buckets, v.total_outstanding_cents]),
    aging,
  );

export const arAgingCsv = (aging: ArAging): string =>
  agingCsv(
    "customer",
    aging.customers.map((c) => [c.customer_id, c.customer_name, c.aging_buckets, c.total_outstanding_cents]),
    aging,
  );
