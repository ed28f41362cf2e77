"use client";
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useEmbed } from "@/components/embed/embed-context";
import { formatMoney, minorDigits } from "@/lib/i18n/format";
import type { CashFlow } from "@/lib/schemas/report";
import { axisProps, compactMoney, tooltipProps, useChartColors } from "./use-chart-colors";

interface Step {
  label: string;
  /** The bar spans from one value to the other: floating bars, so a negative step or balance needs no trick. */
  span: [number, number];
  amount: number;
  isBalance: boolean;
}

/** Opening cash, each activity's change stacked on the running balance, closing cash. */
function waterfallSteps(report: CashFlow, labels: Record<string, string>): Step[] {
  const { summary } = report;
  const steps: Step[] = [
    {
      label: labels.opening!,
      span: [0, summary.opening_cash_cents],
      amount: summary.opening_cash_cents,
      isBalance: true,
    },
  ];
  let running = summary.opening_cash_cents;
  for (const [label, change] of [
    [labels.operating!, summary.net_cash_from_operating_cents],
    [labels.investing!, summary.net_cash_from_investing_cents],
    [labels.financing!, summary.net_cash_from_financing_cents],
  ] as const) {
    steps.push({ label, span: [running, running + change], amount: change, isBalance: false });
    running += change;
  }
  steps.push({
    label: labels.closing!,
    span: [0, summary.closing_cash_cents],
    amount: summary.closing_cash_cents,
    isBalance: true,
  });
  return steps;
}

export default function CashFlowWaterfall({ report }: { report: CashFlow }) {
  const { locale, messages } = useEmbed();
  const m = messages.reports;
  const colors = useChartColors();
  const digits = minorDigits(report.currency);
  const steps = waterfallSteps(report, {
    opening: m.openingCash,
    operating: m.operating,
    investing: m.investing,
    financing: m.financing,
    closing: m.closingCash,
  });
  const colorOf = (step: Step) =>
    step.isBalance ? colors.active : step.amount >= 0 ? colors.success : colors.danger;
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={steps} accessibilityLayer={false} margin={{ top: 8, right: 8 }}>
        <CartesianGrid stroke={colors.border} vertical={false} />
        <XAxis
          dataKey="label"
          interval={0}
          {...axisProps(colors)}
          tick={{ fill: colors.muted, fontSize: 11 }}
        />
        <YAxis
          width={72}
          tickFormatter={(cents: number) => compactMoney(cents, report.currency, locale, digits)}
          {...axisProps(colors)}
        />
        <Tooltip
          formatter={(_value, _name, item) =>
            formatMoney((item.payload as Step).amount, report.currency, locale)
          }
          {...tooltipProps(colors)}
        />
        <Bar dataKey="span" name={m.amount} isAnimationActive={false} maxBarSize={72}>
          {steps.map((step) => (
            <Cell key={step.label} fill={colorOf(step)} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
