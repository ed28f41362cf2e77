"use client";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect, useRef } from "react";
import { useEmbed } from "@/components/embed/embed-context";
import { DateText } from "@/components/ui/date-text";
import { Money } from "@/components/ui/money";
import { EmptyState, ErrorState, LoadingSkeleton } from "@/components/ui/states";
import { customerOpenInvoicesQuery } from "@/lib/api-client/insights";
import { fill } from "@/lib/i18n/define-messages";

const th = "px-3 py-2 font-medium";

/**
 * The invoices behind a customer's aging row: its sent, unpaid invoices (GET /invoices/ by customer and status), each
 * linking to its detail page. Focus moves to the heading when a customer is chosen.
 */
export function CustomerOpenInvoices({
  customerId,
  customerName,
}: {
  customerId: string;
  customerName: string;
}) {
  const { businessId, messages } = useEmbed();
  const m = messages.reports;
  const a = messages.arAging;
  const invoices = useQuery(customerOpenInvoicesQuery(businessId, customerId));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [customerId]);
  const title = fill(a.customerInvoices, { customer: customerName });
  return (
    <section id="customer-invoices" aria-labelledby="customer-invoices-title" className="card mt-4 space-y-3">
      <div>
        <h2 id="customer-invoices-title" ref={heading} tabIndex={-1} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-embed-muted">{a.customerInvoicesNote}</p>
      </div>
      {invoices.isPending ? <LoadingSkeleton rows={3} /> : null}
      {invoices.isError ? (
        <ErrorState message={invoices.error.message} onRetry={() => invoices.refetch()} />
      ) : null}
      {invoices.data && invoices.data.results.length === 0 ? <EmptyState title={a.noOpenInvoices} /> : null}
      {invoices.data && invoices.data.results.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="stacked-rows w-full border-collapse text-sm sm:min-w-[28rem]">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-embed-border text-embed-muted">
                <th scope="col" className={`${th} text-left`}>
                  {a.invoice}
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
              {invoices.data.results.map((invoice) => (
                <tr key={invoice.id} className="border-t border-embed-border-2">
                  <th scope="row" className="px-3 py-1.5 text-left font-normal">
                    <Link className="underline" href={`/embed/${businessId}/invoices/${invoice.id}/`}>
                      {invoice.invoice_number}
                    </Link>
                  </th>
                  <td data-label={m.dueDate} className="px-3 py-1.5">
                    <DateText value={invoice.due_at} />
                    {invoice.is_overdue ? (
                      <span className="ml-2 rounded-embed border border-embed-warning px-1.5 text-xs text-embed-warning">
                        {m.overdue}
                      </span>
                    ) : null}
                  </td>
                  <td data-label={m.total} className="px-3 py-1.5 text-right">
                    <Money amount={invoice.total_amount} currency={invoice.currency} />
                  </td>
                  <td data-label={m.outstanding} className="px-3 py-1.5 text-right">
                    <Money amount={invoice.outstanding_balance} currency={invoice.currency} />
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
