import type { Db } from "../db/client";
import { ApiError } from "../http/api-error";
import { accountTypeOf } from "../schemas/account-type";
import { MAX_TREND_PERIODS, type FinancialSummary, type FinancialSummaryQuery } from "../schemas/insights";
import { readPeriodMovements } from "./period-movements";
import { loadReportAccounts } from "./report-accounts";
import type { ReportBusiness } from "./report-business";
import { calendarPeriods } from "./report-periods";

/**
 * Revenue, expenses and net profit for a range, in total and per calendar month, quarter or year
 * (extensions.md §3.1). Revenue is every revenue-type account (revenue, other operating income, finance income) on
 * its credit side, expenses every expense-type account (direct costs, operating expenses, finance costs, income tax)
 * on its debit side, so net profit is the profit and loss's for the same days. The periods are cut to the range.
 */
export async function financialSummary(
  db: Db,
  business: ReportBusiness,
  query: FinancialSummaryQuery,
): Promise<FinancialSummary> {
  const periods = calendarPeriods(query.start_date, query.end_date, query.granularity);
  if (periods.length > MAX_TREND_PERIODS) {
    throw ApiError.validation({
      end_date: [
        `The range spans ${periods.length} ${query.granularity} periods; at most ${MAX_TREND_PERIODS}.`,
      ],
    });
  }
  const [chart, movements] = await Promise.all([
    loadReportAccounts(db, business.id),
    readPeriodMovements(db, business.id, periods),
  ]);
  const trends = periods.map((period) => ({
    period_start: period.start,
    period_end: period.end,
    period_label: period.label,
    revenue_cents: 0,
    expenses_cents: 0,
    net_profit_cents: 0,
  }));
  for (const movement of movements) {
    const trend = trends[movement.period]!;
    const accountType = accountTypeOf(chart.get(movement.accountId)!.accountSubtype);
    if (accountType === "revenue") trend.revenue_cents -= movement.cents;
    if (accountType === "expense") trend.expenses_cents += movement.cents;
  }
  for (const trend of trends) trend.net_profit_cents = trend.revenue_cents - trend.expenses_cents;
  const sum = (pick: (trend: (typeof trends)[number]) => number) =>
    trends.reduce((total, trend) => total + pick(trend), 0);
  return {
    business_id: business.id,
    start_date: query.start_date,
    end_date: query.end_date,
    currency: business.baseCurrency,
    granularity: query.granularity,
    summary: {
      total_revenue_cents: sum((trend) => trend.revenue_cents),
      total_expenses_cents: sum((trend) => trend.expenses_cents),
      net_profit_cents: sum((trend) => trend.net_profit_cents),
    },
    trends,
  };
}
