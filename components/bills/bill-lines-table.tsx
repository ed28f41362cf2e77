"use client";
import { useQuery } from "@tanstack/react-query";
import { useEmbed, useLocale } from "@/components/embed/embed-context";
import { useAccountName } from "@/components/embed/use-account-name";
import { Money } from "@/components/ui/money";
import { accountsQuery } from "@/lib/api-client/accounts";
import { formatNumber } from "@/lib/i18n/format";
import type { BillResponse } from "@/lib/schemas/bill";

const ALL_CLASSIFICATIONS = [] as const;

/** A bill's lines with their account (code and name from the chart), taxes and amounts. */
export function BillLinesTable({ bill }: { bill: BillResponse }) {
  const { businessId, messages } = useEmbed();
  const locale = useLocale();
  const accounts = useQuery(accountsQuery(businessId, ALL_CLASSIFICATIONS));
  const displayName = useAccountName();
  const accountName = (id: string) => {
    const account = accounts.data?.results.find((candidate) => candidate.id === id);
    return account ? `${account.code} ${displayName(account)}` : "…";
  };
  const t = messages.bills;
  return (
    <div
      className="overflow-x-auto rounded-embed border border-embed-border"
      tabIndex={0}
      role="region"
      aria-label={t.lines}
    >
      <table className="stacked-rows w-full text-sm sm:min-w-[40rem]">
        <thead className="bg-embed-nav text-embed-muted">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              {t.account}
            </th>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              {t.description}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t.quantity}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t.unitPrice}
            </th>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              {t.taxes}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {bill.line_items.map((line) => (
            <tr key={line.id} className="border-t border-embed-border-2 align-top">
              <td data-row-header className="px-3 py-2">
                {accountName(line.account_identifier.id)}
              </td>
              <td data-label={t.description} className="px-3 py-2">
                {line.description ?? "—"}
              </td>
              <td data-label={t.quantity} className="px-3 py-2 text-right tabular-nums">
                {formatNumber(line.quantity, locale)}
              </td>
              <td data-label={t.unitPrice} className="px-3 py-2 text-right">
                {/* Unit prices may hold fractions of a cent; the money format shows the currency's digits. */}
                <Money amount={line.unit_price} currency={bill.currency} />
              </td>
              <td data-label={t.taxes} className="px-3 py-2">
                {line.sales_taxes.length === 0
                  ? "—"
                  : line.sales_taxes.map((tax, index) => (
                      <div key={index}>
                        {tax.name}
                        {tax.rate ? ` ${formatNumber(Number(tax.rate), locale)} %` : ""}:{" "}
                        <Money amount={tax.amount} currency={bill.currency} />
                      </div>
                    ))}
              </td>
              <td data-label={t.amount} className="px-3 py-2 text-right">
                <Money amount={line.total_amount} currency={bill.currency} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
