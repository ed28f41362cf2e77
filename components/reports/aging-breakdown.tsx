"use client";
import dynamic from "next/dynamic";
import type { ReactNode } from "react";
import { useEmbed } from "@/components/embed/embed-context";
import { fill } from "@/lib/i18n/define-messages";
import { formatMoney } from "@/lib/i18n/format";
import { AgingTable, type AgingTableProps } from "./aging-table";
import { ChartFrame, ChartPlaceholder } from "./chart-frame";
import type { AgingParty } from "./party-aging";

const AgingChart = dynamic(() => import("./aging-chart"), { ssr: false, loading: ChartPlaceholder });

/** The body of an AP or AR aging report: the chart, the table, and the open documents of the selected party. */
export function AgingBreakdown({
  details,
  ...table
}: AgingTableProps & {
  /** The selected party's open documents, in the element `detailsId`. */
  details: (party: AgingParty) => ReactNode;
}) {
  const { aging, labels } = table;
  const { locale } = useEmbed();
  const money = (cents: number) => formatMoney(cents, aging.currency, locale);
  const buckets = aging.totalBuckets;
  const summary = fill(labels.chartSummary, {
    total: money(aging.totalCents),
    current: money(buckets.current),
    days30: money(buckets.days_1_30),
    days60: money(buckets.days_31_60),
    days90: money(buckets.days_61_90),
    over90: money(buckets.over_90_days),
  });
  const rows = Math.max(1, aging.parties.length);
  const selectedParty = aging.parties.find((party) => party.id === table.selectedPartyId);
  return (
    <>
      <ChartFrame summary={`${summary} ${labels.chartHint}`} height={Math.min(120 + rows * 40, 640)}>
        <AgingChart aging={aging} allPartiesLabel={labels.allParties} onSelectParty={table.onSelectParty} />
      </ChartFrame>
      <AgingTable {...table} />
      {selectedParty ? details(selectedParty) : null}
    </>
  );
}
