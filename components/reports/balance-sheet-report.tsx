"use client";
import { useQuery } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useEmbed } from "@/components/embed/embed-context";
import { platformCsv } from "@/lib/api-client/platform-download";
import { balanceSheetQuery, REPORT_PATHS } from "@/lib/api-client/reports";
import { fill } from "@/lib/i18n/define-messages";
import { formatMoney } from "@/lib/i18n/format";
import { BalanceSheetTable } from "./balance-sheet-table";
import { ChartFrame, ChartPlaceholder } from "./chart-frame";
import { CsvDownloadButton } from "./csv-download-button";
import { DateInput } from "./date-input";
import { ReportLayout, ReportQueryState } from "./report-layout";
import { asDetailLevel, DetailToggle } from "./report-options";
import { useBusinessToday, useUrlParams } from "./use-url-params";

// recharts is loaded after the table, and only by report pages.
const BalanceSheetChart = dynamic(() => import("./balance-sheet-chart"), {
  ssr: false,
  loading: ChartPlaceholder,
});

export function BalanceSheetReport() {
  const { businessId, locale, messages } = useEmbed();
  const m = messages.reports;
  const { today } = useBusinessToday();
  const [params, setParams] = useUrlParams({ as_of: today, detail: "summary" });
  const query = { as_of_date: params.as_of, detail_level: asDetailLevel(params.detail) };
  const sheet = useQuery(balanceSheetQuery(businessId, query));
  return (
    <ReportLayout
      title={m.balanceSheet}
      intro={m.balanceSheetIntro}
      options={
        <>
          <DateInput label={m.asOfDate} value={params.as_of} onChange={(as_of) => setParams({ as_of })} />
          <DetailToggle value={query.detail_level} onChange={(detail) => setParams({ detail })} />
          <CsvDownloadButton
            download={() =>
              platformCsv(businessId, REPORT_PATHS.balanceSheet, query, `balance-sheet-${query.as_of_date}`)
            }
          />
        </>
      }
    >
      <ReportQueryState query={sheet}>
        {(report) => {
          const money = (cents: number) => formatMoney(cents, report.currency, locale);
          const summary = fill(m.balanceSheetChart, {
            assets: money(report.summary.total_assets_cents),
            liabilities: money(report.summary.total_liabilities_cents),
            equity: money(report.summary.total_equity_cents),
          });
          return (
            <>
              <ChartFrame summary={summary} height={280}>
                <BalanceSheetChart report={report} />
              </ChartFrame>
              {report.detail_level === "summary" ? (
                <p className="mb-2 text-sm text-embed-muted">{m.summaryHint}</p>
              ) : null}
              <BalanceSheetTable report={report} />
            </>
          );
        }}
      </ReportQueryState>
    </ReportLayout>
  );
}
