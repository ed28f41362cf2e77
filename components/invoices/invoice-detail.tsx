"use client";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { type ReactNode, useRef, useState } from "react";
import { useEmbed } from "@/components/embed/embed-context";
import { DateText } from "@/components/ui/date-text";
import { ErrorState, LoadingSkeleton } from "@/components/ui/states";
import { ApiRequestError } from "@/lib/api-client/api-request-error";
import { invoiceQuery } from "@/lib/api-client/invoices";
import { fill } from "@/lib/i18n/define-messages";
import { InvoiceActions } from "./invoice-actions";
import { InvoiceLines } from "./invoice-lines";
import { InvoicePayments } from "./invoice-payments";
import { InvoiceStatusBadge } from "./invoice-status";
import { InvoiceTotals } from "./invoice-totals";
import { VoidInvoiceDialog } from "./void-invoice-dialog";

/**
 * One invoice: who, when, its status, lines, totals and payments; editors act on it here (send, pay, void, …).
 * `isNew`: the invoice form just created it (and says so).
 */
export function InvoiceDetail({ invoiceId, isNew = false }: { invoiceId: string; isNew?: boolean }) {
  const { businessId, messages } = useEmbed();
  const text = messages.invoiceDetail;
  const invoice = useQuery(invoiceQuery(businessId, invoiceId));
  const [isVoiding, setIsVoiding] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const back = (
    <Link
      href={`/embed/${businessId}/invoices/`}
      className="text-sm text-embed-muted underline underline-offset-2"
    >
      {text.back}
    </Link>
  );

  if (invoice.isPending) return <LoadingSkeleton rows={6} />;
  if (invoice.isError) {
    const isMissing = invoice.error instanceof ApiRequestError && [400, 404].includes(invoice.error.status);
    return (
      <>
        {back}
        <div className="mt-3">
          <ErrorState
            message={isMissing ? text.notFound : undefined}
            onRetry={isMissing ? undefined : () => invoice.refetch()}
          />
        </div>
      </>
    );
  }
  const data = invoice.data;
  const facts: [string, ReactNode][] = [
    [text.customer, data.customer.display_name],
    [text.status, <InvoiceStatusBadge key="status" invoice={data} />],
    [text.sentAt, <DateText key="sent" value={data.sent_at} />],
    [text.dueAt, <DateText key="due" value={data.due_at} />],
  ];
  if (data.paid_at) facts.push([text.paidAt, <DateText key="paid" value={data.paid_at} />]);
  if (data.memo) facts.push([text.memo, data.memo]);
  if (data.reference_numbers.length) facts.push([text.references, data.reference_numbers.join(", ")]);

  return (
    <article aria-labelledby="invoice-title">
      {back}
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 id="invoice-title" ref={headingRef} tabIndex={-1} className="text-2xl font-semibold">
          {fill(text.title, { number: data.invoice_number })}
        </h1>
        <InvoiceActions invoice={data} onFocusLost={() => headingRef.current?.focus()}>
          {data.status !== "CANCELLED" ? (
            <button type="button" className="btn-danger" onClick={() => setIsVoiding(true)}>
              {messages.invoices.void}
            </button>
          ) : null}
        </InvoiceActions>
      </div>
      {isNew ? (
        <p role="status" className="card mt-4 text-sm font-medium">
          {fill(messages.invoiceForm.created, { number: data.invoice_number })}
        </p>
      ) : null}
      <dl className="card mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-embed-muted">{label}</dt>
            <dd className="mt-0.5 font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <InvoiceLines invoice={data} />
      <InvoiceTotals invoice={data} />
      <InvoicePayments invoice={data} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <VoidInvoiceDialog
        invoice={isVoiding ? data : null}
        onClose={() => setIsVoiding(false)}
        onVoided={(voided) => {
          setAnnouncement(fill(messages.invoiceVoid.voided, { number: voided.invoice_number }));
          // The Void button is gone with the void: the heading takes focus instead of the page's start.
          setTimeout(() => headingRef.current?.focus(), 0);
        }}
      />
    </article>
  );
}
