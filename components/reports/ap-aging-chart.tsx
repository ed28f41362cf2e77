"use client";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useEmbed } from "@/components/embed/embed-context";
import { formatMoney, minorDigits } from "@/lib/i18n/format";
import type { ApAging } from "@/lib/schemas/ap-aging";
import { AGING_BUCKET_KEYS } from "@/lib/schemas/aging-buckets";
import { bucketLabels } from "./aging-buckets";
import { ZERO_BASED_DOMAIN } from "./chart-axis";
import { legendOrder } from "./chart-legend";
import { axisProps, compactMoney, tooltipProps, useChartColors } from "./use-chart-colors";

/**
 * One horizontal bar per vendor, its outstanding amount stacked by age (horizontal so vendor names stay readable in
 * a narrow iframe). A click on a vendor's bar selects the vendor; the table's rows do the same from the keyboard.
 */
export default function ApAgingChart({
  report,
  onSelectVendor,
}: {
  report: ApAging;
  onSelectVendor: (vendorId: string) => void;
}) {
  const { locale, messages } = useEmbed();
  const m = messages.reports;
  const colors = useChartColors();
  const digits = minorDigits(report.currency);
  const labels = bucketLabels(m);
  const rows =
    report.group_by === "total"
      ? [{ vendor_id: "", name: m.allVendors, ...report.total_aging_buckets }]
      : report.vendors.map((vendor) => ({
          vendor_id: vendor.vendor_id,
          name: vendor.vendor_name,
          ...vendor.aging_buckets,
        }));
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
          tickFormatter={(cents: number) => compactMoney(cents, report.currency, locale, digits)}
          {...axisProps(colors)}
        />
        <YAxis type="category" dataKey="name" width={110} {...axisProps(colors)} />
        <Tooltip
          formatter={(value) => formatMoney(Number(value), report.currency, locale)}
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
            cursor={report.group_by === "vendor" ? "pointer" : undefined}
            onClick={(bar) => {
              const vendorId = (bar.payload as { vendor_id?: string } | undefined)?.vendor_id;
              if (vendorId) onSelectVendor(vendorId);
            }}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
