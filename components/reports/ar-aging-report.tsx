"use client";
import { useQuery } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useEmbed } from "@/components/embed/embed-context";
import { arAgingQuery, INSIGHT_PATHS } from "@/lib/api-client/insights";
import { platformCsv } from "@/lib/api-client/platform-download";
import { fill } from "@/lib/i18n/define-messages";
import { formatMoney } from "@/lib/i18n/format";
import { ArAgingTable } from "./ar-aging-table";
import { ChartFrame, ChartPlaceholder } from "./chart-frame";
import { ChoiceToggle } from "./choice-toggle";
import { CsvDownloadButton } from "./csv-download-button";
import { CustomerOpenInvoices } from "./customer-open-invoices";
import { DateInput } from "./date-input";
import { ReportLayout, ReportQueryState } from "./report-layout";
import { useBusinessToday, useUrlParams } from "./use-url-params";

const ArAgingChart = dynamic(() => import("./ar-aging-chart"), { ssr: false, loading: ChartPlaceholder });

/** The mirror of the AP aging page: what customers owe by age, a customer's row opening its open invoices. */
export function ArAgingReport() {
  const { businessId, locale, messages } = useEmbed();
  const m = messages.reports;
  const a = messages.arAging;
  const { today } = useBusinessToday();
  const [params, setParams] = useUrlParams({ as_of: today, group_by: "customer", customer: "" });
  const groupBy = params.group_by === "total" ? "total" : "customer";
  const query = { as_of_date: params.as_of, group_by: groupBy } as const;
  const aging = useQuery(arAgingQuery(businessId, query));
  const selectCustomer = (customer: string) => setParams({ customer });
  return (
    <ReportLayout
      title={a.title}
      intro={a.intro}
      options={
        <>
          <DateInput label={m.asOfDate} value={params.as_of} onChange={(as_of) => setParams({ as_of })} />
          <ChoiceToggle
            legend={m.groupBy}
            value={groupBy}
            onChange={(group_by) => setParams({ group_by, customer: "" })}
            options={[
              { value: "customer", label: a.byCustomer },
              { value: "total", label: m.byTotal },
            ]}
          />
          <CsvDownloadButton
            download={() =>
              platformCsv(businessId, INSIGHT_PATHS.arAging, query, `ar-aging-${query.as_of_date}`)
            }
          />
        </>
      }
    >
      <ReportQueryState query={aging}>
        {(report) => {
          const money = (cents: number) => formatMoney(cents, report.currency, locale);
          const buckets = report.total_aging_buckets;
          const summary = fill(a.chart, {
            total: money(report.total_outstanding_cents),
            current: money(buckets.current),
            days30: money(buckets.days_1_30),
            days60: money(buckets.days_31_60),
            days90: money(buckets.days_61_90),
            over90: money(buckets.over_90_days),
          });
          const rows = Math.max(1, report.customers.length);
          const customer = report.customers.find((row) => row.customer_id === params.customer);
          return (
            <>
              <ChartFrame summary={`${summary} ${a.chartHint}`} height={Math.min(120 + rows * 40, 640)}>
                <ArAgingChart report={report} onSelectCustomer={selectCustomer} />
              </ChartFrame>
              <ArAgingTable
                report={report}
                selectedCustomerId={params.customer}
                onSelectCustomer={selectCustomer}
              />
              {customer ? (
                <CustomerOpenInvoices
                  customerId={customer.customer_id}
                  customerName={customer.customer_name}
                />
              ) : null}
            </>
          );
        }}
      </ReportQueryState>
    </ReportLayout>
  );
}
