"use client";
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useEmbed } from "@/components/embed/embed-context";
import { formatMoney, minorDigits } from "@/lib/i18n/format";
import type { ProfitAndLoss } from "@/lib/schemas/report";
import { axisProps, compactMoney, tooltipProps, useChartColors } from "./use-chart-colors";

type Kind = "income" | "cost" | "result";

/** Income and costs as positive bars (as the API gives them), the results beside them. */
export default function ProfitAndLossChart({ report }: { report: ProfitAndLoss }) {
  const { locale, messages } = useEmbed();
  const m = messages.reports;
  const colors = useChartColors();
  const digits = minorDigits(report.currency);
  const rows: { label: string; cents: number; kind: Kind }[] = [
    { label: m.revenue, cents: report.revenue.total_cents, kind: "income" },
    { label: m.costOfSales, cents: report.cost_of_sales.total_cents, kind: "cost" },
    { label: m.grossProfit, cents: report.gross_profit_cents, kind: "result" },
    { label: m.expenses, cents: report.expense.total_cents, kind: "cost" },
    { label: m.otherIncome, cents: report.other_income.total_cents, kind: "income" },
    { label: m.netProfit, cents: report.net_profit_cents, kind: "result" },
  ];
  const colorOf: Record<Kind, string> = {
    income: colors.success,
    cost: colors.danger,
    result: colors.active,
  };
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={rows} layout="vertical" accessibilityLayer={false} margin={{ top: 8, right: 16 }}>
        <CartesianGrid stroke={colors.border} horizontal={false} />
        <XAxis
          type="number"
          tickFormatter={(cents: number) => compactMoney(cents, report.currency, locale, digits)}
          {...axisProps(colors)}
        />
        <YAxis type="category" dataKey="label" width={110} {...axisProps(colors)} />
        <Tooltip
          formatter={(value) => formatMoney(Number(value), report.currency, locale)}
          {...tooltipProps(colors)}
        />
        <Bar dataKey="cents" name={m.amount} isAnimationActive={false} maxBarSize={28}>
          {rows.map((row) => (
            <Cell key={row.label} fill={colorOf[row.kind]} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
