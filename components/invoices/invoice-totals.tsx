"use client";
import { useMessages } from "@/components/embed/embed-context";
import { Money } from "@/components/ui/money";
import type { InvoiceResponse } from "@/lib/schemas/invoice";

/** Totals, then what has happened to the total since: paid, credited, written off, refunded, still owed. */
export function InvoiceTotals({ invoice }: { invoice: InvoiceResponse }) {
  const text = useMessages().invoiceDetail;
  const lineTaxes = invoice.line_items.reduce((sum, line) => sum + line.sales_taxes_total, 0);
  const lineDiscounts = invoice.line_items.reduce((sum, line) => sum + line.discount_amount, 0);
  const rows: [string, number, boolean][] = [
    [text.subtotal, invoice.subtotal, true],
    [
      text.discount,
      lineDiscounts + invoice.additional_discount,
      lineDiscounts + invoice.additional_discount !== 0,
    ],
    [text.taxes, lineTaxes + invoice.additional_sales_taxes_total, true],
    [text.tips, invoice.tips, invoice.tips !== 0],
    [text.total, invoice.total_amount, true],
    [text.paid, invoice.paid_amount, invoice.paid_amount !== 0],
    [text.credited, invoice.credited_amount, invoice.credited_amount !== 0],
    [text.writtenOff, invoice.written_off_amount, invoice.written_off_amount !== 0],
    [text.refunded, invoice.refunded_amount, invoice.refunded_amount !== 0],
    [text.outstanding, invoice.outstanding_balance, true],
  ];
  return (
    <section aria-labelledby="invoice-totals" className="mt-6 sm:ml-auto sm:max-w-sm">
      <h2 id="invoice-totals" className="mb-2 text-lg font-semibold">
        {text.totals}
      </h2>
      <dl className="card grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {rows
          .filter(([, , isShown]) => isShown)
          .map(([label, cents]) => (
            <div key={label} className="contents">
              <dt
                className={
                  label === text.total || label === text.outstanding ? "font-semibold" : "text-embed-muted"
                }
              >
                {label}
              </dt>
              <dd className="text-right">
                <Money amount={cents} currency={invoice.currency} />
              </dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
