"use client";
import { useQuery } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useEmbed } from "@/components/embed/embed-context";
import { profitAndLossQuery, REPORT_PATHS } from "@/lib/api-client/reports";
import { fill } from "@/lib/i18n/define-messages";
import { formatMoney } from "@/lib/i18n/format";
import { ChartFrame, ChartPlaceholder } from "./chart-frame";
import { ProfitAndLossTable } from "./profit-and-loss-table";
import { ReportLayout, ReportQueryState } from "./report-layout";
import { PeriodReportOptions, usePeriodReport } from "./report-options";

const ProfitAndLossChart = dynamic(() => import("./profit-and-loss-chart"), {
  ssr: false,
  loading: ChartPlaceholder,
});

export function ProfitAndLossReport() {
  const { businessId, locale, messages } = useEmbed();
  const m = messages.reports;
  const period = usePeriodReport();
  const profitAndLoss = useQuery(profitAndLossQuery(businessId, period.query));
  return (
    <ReportLayout
      title={m.profitAndLoss}
      intro={m.profitAndLossIntro}
      options={
        <PeriodReportOptions report={period} path={REPORT_PATHS.profitAndLoss} name="profit-and-loss" />
      }
    >
      <ReportQueryState query={profitAndLoss}>
        {(report) => {
          const money = (cents: number) => formatMoney(cents, report.currency, locale);
          const chartSummary = fill(m.profitAndLossChart, {
            revenue: money(report.revenue.total_cents),
            costOfSales: money(report.cost_of_sales.total_cents),
            expenses: money(report.expense.total_cents),
            otherIncome: money(report.other_income.total_cents),
            netProfit: money(report.net_profit_cents),
          });
          return (
            <>
              <ChartFrame summary={chartSummary} height={300}>
                <ProfitAndLossChart report={report} />
              </ChartFrame>
              {report.detail_level === "summary" ? (
                <p className="mb-2 text-sm text-embed-muted">{m.summaryHint}</p>
              ) : null}
              <ProfitAndLossTable report={report} />
            </>
          );
        }}
      </ReportQueryState>
    </ReportLayout>
  );
}
