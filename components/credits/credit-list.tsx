"use client";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useEmbed } from "@/components/embed/embed-context";
import { DateText } from "@/components/ui/date-text";
import type { ListColumn } from "@/components/ui/list-table";
import { Money } from "@/components/ui/money";
import { StatusPill } from "@/components/ui/status-pill";
import { customerCreditListQuery } from "@/lib/api-client/customer-credits";
import { customerOptionsQuery, vendorOptionsQuery } from "@/lib/api-client/party-options";
import { vendorCreditListQuery } from "@/lib/api-client/vendor-credits";
import { CUSTOMER_CREDIT_STATUSES, listCustomerCreditsQuerySchema } from "@/lib/schemas/customer-credit";
import { listVendorCreditsQuerySchema, VENDOR_CREDIT_STATUSES } from "@/lib/schemas/vendor-credit";
import type { FilterField } from "@/components/settlements/filter-bar";
import { SettlementList } from "@/components/settlements/settlement-list";
import type { AllocatableCredit, CreditKind } from "./credit-allocation-model";
import { toAllocatableCustomerCredit } from "./customer-credit-kind";
import { statusName, statusTone } from "./status-names";
import { toAllocatableVendorCredit } from "./vendor-credit-kind";

/** Endpoint 9 or 11 as a list: each credit links to its page, where it is applied. */
export function CreditList({ kind }: { kind: CreditKind }) {
  const { businessId, messages } = useEmbed();
  const m = messages.credits;
  const isVendor = kind === "vendor";
  const parties = useQuery(isVendor ? vendorOptionsQuery(businessId) : customerOptionsQuery(businessId));
  const issued = isVendor ? "received_at" : "sent_at";
  const fields: FilterField[] = [
    { kind: "text", name: "search", label: m.search },
    {
      kind: "statuses",
      name: "status",
      label: m.status,
      options: (isVendor ? VENDOR_CREDIT_STATUSES : CUSTOMER_CREDIT_STATUSES).map((status) => ({
        value: status,
        label: statusName(messages, `credit_${status}`),
      })),
    },
    {
      kind: "select",
      name: isVendor ? "vendor_id" : "customer_id",
      label: isVendor ? m.vendor : m.customer,
      anyLabel: isVendor ? m.anyVendor : m.anyCustomer,
      options: (parties.data ?? []).map((party) => ({ value: party.id, label: party.display_name })),
    },
    {
      kind: "text",
      name: isVendor ? "vendor_external_id" : "customer_external_id",
      label: isVendor ? m.vendorExternalId : m.customerExternalId,
    },
    { kind: "date", name: `${issued}_start`, label: isVendor ? m.receivedFrom : m.sentFrom },
    { kind: "date", name: `${issued}_end`, label: isVendor ? m.receivedTo : m.sentTo },
  ];
  const columns: ListColumn<AllocatableCredit>[] = [
    {
      key: "number",
      header: m.creditNote,
      isRowHeader: true,
      cell: (credit) => (
        <Link href={`/embed/${businessId}/${kind}-credits/${credit.id}/`} className="underline">
          {credit.number ?? m.noNumber}
        </Link>
      ),
    },
    { key: "party", header: isVendor ? m.vendor : m.customer, cell: (credit) => credit.partyName },
    {
      key: "issued",
      header: isVendor ? m.received : m.sent,
      cell: (credit) => <DateText value={credit.issuedAt} />,
    },
    {
      key: "status",
      header: m.status,
      cell: (credit) => (
        <StatusPill
          label={statusName(messages, `credit_${credit.status}`)}
          tone={statusTone(credit.status)}
        />
      ),
    },
    {
      key: "total",
      header: m.total,
      isNumeric: true,
      cell: (credit) => <Money amount={credit.totalCents} currency={credit.currency} />,
    },
    {
      key: "remaining",
      header: m.remaining,
      isNumeric: true,
      cell: (credit) => <Money amount={credit.unappliedCents} currency={credit.currency} />,
    },
  ];
  const columnsOf = <T,>(toView: (credit: T) => AllocatableCredit): ListColumn<T>[] =>
    columns.map((column) => ({ ...column, cell: (credit: T) => column.cell(toView(credit)) }));
  const shared = {
    title: isVendor ? m.vendorTitle : m.customerTitle,
    fields,
    rowKey: (credit: { id: string }) => credit.id,
    emptyTitle: m.emptyList,
  };
  return isVendor ? (
    <SettlementList
      {...shared}
      schema={listVendorCreditsQuerySchema}
      listQuery={vendorCreditListQuery}
      columns={columnsOf(toAllocatableVendorCredit)}
    />
  ) : (
    <SettlementList
      {...shared}
      schema={listCustomerCreditsQuerySchema}
      listQuery={customerCreditListQuery}
      columns={columnsOf(toAllocatableCustomerCredit)}
    />
  );
}
