"use client";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useEmbed } from "@/components/embed/embed-context";
import { formatMoney, minorDigits } from "@/lib/i18n/format";
import { AGING_BUCKET_KEYS } from "@/lib/schemas/aging-buckets";
import { bucketLabels } from "./aging-buckets";
import { ZERO_BASED_DOMAIN } from "./chart-axis";
import { legendOrder } from "./chart-legend";
import type { PartyAging } from "./party-aging";
import { axisProps, compactMoney, tooltipProps, useChartColors } from "./use-chart-colors";

/**
 * One horizontal bar per party (vendor or customer), its outstanding amount stacked by age (horizontal so names stay
 * readable in a narrow iframe). A click on a party's bar selects the party; the table's rows do the same from the
 * keyboard. Grouped by total, the one bar is named `allPartiesLabel` and selects nothing.
 */
export default function AgingChart({
  aging,
  allPartiesLabel,
  onSelectParty,
}: {
  aging: PartyAging;
  allPartiesLabel: string;
  onSelectParty: (partyId: string) => void;
}) {
  const { locale, messages } = useEmbed();
  const colors = useChartColors();
  const digits = minorDigits(aging.currency);
  const labels = bucketLabels(messages.reports);
  const rows = aging.isByParty
    ? aging.parties.map((party) => ({ partyId: party.id, name: party.name, ...party.buckets }))
    : [{ partyId: "", name: allPartiesLabel, ...aging.totalBuckets }];
  const palette = [colors.success, colors.active, colors.warning, colors.muted, colors.danger];
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={rows}
        layout="vertical"
        stackOffset="sign"
        accessibilityLayer={false}
        margin={{ right: 16 }}
      >
        <CartesianGrid stroke={colors.border} horizontal={false} />
        <XAxis
          type="number"
          domain={ZERO_BASED_DOMAIN}
          tickFormatter={(cents: number) => compactMoney(cents, aging.currency, locale, digits)}
          {...axisProps(colors)}
        />
        <YAxis type="category" dataKey="name" width={110} {...axisProps(colors)} />
        <Tooltip
          formatter={(value) => formatMoney(Number(value), aging.currency, locale)}
          {...tooltipProps(colors)}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={legendOrder(AGING_BUCKET_KEYS)} />
        {AGING_BUCKET_KEYS.map((key, index) => (
          <Bar
            key={key}
            dataKey={key}
            name={labels[key]}
            stackId="age"
            fill={palette[index]}
            isAnimationActive={false}
            maxBarSize={28}
            cursor={aging.isByParty ? "pointer" : undefined}
            onClick={(bar) => {
              const partyId = (bar.payload as { partyId?: string } | undefined)?.partyId;
              if (partyId) onSelectParty(partyId);
            }}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
