"use client";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useEmbed } from "@/components/embed/embed-context";
import { Money } from "@/components/ui/money";
import { ErrorState, LoadingSkeleton } from "@/components/ui/states";
import { billQuery } from "@/lib/api-client/bills";
import { fill } from "@/lib/i18n/define-messages";
import { BillActions } from "./bill-actions";
import { BillDocument } from "./bill-document";
import { BillFacts } from "./bill-facts";
import { BillLinesTable } from "./bill-lines-table";
import { BillSettlements } from "./bill-settlements";
import { BillStatus } from "./bill-status";

export function BillDetail({ billId }: { billId: string }) {
  const { businessId, messages } = useEmbed();
  const t = messages.bills;
  const bill = useQuery(billQuery(businessId, billId));
  if (bill.isPending) return <LoadingSkeleton rows={6} />;
  if (bill.isError) return <ErrorState onRetry={() => bill.refetch()} />;
  const data = bill.data;
  const totals: [string, number, string?][] = [
    [t.subtotal, data.subtotal],
    [t.tax, data.total_amount - data.subtotal],
    [t.total, data.total_amount, "total"],
    [t.paid, data.paid_by_bank_payments + data.paid_by_credits],
    [t.outstanding, data.outstanding_balance, "outstanding"],
  ];
  return (
    <article aria-labelledby="bill-title" className="space-y-6">
      <Link href={`/embed/${businessId}/bills/`} className="text-sm text-embed-muted underline">
        {t.backToList}
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <h1 id="bill-title" className="text-2xl font-semibold break-words">
          {fill(t.detailTitle, { number: data.bill_number ?? data.vendor_bill_number ?? t.noNumber })}
        </h1>
        <BillStatus bill={data} />
      </header>
      <BillActions bill={data} />
      <BillFacts bill={data} />
      <section aria-labelledby="bill-lines" className="space-y-2">
        <h2 id="bill-lines" className="font-semibold">
          {t.lines}
        </h2>
        <BillLinesTable bill={data} />
      </section>
      <dl aria-label={t.total} className="ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
        {totals.map(([label, amount, id]) => (
          <div key={label} className="contents" data-total={id}>
            <dt className={id ? "font-semibold" : "text-embed-muted"}>{label}</dt>
            <dd className={`text-right ${id ? "font-semibold" : ""}`}>
              <Money amount={amount} currency={data.currency} />
            </dd>
          </div>
        ))}
      </dl>
      <BillSettlements bill={data} />
      <BillDocument bill={data} />
    </article>
  );
}
