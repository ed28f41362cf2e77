import type { Db } from "../db/client";
import { CLASSIFICATION_LABELS } from "../schemas/account";
import { ACCOUNT_SUBTYPE_DEFINITIONS, PROFIT_AND_LOSS_SUBTYPES } from "../schemas/account-type";
import type { ProfitAndLossSubtype } from "../schemas/account-type";
import type { AccountGroup, ProfitAndLoss } from "../schemas/report";
import type { PeriodReportQuery } from "../schemas/report-query";
import { accountGroup } from "./account-group";
import { readBalances } from "./read-balances";
import { lineItemsByAccount, loadReportAccounts, onNormalSide, type ReportAccount } from "./report-accounts";
import type { ReportBusiness, ReportOptions } from "./report-business";

const CLASSIFICATIONS = ["revenue", "cost_of_sales", "expense", "other_income"] as const;
type Classification = (typeof CLASSIFICATIONS)[number];

/**
 * Profit and loss for a period: each revenue, cost of sales, expense and other income account's movement between the
 * end of the day before `start_date` and the end of `end_date`, on its normal side (income and costs both positive).
 * The same movements are shown twice: by classification (the first shape of this report, kept as it was) and by the
 * documented subtype with the documented `summary` (extensions.md §3.3). net_profit_cents equals the change of the
 * balance sheet's profit-to-date line over the same days.
 */
export async function profitAndLoss(
  db: Db,
  business: ReportBusiness,
  query: Pick<PeriodReportQuery, "start_date" | "end_date" | "detail_level">,
  options: ReportOptions = {},
): Promise<ProfitAndLoss> {
  const chart = await loadReportAccounts(db, business.id);
  const dates = { start: query.start_date, end: query.end_date };
  const rows = await readBalances(db, business.id, dates, options.source);
  const byClassification = new Map<string, [ReportAccount, number][]>();
  const bySubtype = new Map<string, [ReportAccount, number][]>();
  for (const row of rows) {
    const account = chart.get(row.accountId)!;
    const amount: [ReportAccount, number] = [
      account,
      onNormalSide(account, row.closingCents - row.openingCents),
    ];
    addTo(byClassification, account.classification, amount);
    addTo(bySubtype, account.accountSubtype, amount);
  }
  const group = (label: string, amounts: [ReportAccount, number][] | undefined) =>
    accountGroup(label, lineItemsByAccount(amounts ?? []), query.detail_level);
  const old = Object.fromEntries(
    CLASSIFICATIONS.map((key) => [key, group(CLASSIFICATION_LABELS[key], byClassification.get(key))]),
  ) as Record<Classification, AccountGroup>;
  const groups = Object.fromEntries(
    PROFIT_AND_LOSS_SUBTYPES.map((key) => [
      key,
      group(ACCOUNT_SUBTYPE_DEFINITIONS[key].label, bySubtype.get(key)),
    ]),
  ) as Record<ProfitAndLossSubtype, AccountGroup>;
  const total = (key: ProfitAndLossSubtype) => groups[key].total_cents;
  const totalOperatingIncome = total("revenue") + total("other_operating_income");
  const grossProfit = totalOperatingIncome - total("direct_costs");
  const operatingProfit = grossProfit - total("operating_expenses");
  const profitBeforeTax = operatingProfit + total("finance_income") - total("finance_costs");
  const netProfit = profitBeforeTax - total("income_tax");
  return {
    business_id: business.id,
    start_date: query.start_date,
    end_date: query.end_date,
    currency: business.baseCurrency,
    detail_level: query.detail_level,
    summary: {
      net_revenue_cents: total("revenue"),
      total_operating_income_cents: totalOperatingIncome,
      gross_profit_cents: grossProfit,
      total_operating_expenses_cents: total("operating_expenses"),
      operating_profit_cents: operatingProfit,
      profit_before_tax_cents: profitBeforeTax,
      net_profit_cents: netProfit,
    },
    ...groups,
    cost_of_sales: old.cost_of_sales,
    gross_profit_cents: old.revenue.total_cents - old.cost_of_sales.total_cents,
    expense: old.expense,
    other_income: old.other_income,
    net_profit_cents: netProfit,
  };
}

function addTo<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
