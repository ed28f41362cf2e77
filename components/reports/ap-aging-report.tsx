"use client";
import { useQuery } from "@tanstack/react-query";
import { useEmbed } from "@/components/embed/embed-context";
import { AP_AGING_PATH, apAgingQuery, payablesAccountQuery } from "@/lib/api-client/ap-aging";
import { platformCsv } from "@/lib/api-client/platform-download";
import { AgingBreakdown } from "./aging-breakdown";
import { vendorAgingLabels } from "./aging-labels";
import { ChoiceToggle } from "./choice-toggle";
import { CsvDownloadButton } from "./csv-download-button";
import { DateInput } from "./date-input";
import { vendorAging } from "./party-aging";
import { ReportLayout, ReportQueryState } from "./report-layout";
import { useBusinessToday, useUrlParams } from "./use-url-params";
import { VENDOR_BILLS_ID, VendorOpenBills } from "./vendor-open-bills";

export function ApAgingReport() {
  const { businessId, messages } = useEmbed();
  const m = messages.reports;
  const { today } = useBusinessToday();
  const [params, setParams] = useUrlParams({ as_of: today, group_by: "vendor", vendor: "" });
  const groupBy = params.group_by === "total" ? "total" : "vendor";
  const query = { as_of_date: params.as_of, group_by: groupBy } as const;
  const aging = useQuery(apAgingQuery(businessId, query));
  const payables = useQuery(payablesAccountQuery(businessId));
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
        {(report) => (
          <AgingBreakdown
            aging={vendorAging(report)}
            labels={vendorAgingLabels(m)}
            ledgerAccount={payables.data}
            detailsId={VENDOR_BILLS_ID}
            details={(vendor) => <VendorOpenBills vendorId={vendor.id} vendorName={vendor.name} />}
            selectedPartyId={params.vendor}
            onSelectParty={(vendor) => setParams({ vendor })}
          />
        )}
      </ReportQueryState>
    </ReportLayout>
  );
}
