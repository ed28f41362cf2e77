"use client";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useEmbed } from "@/components/embed/embed-context";
import { DateText } from "@/components/ui/date-text";
import { Money } from "@/components/ui/money";
import { EmptyState, ErrorState, LoadingSkeleton } from "@/components/ui/states";
import { vendorOpenBillsQuery } from "@/lib/api-client/ap-aging";
import { fill } from "@/lib/i18n/define-messages";

const th = "px-3 py-2 font-medium";

/**
 * The bills behind a vendor's aging row: its approved, unpaid bills (GET /bills/ by vendor and status). Focus moves
 * to the heading when a vendor is chosen, so keyboard and screen-reader users land on what they asked for.
 */
export function VendorOpenBills({ vendorId, vendorName }: { vendorId: string; vendorName: string }) {
  const { businessId, messages } = useEmbed();
  const m = messages.reports;
  const bills = useQuery(vendorOpenBillsQuery(businessId, vendorId));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [vendorId]);
  const title = fill(m.vendorBills, { vendor: vendorName });
  return (
    <section id="vendor-bills" aria-labelledby="vendor-bills-title" className="card mt-4 space-y-3">
      <div>
        <h2 id="vendor-bills-title" ref={heading} tabIndex={-1} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-embed-muted">{m.vendorBillsNote}</p>
      </div>
      {bills.isPending ? <LoadingSkeleton rows={3} /> : null}
      {bills.isError ? <ErrorState message={bills.error.message} onRetry={() => bills.refetch()} /> : null}
      {bills.data && bills.data.results.length === 0 ? <EmptyState title={m.noOpenBills} /> : null}
      {bills.data && bills.data.results.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="stacked-rows w-full border-collapse text-sm sm:min-w-[32rem]">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-embed-border text-embed-muted">
                <th scope="col" className={`${th} text-left`}>
                  {m.bill}
                </th>
                <th scope="col" className={`${th} text-left`}>
                  {m.issueDate}
                </th>
                <th scope="col" className={`${th} text-left`}>
                  {m.dueDate}
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {m.total}
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {m.outstanding}
                </th>
              </tr>
            </thead>
            <tbody>
              {bills.data.results.map((bill) => (
                <tr key={bill.id} className="border-t border-embed-border-2">
                  <th scope="row" className="px-3 py-1.5 text-left font-normal">
                    {bill.bill_number ?? bill.vendor_bill_number ?? bill.external_id}
                  </th>
                  <td data-label={m.issueDate} className="px-3 py-1.5">
                    <DateText value={bill.issue_date} />
                  </td>
                  <td data-label={m.dueDate} className="px-3 py-1.5">
                    <DateText value={bill.due_at} />
                    {bill.is_overdue ? (
                      <span className="ml-2 rounded-embed border border-embed-warning px-1.5 text-xs text-embed-warning">
                        {m.overdue}
                      </span>
                    ) : null}
                  </td>
                  <td data-label={m.total} className="px-3 py-1.5 text-right">
                    <Money amount={bill.total_amount} currency={bill.currency} />
                  </td>
                  <td data-label={m.outstanding} className="px-3 py-1.5 text-right">
                    <Money amount={bill.outstanding_balance} currency={bill.currency} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
