"use client";
import { useEmbed } from "@/components/embed/embed-context";
import { Money } from "@/components/ui/money";
import { formatNumber } from "@/lib/i18n/format";
import type { InvoiceResponse } from "@/lib/schemas/invoice";

/** The invoice's lines: stacked rows on a phone, from sm up a table that scrolls inside its box if it must. */
export function InvoiceLines({ invoice }: { invoice: InvoiceResponse }) {
  const { locale, messages } = useEmbed();
  const text = messages.invoiceDetail;
  const money = (cents: number) => <Money amount={cents} currency={invoice.currency} />;
  return (
    <section className="mt-6">
      <h2 id="invoice-lines" className="mb-2 text-lg font-semibold">
        {text.lines}
      </h2>
      <div
        role="region"
        aria-labelledby="invoice-lines"
        tabIndex={0}
        className="relative overflow-x-auto rounded-embed border border-embed-border"
      >
        <table className="stacked-rows w-full text-sm sm:min-w-[40rem]">
          <thead className="bg-embed-nav text-left text-embed-muted">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {text.description}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {text.quantity}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {text.unitPrice}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {text.discount}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {text.tax}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {text.amount}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.line_items.map((line) => (
              <tr key={line.id} className="border-t border-embed-border">
                <td data-row-header className="px-3 py-2">
                  {line.description ?? line.product ?? "—"}
                </td>
                <td data-label={text.quantity} className="px-3 py-2 text-right tabular-nums">
                  {formatNumber(line.quantity, locale)}
                </td>
                <td data-label={text.unitPrice} className="px-3 py-2 text-right">
                  {money(line.unit_price)}
                </td>
                <td data-label={text.discount} className="px-3 py-2 text-right">
                  {money(line.discount_amount)}
                </td>
                <td data-label={text.tax} className="px-3 py-2 text-right">
                  {money(line.sales_taxes_total)}
                </td>
                <td data-label={text.amount} className="px-3 py-2 text-right">
                  {money(line.total_amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
