"use client";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useEmbed } from "@/components/embed/embed-context";
import { formatMoney, minorDigits } from "@/lib/i18n/format";
import type { BalanceSheet } from "@/lib/schemas/report";
import { axisProps, compactMoney, tooltipProps, useChartColors } from "./use-chart-colors";

/** Composition: one bar of assets (non-current, current) beside one of liabilities and equity, equal in height. */
export default function BalanceSheetChart({ report }: { report: BalanceSheet }) {
  const { locale, messages } = useEmbed();
  const m = messages.reports;
  const colors = useChartColors();
  const { summary, currency } = report;
  const digits = minorDigits(currency);
  const data = [
    {
      side: m.assets,
      nonCurrentAssets: summary.total_non_current_assets_cents,
      currentAssets: summary.total_current_assets_cents,
    },
    {
      side: m.liabilitiesAndEquity,
      currentLiabilities: summary.total_current_liabilities_cents,
      nonCurrentLiabilities: summary.total_non_current_liabilities_cents,
      equity: summary.total_equity_cents,
    },
  ];
  const series = [
    { key: "nonCurrentAssets", label: m.nonCurrentAssets, color: colors.active },
    { key: "currentAssets", label: m.currentAssets, color: colors.success },
    { key: "currentLiabilities", label: m.currentLiabilities, color: colors.warning },
    { key: "nonCurrentLiabilities", label: m.nonCurrentLiabilities, color: colors.danger },
    { key: "equity", label: m.equity, color: colors.muted },
  ];
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} stackOffset="sign" accessibilityLayer={false} margin={{ top: 8, right: 8 }}>
        <CartesianGrid stroke={colors.border} vertical={false} />
        <XAxis dataKey="side" {...axisProps(colors)} />
        <YAxis
          width={72}
          tickFormatter={(cents: number) => compactMoney(cents, currency, locale, digits)}
          {...axisProps(colors)}
        />
        <Tooltip
          formatter={(value) => formatMoney(Number(value), currency, locale)}
          {...tooltipProps(colors)}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {series.map((item) => (
          <Bar
            key={item.key}
            dataKey={item.key}
            name={item.label}
            stackId="side"
            fill={item.color}
            maxBarSize={120}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
