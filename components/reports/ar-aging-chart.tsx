"use client";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useEmbed } from "@/components/embed/embed-context";
import { formatMoney, minorDigits } from "@/lib/i18n/format";
import type { ArAging } from "@/lib/schemas/ar-aging";
import { AGING_BUCKET_KEYS } from "@/lib/schemas/aging-buckets";
import { bucketLabels } from "./aging-buckets";
import { ZERO_BASED_DOMAIN } from "./chart-axis";
import { legendOrder } from "./chart-legend";
import { axisProps, compactMoney, tooltipProps, useChartColors } from "./use-chart-colors";

/**
 * One horizontal bar per customer, its outstanding amount stacked by age (horizontal so customer names stay readable in
 * a narrow iframe). A click on a customer's bar selects the customer; the table's rows do the same from the keyboard.
 */
export default function ArAgingChart({
  report,
  onSelectCustomer,
}: {
  report: ArAging;
  onSelectCustomer: (customerId: string) => void;
}) {
  const { locale, messages } = useEmbed();
  const m = messages.reports;
  const colors = useChartColors();
  const digits = minorDigits(report.currency);
  const labels = bucketLabels(m);
  const rows =
    report.group_by === "total"
      ? [{ customer_id: "", name: messages.arAging.allCustomers, ...report.total_aging_buckets }]
      : report.customers.map((customer) => ({
          customer_id: customer.customer_id,
          name: customer.customer_name,
          ...customer.aging_buckets,
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
            cursor={report.group_by === "customer" ? "pointer" : undefined}
            onClick={(bar) => {
              const customerId = (bar.payload as { customer_id?: string } | undefined)?.customer_id;
              if (customerId) onSelectCustomer(customerId);
            }}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
