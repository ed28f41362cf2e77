"use client";
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { useEmbed } from "@/components/embed/embed-context";
import { ZERO_BASED_DOMAIN } from "@/components/reports/chart-axis";
import { legendOrder } from "@/components/reports/chart-legend";

const SERIES = ["revenue", "expenses", "profit"] as const;
import { axisProps, compactMoney, tooltipProps, useChartColors } from "@/components/reports/use-chart-colors";
import { formatMoney, minorDigits } from "@/lib/i18n/format";
import type { FinancialSummary } from "@/lib/schemas/insights";

/**
 * Twelve months of revenue and expenses as bars with profit as a line over them. Month names are short and recharts
 * drops ticks that would touch (minTickGap), so labels never overlap in a 360 px iframe.
 */
export default function TrendChart({ summary }: { summary: FinancialSummary }) {
  const { locale, messages } = useEmbed();
  const m = messages.dashboard;
  const colors = useChartColors();
  const digits = minorDigits(summary.currency);
  const month = new Intl.DateTimeFormat(locale, { month: "short", timeZone: "UTC" });
  const rows = summary.trends.map((period) => ({
    label: month.format(new Date(`${period.period_start}T00:00:00Z`)),
    revenue: period.revenue_cents,
    expenses: period.expenses_cents,
    profit: period.net_profit_cents,
  }));
  const money = (value: unknown) => formatMoney(Number(value), summary.currency, locale);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, left: 0 }}>
        <CartesianGrid stroke={colors.border} vertical={false} />
        <XAxis dataKey="label" interval="preserveStartEnd" minTickGap={8} {...axisProps(colors)} />
        <YAxis
          domain={ZERO_BASED_DOMAIN}
          width={64}
          tickFormatter={(cents: number) => compactMoney(cents, summary.currency, locale, digits)}
          {...axisProps(colors)}
        />
        <Tooltip formatter={money} {...tooltipProps(colors)} />
        <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={legendOrder(SERIES)} />
        <Bar dataKey="revenue" name={m.revenue} fill={colors.success} isAnimationActive={false} />
        <Bar dataKey="expenses" name={m.expenses} fill={colors.danger} isAnimationActive={false} />
        <Line
          dataKey="profit"
          name={m.profit}
          stroke={colors.active}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
