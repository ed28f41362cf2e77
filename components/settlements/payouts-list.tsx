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
import { payoutListQuery } from "@/lib/api-client/payouts";
import { fill } from "@/lib/i18n/define-messages";
import { minorDigits } from "@/lib/i18n/format";
import {
  listPayoutsQuerySchema,
  PAYOUT_STATUSES,
  type PayoutResponse,
  RECONCILIATION_STATUSES,
} from "@/lib/schemas/payout";
import type { FilterField } from "./filter-bar";
import { PayoutDrawer } from "./payout-drawer";
import { SettlementList } from "./settlement-list";

/** Endpoint 6 with every filter; a row's details open in a drawer. */
export function PayoutsList() {
  const { businessId, messages } = useEmbed();
  const m = messages.settlements;
  const [openId, setOpenId] = useState<string | null>(null);
  const business = useQuery(businessQuery(businessId));
  const digits = minorDigits(business.data?.base_currency ?? "EUR");
  const options = (prefix: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: statusName(messages, `${prefix}_${value}`) }));
  const fields: FilterField[] = [
    { kind: "text", name: "search", label: m.search },
    { kind: "statuses", name: "status", label: m.status, options: options("payout", PAYOUT_STATUSES) },
    {
      kind: "statuses",
      name: "reconciliation_status",
      label: m.reconciliation,
      options: options("reconciliation", RECONCILIATION_STATUSES),
    },
    { kind: "text", name: "processor", label: m.processor },
    { kind: "text", name: "external_id", label: m.externalId },
    { kind: "date", name: "completed_at_start", label: m.completedFrom },
    { kind: "date", name: "completed_at_end", label: m.completedTo },
    { kind: "money", name: "min_amount", label: m.minAmount, minorDigits: digits },
    { kind: "money", name: "max_amount", label: m.maxAmount, minorDigits: digits },
  ];
  const columns: ListColumn<PayoutResponse>[] = [
    { key: "id", header: m.processorPayoutId, isRowHeader: true, cell: (p) => p.processor_payout_id },
    { key: "processor", header: m.processor, cell: (p) => p.processor },
    { key: "completed", header: m.completed, cell: (p) => <DateText value={p.completed_at} /> },
    {
      key: "status",
      header: m.status,
      cell: (p) => (
        <StatusPill label={statusName(messages, `payout_${p.status}`)} tone={statusTone(p.status)} />
      ),
    },
    {
      key: "reconciliation",
      header: m.reconciliation,
      cell: (p) => statusName(messages, `reconciliation_${p.reconciliation_status}`),
    },
    {
      key: "paid",
      header: m.paidOut,
      isNumeric: true,
      cell: (p) => <Money amount={p.paid_out_amount_cents} currency={p.currency} />,
    },
    {
      key: "details",
      header: m.details,
      cell: (p) => (
        <button
          type="button"
          className="btn-secondary px-2 py-1"
          aria-label={fill(m.detailsOf, { name: p.processor_payout_id })}
          onClick={() => setOpenId(p.id)}
        >
          {m.details}
        </button>
      ),
    },
  ];
  return (
    <SettlementList
      title={m.payoutsTitle}
      schema={listPayoutsQuerySchema}
      fields={fields}
      listQuery={payoutListQuery}
      columns={columns}
      rowKey={(p) => p.id}
      emptyTitle={m.emptyPayouts}
    >
      <PayoutDrawer payoutId={openId} onClose={() => setOpenId(null)} />
    </SettlementList>
  );
}
