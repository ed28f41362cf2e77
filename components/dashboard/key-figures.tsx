"use client";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useEmbed } from "@/components/embed/embed-context";
import { ErrorState, LoadingSkeleton } from "@/components/ui/states";
import { apAgingQuery } from "@/lib/api-client/ap-aging";
import { arAgingQuery, financialSummaryQuery } from "@/lib/api-client/insights";
import { cashFlowQuery } from "@/lib/api-client/reports";
import { fill } from "@/lib/i18n/define-messages";
import { formatMoney } from "@/lib/i18n/format";
import type { DashboardDates } from "./dashboard-dates";
import { FigureCard } from "./figure-card";

/**
 * The headline figures, each from the API's own report at the dashboard's date: cash (the cash flow's closing cash,
 * i.e. the balance of the bank and cash accounts), what customers owe and the business owes (the agings' totals, the
 * overdue part being everything past its due date) and profit this month and this year against the same days a year
 * earlier (the financial summary, which equals the P&L).
 */
export function KeyFigures({ dates }: { dates: DashboardDates }) {
  const { businessId, locale, messages } = useEmbed();
  const m = messages.dashboard;
  const { asOf, lastYear } = dates;
  const queries = [
    useQuery(
      cashFlowQuery(businessId, { start_date: dates.yearStart, end_date: asOf, detail_level: "summary" }),
    ),
    useQuery(arAgingQuery(businessId, { as_of_date: asOf, group_by: "total" })),
    useQuery(apAgingQuery(businessId, { as_of_date: asOf, group_by: "total" })),
    useQuery(financialSummaryQuery(businessId, { start_date: dates.monthStart, end_date: asOf })),
    useQuery(financialSummaryQuery(businessId, { start_date: lastYear.monthStart, end_date: lastYear.asOf })),
    useQuery(financialSummaryQuery(businessId, { start_date: dates.yearStart, end_date: asOf })),
    useQuery(financialSummaryQuery(businessId, { start_date: lastYear.yearStart, end_date: lastYear.asOf })),
  ] as const;
  const [cash, receivables, payables, month, monthLastYear, year, yearLastYear] = queries;
  if (queries.some((query: UseQueryResult) => query.isError)) {
    return <ErrorState onRetry={() => queries.forEach((query) => query.isError && query.refetch())} />;
  }
  if (
    !cash.data ||
    !receivables.data ||
    !payables.data ||
    !month.data ||
    !monthLastYear.data ||
    !year.data ||
    !yearLastYear.data
  ) {
    return <LoadingSkeleton rows={3} />;
  }
  const money = (cents: number) => formatMoney(cents, cash.data.currency, locale);
  const overdue = (total: number, current: number) => fill(m.overdue, { amount: money(total - current) });
  const lastYearProfit = (cents: number) => fill(m.lastYear, { amount: money(cents) });
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <FigureCard id="figure-cash" label={m.cash} amount={money(cash.data.summary.closing_cash_cents)}>
        {m.cashHint}
      </FigureCard>
      <FigureCard
        id="figure-receivables"
        label={m.receivables}
        amount={money(receivables.data.total_outstanding_cents)}
      >
        {overdue(receivables.data.total_outstanding_cents, receivables.data.total_aging_buckets.current)}
      </FigureCard>
      <FigureCard
        id="figure-payables"
        label={m.payables}
        amount={money(payables.data.total_outstanding_cents)}
      >
        {overdue(payables.data.total_outstanding_cents, payables.data.total_aging_buckets.current)}
      </FigureCard>
      <FigureCard
        id="figure-month-profit"
        label={m.profitThisMonth}
        amount={money(month.data.summary.net_profit_cents)}
      >
        {lastYearProfit(monthLastYear.data.summary.net_profit_cents)}
      </FigureCard>
      <FigureCard
        id="figure-year-profit"
        label={m.profitYearToDate}
        amount={money(year.data.summary.net_profit_cents)}
      >
        {lastYearProfit(yearLastYear.data.summary.net_profit_cents)}
      </FigureCard>
    </div>
  );
}
