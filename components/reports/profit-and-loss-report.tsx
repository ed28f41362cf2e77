"use client";
import { useQuery } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useEmbed } from "@/components/embed/embed-context";
import { platformCsv } from "@/lib/api-client/platform-download";
import { profitAndLossQuery, REPORT_PATHS } from "@/lib/api-client/reports";
import { fill } from "@/lib/i18n/define-messages";
import { formatMoney } from "@/lib/i18n/format";
import { ChartFrame, ChartPlaceholder } from "./chart-frame";
import { CsvDownloadButton } from "./csv-download-button";
import { ProfitAndLossTable } from "./profit-and-loss-table";
import { ReportLayout, ReportQueryState } from "./report-layout";
import { asDetailLevel, DetailToggle, PeriodInputs } from "./report-options";
import { useBusinessToday, useUrlParams } from "./use-url-params";

const ProfitAndLossChart = dynamic(() => import("./profit-and-loss-chart"), {
  ssr: false,
  loading: ChartPlaceholder,
});

export function ProfitAndLossReport() {
  const { businessId, locale, messages } = useEmbed();
  const m = messages.reports;
  const { today, startOfYear } = useBusinessToday();
  const [params, setParams] = useUrlParams({ start: startOfYear, end: today, detail: "summary" });
  const query = {
    start_date: params.start,
    end_date: params.end,
    detail_level: asDetailLevel(params.detail),
  };
  const profitAndLoss = useQuery(profitAndLossQuery(businessId, query));
  return (
    <ReportLayout
      title={m.profitAndLoss}
      intro={m.profitAndLossIntro}
      options={
        <>
          <PeriodInputs start={params.start} end={params.end} onChange={setParams} />
          <DetailToggle value={query.detail_level} onChange={(detail) => setParams({ detail })} />
          <CsvDownloadButton
            download={() =>
              platformCsv(
                businessId,
                REPORT_PATHS.profitAndLoss,
                query,
                `profit-and-loss-${query.start_date}-${query.end_date}`,
              )
            }
          />
        </>
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
