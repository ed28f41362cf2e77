"use client";
import { useQuery } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useEmbed } from "@/components/embed/embed-context";
import { cashFlowQuery, REPORT_PATHS } from "@/lib/api-client/reports";
import { fill } from "@/lib/i18n/define-messages";
import { formatMoney } from "@/lib/i18n/format";
import { CashFlowReconciliation } from "./cash-flow-reconciliation";
import { CashFlowTable } from "./cash-flow-table";
import { ChartFrame, ChartPlaceholder } from "./chart-frame";
import { ReportLayout, ReportQueryState } from "./report-layout";
import { PeriodReportOptions, usePeriodReport } from "./report-options";

const CashFlowWaterfall = dynamic(() => import("./cash-flow-waterfall"), {
  ssr: false,
  loading: ChartPlaceholder,
});

export function CashFlowReport() {
  const { businessId, locale, messages } = useEmbed();
  const m = messages.reports;
  const period = usePeriodReport();
  const cashFlow = useQuery(cashFlowQuery(businessId, period.query));
  return (
    <ReportLayout
      title={m.cashFlow}
      intro={m.cashFlowIntro}
      options={<PeriodReportOptions report={period} path={REPORT_PATHS.cashFlow} name="cash-flow" />}
    >
      <ReportQueryState query={cashFlow}>
        {(report) => {
          const money = (cents: number) => formatMoney(cents, report.currency, locale);
          const { summary } = report;
          const chartSummary = fill(m.cashFlowChart, {
            opening: money(summary.opening_cash_cents),
            closing: money(summary.closing_cash_cents),
            operating: money(summary.net_cash_from_operating_cents),
            investing: money(summary.net_cash_from_investing_cents),
            financing: money(summary.net_cash_from_financing_cents),
          });
          return (
            <>
              <ChartFrame summary={chartSummary} height={300}>
                <CashFlowWaterfall report={report} />
              </ChartFrame>
              <CashFlowReconciliation report={report} />
              {report.detail_level === "summary" ? (
                <p className="mb-2 text-sm text-embed-muted">{m.summaryHint}</p>
              ) : null}
              <CashFlowTable report={report} />
            </>
          );
        }}
      </ReportQueryState>
    </ReportLayout>
  );
}
