"use client";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { statusName, statusTone } from "@/components/credits/status-names";
import { useEmbed } from "@/components/embed/embed-context";
import { DateText } from "@/components/ui/date-text";
import type { ListColumn } from "@/components/ui/list-table";
import { Money } from "@/components/ui/money";
import { StatusPill } from "@/components/ui/status-pill";
import { businessQuery } from "@/lib/api-client/business";
import { customerOptionsQuery } from "@/lib/api-client/party-options";
import { refundListQuery } from "@/lib/api-client/refunds";
import { fill } from "@/lib/i18n/define-messages";
import { minorDigits } from "@/lib/i18n/format";
import { listRefundsQuerySchema, REFUND_STATUSES } from "@/lib/schemas/refund";
import type { RefundResponse } from "@/lib/schemas/refund-response";
import type { FilterField } from "./filter-bar";
import { RefundDrawer } from "./refund-drawer";
import { SettlementList } from "./settlement-list";

/** Endpoint 7 with every filter and its orderings; a row's details and payments open in a drawer. */
export function RefundsList() {
  const { businessId, messages } = useEmbed();
  const m = messages.settlements;
  const [openId, setOpenId] = useState<string | null>(null);
  const business = useQuery(businessQuery(businessId));
  const customers = useQuery(customerOptionsQuery(businessId));
  const digits = minorDigits(business.data?.base_currency ?? "EUR");
  const fields: FilterField[] = [
    { kind: "text", name: "search", label: m.search },
    {
      kind: "statuses",
      name: "status",
      label: m.status,
      options: REFUND_STATUSES.map((value) => ({ value, label: statusName(messages, `refund_${value}`) })),
    },
    {
      kind: "select",
      name: "customer_id",
      label: m.customer,
      anyLabel: m.any,
      options: (customers.data ?? []).map((c) => ({ value: c.id, label: c.display_name })),
    },
    { kind: "text", name: "reference_numbers", label: m.referenceNumbers },
    { kind: "text", name: "external_id", label: m.externalId },
    {
      kind: "select",
      name: "is_dedicated",
      label: m.dedicated,
      anyLabel: m.any,
      options: [
        { value: "true", label: m.yes },
        { value: "false", label: m.no },
      ],
    },
    { kind: "date", name: "completed_at_start", label: m.completedFrom },
    { kind: "date", name: "completed_at_end", label: m.completedTo },
    { kind: "money", name: "min_amount", label: m.minAmount, minorDigits: digits },
    { kind: "money", name: "max_amount", label: m.maxAmount, minorDigits: digits },
    {
      kind: "select",
      name: "ordering",
      label: m.sortBy,
      anyLabel: m.sortNewest,
      options: [
        { value: "created_at", label: m.sortOldest },
        { value: "-completed_at", label: m.sortCompleted },
        { value: "-refunded_amount", label: m.sortLargest },
        { value: "refunded_amount", label: m.sortSmallest },
      ],
    },
  ];
  const columns: ListColumn<RefundResponse>[] = [
    { key: "customer", header: m.customer, isRowHeader: true, cell: (r) => r.customer_name },
    { key: "created", header: m.created, cell: (r) => <DateText value={r.created_at} /> },
    { key: "completed", header: m.completed, cell: (r) => <DateText value={r.completed_at} /> },
    {
      key: "status",
      header: m.status,
      cell: (r) => (
        <StatusPill label={statusName(messages, `refund_${r.status}`)} tone={statusTone(r.status)} />
      ),
    },
    {
      key: "refunded",
      header: m.refunded,
      isNumeric: true,
      cell: (r) => <Money amount={r.refunded_amount} currency={r.currency} />,
    },
    {
      key: "paid",
      header: m.paid,
      isNumeric: true,
      cell: (r) => <Money amount={r.paid_amount} currency={r.currency} />,
    },
    {
      key: "details",
      header: m.details,
      cell: (r) => (
        <button
          type="button"
          className="btn-secondary px-2 py-1"
          aria-label={fill(m.detailsOf, { name: r.reference_number ?? r.external_id ?? r.customer_name })}
          onClick={() => setOpenId(r.id)}
        >
          {m.details}
        </button>
      ),
    },
  ];
  return (
    <SettlementList
      title={m.refundsTitle}
      schema={listRefundsQuerySchema}
      fields={fields}
      listQuery={refundListQuery}
      columns={columns}
      rowKey={(r) => r.id}
      emptyTitle={m.emptyRefunds}
    >
      <RefundDrawer refundId={openId} onClose={() => setOpenId(null)} />
    </SettlementList>
  );
}
