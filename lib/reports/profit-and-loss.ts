import type { Db } from "../db/client";
import { CLASSIFICATION_LABELS } from "../schemas/account";
import type { ProfitAndLoss } from "../schemas/report";
import type { PeriodReportQuery } from "../schemas/report-query";
import { accountGroup } from "./account-group";
import { readBalances } from "./read-balances";
import { lineItemsByAccount, loadReportAccounts, onNormalSide, type ReportAccount } from "./report-accounts";
import type { ReportBusiness, ReportOptions } from "./report-business";

const SECTIONS = ["revenue", "cost_of_sales", "expense", "other_income"] as const;
type Section = (typeof SECTIONS)[number];

/**
 * Profit and loss for a period: each revenue, cost of sales, expense and other income account's movement between the
 * end of the day before `start_date` and the end of `end_date`, on its normal side (income and costs both positive).
 * net_profit_cents equals the change of the balance sheet's profit-to-date line over the same days.
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
  const amounts = new Map<Section, [ReportAccount, number][]>(SECTIONS.map((section) => [section, []]));
  for (const row of rows) {
    const account = chart.get(row.accountId)!;
    const section = amounts.get(account.classification as Section);
    section?.push([account, onNormalSide(account, row.closingCents - row.openingCents)]);
  }
  const group = (section: Section) =>
    accountGroup(
      CLASSIFICATION_LABELS[section],
      lineItemsByAccount(amounts.get(section)!),
      query.detail_level,
    );
  const [revenue, costOfSales, expense, otherIncome] = SECTIONS.map(group) as [
    ReturnType<typeof group>,
    ReturnType<typeof group>,
    ReturnType<typeof group>,
    ReturnType<typeof group>,
  ];
  const grossProfit = revenue.total_cents - costOfSales.total_cents;
  return {
    business_id: business.id,
    start_date: query.start_date,
    end_date: query.end_date,
    currency: business.baseCurrency,
    detail_level: query.detail_level,
    revenue,
    cost_of_sales: costOfSales,
    gross_profit_cents: grossProfit,
    expense,
    other_income: otherIncome,
    net_profit_cents: grossProfit - expense.total_cents + otherIncome.total_cents,
  };
}
