"use client";
import { useQuery } from "@tanstack/react-query";
import { useEmbed } from "@/components/embed/embed-context";
import { useAccountName } from "@/components/embed/use-account-name";
import { receivablesAccountQuery } from "@/lib/api-client/insights";
import { fill } from "@/lib/i18n/define-messages";
import { formatDate } from "@/lib/i18n/format";
import type { AgingBuckets } from "@/lib/schemas/ap-aging";
import type { ArAging } from "@/lib/schemas/ar-aging";
import { AGING_BUCKET_KEYS } from "@/lib/schemas/aging-buckets";
import { bucketLabels } from "./aging-buckets";
import { ReportFigure } from "./report-figure";

const cell = "px-3 py-1.5 text-right whitespace-nowrap";

/**
 * Customers by age of what they owe. A customer's name is a button (and the row is clickable) that shows its invoices;
 * the total equals the accounts-receivable balance, so it links to that account's ledger up to the date.
 */
export function ArAgingTable({
  report,
  selectedCustomerId,
  onSelectCustomer,
}: {
  report: ArAging;
  selectedCustomerId: string;
  onSelectCustomer: (customerId: string) => void;
}) {
  const { businessId, locale, messages } = useEmbed();
  const accountName = useAccountName();
  const m = messages.reports;
  const a = messages.arAging;
  const receivables = useQuery(receivablesAccountQuery(businessId));
  const labels = bucketLabels(m);
  const figures = (buckets: AgingBuckets) =>
    AGING_BUCKET_KEYS.map((key) => (
      <td key={key} data-label={labels[key]} className={cell}>
        <ReportFigure cents={buckets[key]} currency={report.currency} />
      </td>
    ));
  return (
    <div className="overflow-x-auto rounded-embed border border-embed-border">
      <table data-report-table className="stacked-rows w-full border-collapse text-sm sm:min-w-[40rem]">
        <caption className="px-3 py-2 text-left font-semibold">
          {fill(a.caption, { date: formatDate(report.as_of_date, locale) })}
        </caption>
        <thead>
          <tr className="border-b border-embed-border text-embed-muted">
            <th scope="col" className="px-3 py-2 text-left font-medium">
              {a.customer}
            </th>
            {AGING_BUCKET_KEYS.map((key) => (
              <th key={key} scope="col" className="px-3 py-2 text-right font-medium">
                {labels[key]}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {m.totalOutstanding}
            </th>
          </tr>
        </thead>
        <tbody>
          {report.customers.map((customer) => {
            const isSelected = customer.customer_id === selectedCustomerId;
            return (
              <tr
                key={customer.customer_id}
                onClick={() => onSelectCustomer(customer.customer_id)}
                className={`cursor-pointer border-t border-embed-border-2 ${isSelected ? "bg-embed-nav" : ""}`}
              >
                <th scope="row" className="px-3 py-1.5 text-left font-normal">
                  <button
                    type="button"
                    aria-label={fill(a.showInvoices, { customer: customer.customer_name })}
                    aria-expanded={isSelected}
                    aria-controls={isSelected ? "customer-invoices" : undefined}
                    className="text-left text-embed-active underline decoration-dotted underline-offset-4"
                    onClick={(event) => {
                      event.stopPropagation();
                      onSelectCustomer(customer.customer_id);
                    }}
                  >
                    {customer.customer_name}
                  </button>
                </th>
                {figures(customer.aging_buckets)}
                <td data-label={m.totalOutstanding} className={`${cell} font-semibold`}>
                  <ReportFigure cents={customer.total_outstanding_cents} currency={report.currency} />
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="border-t border-embed-border font-semibold">
            <th scope="row" className="px-3 py-2 text-left">
              {report.group_by === "total" ? a.allCustomers : m.total}
            </th>
            {figures(report.total_aging_buckets)}
            <td data-label={m.totalOutstanding} className={cell}>
              <ReportFigure
                cents={report.total_outstanding_cents}
                currency={report.currency}
                account={
                  receivables.data ? { id: receivables.data.id, name: accountName(receivables.data) } : null
                }
                range={{ end: report.as_of_date }}
              />
            </td>
          </tr>
        </tfoot>
      </table>
      {report.group_by === "customer" && report.customers.length === 0 ? (
        <p className="px-3 pb-3 text-sm text-embed-muted">{a.noReceivables}</p>
      ) : null}
    </div>
  );
}
