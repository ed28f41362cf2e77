"use client";
import { type QueryKey, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useEmbed } from "@/components/embed/embed-context";
import { DateText } from "@/components/ui/date-text";
import type { ListColumn } from "@/components/ui/list-table";
import { Money } from "@/components/ui/money";
import { StatusPill } from "@/components/ui/status-pill";
import type { FilterField } from "@/components/settlements/filter-bar";
import { SettlementList } from "@/components/settlements/settlement-list";
import type { AllocatableCredit, CreditKind } from "./credit-allocation-model";
import type { CreditKindAdapter } from "./credit-kind";
import type { CreditListSource } from "./credit-list-source";
import { customerCreditKind, customerCreditList } from "./customer-credit-kind";
import { statusName, statusTone } from "./status-names";
import { vendorCreditKind, vendorCreditList } from "./vendor-credit-kind";

/** Endpoint 9 or 11 as a list: each credit links to its page, where it is applied. */
export function CreditList({ kind }: { kind: CreditKind }) {
  // Each kind's list is typed by its own response, so the kinds are told apart here rather than in a lookup table.
  return kind === "vendor" ? (
    <KindCreditList adapter={vendorCreditKind} source={vendorCreditList} />
  ) : (
    <KindCreditList adapter={customerCreditKind} source={customerCreditList} />
  );
}

function KindCreditList<
  Response extends { id: string },
  ListKey extends QueryKey,
  PartiesKey extends QueryKey,
>({
  adapter,
  source,
}: {
  adapter: CreditKindAdapter;
  source: CreditListSource<Response, ListKey, PartiesKey>;
}) {
  const { businessId, messages } = useEmbed();
  const m = messages.credits;
  const { words } = adapter;
  const parties = useQuery(source.partyOptionsQuery(businessId));
  const names = source.filterNames;
  const fields: FilterField[] = [
    { kind: "text", name: "search", label: m.search },
    {
      kind: "statuses",
      name: "status",
      label: m.status,
      options: source.statuses.map((status) => ({
        value: status,
        label: statusName(messages, `credit_${status}`),
      })),
    },
    {
      kind: "select",
      name: names.party,
      label: m[words.party],
      anyLabel: m[words.anyParty],
      options: (parties.data ?? []).map((party) => ({ value: party.id, label: party.display_name })),
    },
    { kind: "text", name: names.partyExternalId, label: m[words.partyExternalId] },
    { kind: "date", name: `${names.issued}_start`, label: m[words.issuedFrom] },
    { kind: "date", name: `${names.issued}_end`, label: m[words.issuedTo] },
  ];
  const columns: ListColumn<AllocatableCredit>[] = [
    {
      key: "number",
      header: m.creditNote,
      isRowHeader: true,
      cell: (credit) => (
        <Link href={`/embed/${businessId}/${adapter.listPath}/${credit.id}/`} className="underline">
          {credit.number ?? m.noNumber}
        </Link>
      ),
    },
    { key: "party", header: m[words.party], cell: (credit) => credit.partyName },
    { key: "issued", header: m[words.issued], cell: (credit) => <DateText value={credit.issuedAt} /> },
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
  return (
    <SettlementList
      title={m[words.listTitle]}
      schema={source.schema}
      fields={fields}
      listQuery={source.listQuery}
      columns={columns.map((column) => ({
        ...column,
        cell: (credit: Response) => column.cell(source.toAllocatable(credit)),
      }))}
      rowKey={(credit) => credit.id}
      emptyTitle={m.emptyList}
    />
  );
}
