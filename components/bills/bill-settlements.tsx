"use client";
import { useMessages } from "@/components/embed/embed-context";
import { DateText } from "@/components/ui/date-text";
import { Money } from "@/components/ui/money";
import { fill } from "@/lib/i18n/define-messages";
import type { BillResponse } from "@/lib/schemas/bill";

/** What has been paid against the bill: bank payments, vendor credits applied and refunds. */
export function BillSettlements({ bill }: { bill: BillResponse }) {
  const t = useMessages().bills;
  const rows = [
    ...bill.bill_payment_allocations.map((payment) => ({
      key: payment.bill_payment_id,
      label: fill(t.payment, { method: payment.payment_method }),
      date: payment.payment_date,
      amount: payment.amount_cents,
    })),
    ...bill.vendor_credit_allocations.map((credit) => ({
      key: credit.vendor_credit_id,
      label: fill(t.vendorCredit, { number: credit.vendor_credit_number ?? "" }).trim(),
      date: credit.applied_at,
      amount: credit.amount_cents,
    })),
    ...bill.vendor_refund_allocations.map((refund) => ({
      key: refund.vendor_refund_id,
      label: fill(t.refund, { reference: refund.reference_number ?? "" }).trim(),
      date: refund.allocated_at,
      amount: refund.amount_cents,
    })),
  ];
  return (
    <section aria-labelledby="bill-settlements" className="card">
      <h2 id="bill-settlements" className="font-semibold">
        {t.settlements}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-embed-muted">{t.noSettlements}</p>
      ) : (
        <ul className="mt-2 divide-y divide-embed-border-2 text-sm">
          {rows.map((row) => (
            <li key={row.key} className="flex flex-wrap justify-between gap-2 py-2">
              <span>
                {row.label} · <DateText value={row.date} />
              </span>
              <Money amount={row.amount} currency={bill.currency} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
