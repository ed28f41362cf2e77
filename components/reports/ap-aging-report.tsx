"use client";
import { useQuery } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useEmbed } from "@/components/embed/embed-context";
import { AP_AGING_PATH, apAgingQuery } from "@/lib/api-client/ap-aging";
import { platformCsv } from "@/lib/api-client/platform-download";
import { fill } from "@/lib/i18n/define-messages";
import { formatMoney } from "@/lib/i18n/format";
import { ApAgingTable } from "./ap-aging-table";
import { ChartFrame, ChartPlaceholder } from "./chart-frame";
import { ChoiceToggle } from "./choice-toggle";
import { CsvDownloadButton } from "./csv-download-button";
import { DateInput } from "./date-input";
import { ReportLayout, ReportQueryState } from "./report-layout";
import { useBusinessToday, useUrlParams } from "./use-url-params";
import { VendorOpenBills } from "./vendor-open-bills";

const ApAgingChart = dynamic(() => import("./ap-aging-chart"), { ssr: false, loading: ChartPlaceholder });

export function ApAgingReport() {
  const { businessId, locale, messages } = useEmbed();
  const m = messages.reports;
  const { today } = useBusinessToday();
  const [params, setParams] = useUrlParams({ as_of: today, group_by: "vendor", vendor: "" });
  const groupBy = params.group_by === "total" ? "total" : "vendor";
  const query = { as_of_date: params.as_of, group_by: groupBy } as const;
  const aging = useQuery(apAgingQuery(businessId, query));
  const selectVendor = (vendor: string) => setParams({ vendor });
  return (
    <ReportLayout
      title={m.apAging}
      intro={m.apAgingIntro}
      options={
        <>
          <DateInput label={m.asOfDate} value={params.as_of} onChange={(as_of) => setParams({ as_of })} />
          <ChoiceToggle
            legend={m.groupBy}
            value={groupBy}
            onChange={(group_by) => setParams({ group_by, vendor: "" })}
            options={[
              { value: "vendor", label: m.byVendor },
              { value: "total", label: m.byTotal },
            ]}
          />
          <CsvDownloadButton
            download={() => platformCsv(businessId, AP_AGING_PATH, query, `ap-aging-${query.as_of_date}`)}
          />
        </>
      }
    >
      <ReportQueryState query={aging}>
        {(report) => {
          const money = (cents: number) => formatMoney(cents, report.currency, locale);
          const buckets = report.total_aging_buckets;
          const summary = fill(m.apAgingChart, {
            total: money(report.total_outstanding_cents),
            current: money(buckets.current),
            days30: money(buckets.days_1_30),
            days60: money(buckets.days_31_60),
            days90: money(buckets.days_61_90),
            over90: money(buckets.over_90_days),
          });
          const rows = Math.max(1, report.vendors.length);
          const vendor = report.vendors.find((row) => row.vendor_id === params.vendor);
          return (
            <>
              <ChartFrame
                summary={`${summary} ${m.apAgingChartHint}`}
                height={Math.min(120 + rows * 40, 640)}
              >
                <ApAgingChart report={report} onSelectVendor={selectVendor} />
              </ChartFrame>
              <ApAgingTable report={report} selectedVendorId={params.vendor} onSelectVendor={selectVendor} />
              {vendor ? (
                <VendorOpenBills vendorId={vendor.vendor_id} vendorName={vendor.vendor_name} />
              ) : null}
            </>
          );
        }}
      </ReportQueryState>
    </ReportLayout>
  );
}
