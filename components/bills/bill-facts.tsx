"use client";
import type { ReactNode } from "react";
import { useMessages } from "@/components/embed/embed-context";
import { DateText } from "@/components/ui/date-text";
import type { BillResponse } from "@/lib/schemas/bill";

/** The bill's header: who, which numbers, which dates, which currency (its file has a section of its own). */
export function BillFacts({ bill }: { bill: BillResponse }) {
  const t = useMessages().bills;
  const facts: [string, ReactNode][] = [
    [t.vendor, bill.vendor.display_name],
    [t.billDate, <DateText key="issue" value={bill.issue_date} />],
    [t.dueDate, <DateText key="due" value={bill.due_at} />],
    [t.approvedAt, bill.approved_at ? <DateText key="approved" value={bill.approved_at} /> : t.notApproved],
    [t.currency, bill.currency],
  ];
  if (bill.vendor_bill_number) facts.push([t.vendorBillNumber, bill.vendor_bill_number]);
  if (bill.purchase_order_number) facts.push([t.purchaseOrder, bill.purchase_order_number]);
  if (bill.paid_at) facts.push([t.paidAt, <DateText key="paid" value={bill.paid_at} />]);
  if (bill.voided_at) facts.push([t.voidedAt, <DateText key="voided" value={bill.voided_at} />]);
  if (Number(bill.exchange_rate) !== 1) facts.push([t.exchangeRate, bill.exchange_rate]);
  if (bill.memo) facts.push([t.memo, bill.memo]);
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
      {facts.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs text-embed-muted">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
