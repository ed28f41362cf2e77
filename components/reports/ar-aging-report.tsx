"use client";
import { useQuery } from "@tanstack/react-query";
import { useEmbed } from "@/components/embed/embed-context";
import { arAgingQuery, INSIGHT_PATHS, receivablesAccountQuery } from "@/lib/api-client/insights";
import { platformCsv } from "@/lib/api-client/platform-download";
import { AgingBreakdown } from "./aging-breakdown";
import { customerAgingLabels } from "./aging-labels";
import { ChoiceToggle } from "./choice-toggle";
import { CsvDownloadButton } from "./csv-download-button";
import { CUSTOMER_INVOICES_ID, CustomerOpenInvoices } from "./customer-open-invoices";
import { DateInput } from "./date-input";
import { customerAging } from "./party-aging";
import { ReportLayout, ReportQueryState } from "./report-layout";
import { useBusinessToday, useUrlParams } from "./use-url-params";

/** The mirror of the AP aging page: what customers owe by age, a customer's row opening its open invoices. */
export function ArAgingReport() {
  const { businessId, messages } = useEmbed();
  const m = messages.reports;
  const a = messages.arAging;
  const { today } = useBusinessToday();
  const [params, setParams] = useUrlParams({ as_of: today, group_by: "customer", customer: "" });
  const groupBy = params.group_by === "total" ? "total" : "customer";
  const query = { as_of_date: params.as_of, group_by: groupBy } as const;
  const aging = useQuery(arAgingQuery(businessId, query));
  const receivables = useQuery(receivablesAccountQuery(businessId));
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
        {(report) => (
          <AgingBreakdown
            aging={customerAging(report)}
            labels={customerAgingLabels(a)}
            ledgerAccount={receivables.data}
            detailsId={CUSTOMER_INVOICES_ID}
            details={(customer) => (
              <CustomerOpenInvoices customerId={customer.id} customerName={customer.name} />
            )}
            selectedPartyId={params.customer}
            onSelectParty={(customer) => setParams({ customer })}
          />
        )}
      </ReportQueryState>
    </ReportLayout>
  );
}
