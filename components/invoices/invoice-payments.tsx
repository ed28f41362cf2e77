"use client";
import { useMessages } from "@/components/embed/embed-context";
import { DateText } from "@/components/ui/date-text";
import { Money } from "@/components/ui/money";
import type { InvoiceResponse } from "@/lib/schemas/invoice";

/** Payments received against the invoice (its payment allocations). */
export function InvoicePayments({ invoice }: { invoice: InvoiceResponse }) {
  const text = useMessages().invoiceDetail;
  return (
    <section aria-labelledby="invoice-payments" className="mt-6">
      <h2 id="invoice-payments" className="mb-2 text-lg font-semibold">
        {text.payments}
      </h2>
      {invoice.payment_allocations.length === 0 ? (
        <p className="text-sm text-embed-muted">{text.noPayments}</p>
      ) : (
        <ul className="divide-y divide-embed-border rounded-embed border border-embed-border text-sm">
          {invoice.payment_allocations.map((payment) => (
            <li key={payment.payment_id} className="flex flex-wrap justify-between gap-2 px-3 py-2">
              <span>
                <DateText value={payment.payment_date} />
                <span className="ml-2 text-embed-muted">{payment.payment_method}</span>
              </span>
              <Money amount={payment.amount_cents} currency={invoice.currency} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
