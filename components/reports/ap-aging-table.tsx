"use client";
import { useQuery } from "@tanstack/react-query";
import { useEmbed } from "@/components/embed/embed-context";
import { useAccountName } from "@/components/embed/use-account-name";
import { payablesAccountQuery } from "@/lib/api-client/ap-aging";
import { fill } from "@/lib/i18n/define-messages";
import { formatDate } from "@/lib/i18n/format";
import type { AgingBuckets, ApAging } from "@/lib/schemas/ap-aging";
import { AGING_BUCKET_KEYS } from "@/lib/schemas/aging-buckets";
import { bucketLabels } from "./aging-buckets";
import { ReportFigure } from "./report-figure";

const cell = "px-3 py-1.5 text-right whitespace-nowrap";

/**
 * Vendors by age of what is owed. A vendor's name is a button (and the row is clickable) that shows its bills; the
 * total equals the accounts-payable balance, so it links to that account's ledger up to the date.
 */
export function ApAgingTable({
  report,
  selectedVendorId,
  onSelectVendor,
}: {
  report: ApAging;
  selectedVendorId: string;
  onSelectVendor: (vendorId: string) => void;
}) {
  const { businessId, locale, messages } = useEmbed();
  const accountName = useAccountName();
  const m = messages.reports;
  const payables = useQuery(payablesAccountQuery(businessId));
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
          {fill(m.apAgingCaption, { date: formatDate(report.as_of_date, locale) })}
        </caption>
        <thead>
          <tr className="border-b border-embed-border text-embed-muted">
            <th scope="col" className="px-3 py-2 text-left font-medium">
              {m.vendor}
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
          {report.vendors.map((vendor) => {
            const isSelected = vendor.vendor_id === selectedVendorId;
            return (
              <tr
                key={vendor.vendor_id}
                onClick={() => onSelectVendor(vendor.vendor_id)}
                className={`cursor-pointer border-t border-embed-border-2 ${isSelected ? "bg-embed-nav" : ""}`}
              >
                <th scope="row" className="px-3 py-1.5 text-left font-normal">
                  <button
                    type="button"
                    aria-label={fill(m.showBills, { vendor: vendor.vendor_name })}
                    aria-expanded={isSelected}
                    aria-controls={isSelected ? "vendor-bills" : undefined}
                    className="text-left text-embed-active underline decoration-dotted underline-offset-4"
                    onClick={(event) => {
                      event.stopPropagation();
                      onSelectVendor(vendor.vendor_id);
                    }}
                  >
                    {vendor.vendor_name}
                  </button>
                </th>
                {figures(vendor.aging_buckets)}
                <td data-label={m.totalOutstanding} className={`${cell} font-semibold`}>
                  <ReportFigure cents={vendor.total_outstanding_cents} currency={report.currency} />
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="border-t border-embed-border font-semibold">
            <th scope="row" className="px-3 py-2 text-left">
              {report.group_by === "total" ? m.allVendors : m.total}
            </th>
            {figures(report.total_aging_buckets)}
            <td data-label={m.totalOutstanding} className={cell}>
              <ReportFigure
                cents={report.total_outstanding_cents}
                currency={report.currency}
                account={payables.data ? { id: payables.data.id, name: accountName(payables.data) } : null}
                range={{ end: report.as_of_date }}
              />
            </td>
          </tr>
        </tfoot>
      </table>
      {report.group_by === "vendor" && report.vendors.length === 0 ? (
        <p className="px-3 pb-3 text-sm text-embed-muted">{m.noPayables}</p>
      ) : null}
    </div>
  );
}
