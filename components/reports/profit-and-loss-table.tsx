"use client";
import { useLocale, useMessages } from "@/components/embed/embed-context";
import { fill } from "@/lib/i18n/define-messages";
import { formatDate } from "@/lib/i18n/format";
import type { ProfitAndLoss } from "@/lib/schemas/report";
import { AccountGroupRows, FigureRow, ReportTable } from "./report-table";

/** Every figure of the profit and loss; an account links to its ledger over the period. */
export function ProfitAndLossTable({ report }: { report: ProfitAndLoss }) {
  const m = useMessages().reports;
  const locale = useLocale();
  const { currency } = report;
  const range = { start: report.start_date, end: report.end_date };
  const caption = fill(m.profitAndLossCaption, {
    start: formatDate(report.start_date, locale),
    end: formatDate(report.end_date, locale),
  });
  return (
    <ReportTable caption={caption}>
      <AccountGroupRows label={m.revenue} group={report.revenue} currency={currency} range={range} />
      <AccountGroupRows
        label={m.costOfSales}
        group={report.cost_of_sales}
        currency={currency}
        range={range}
      />
      <tbody>
        <FigureRow label={m.grossProfit} cents={report.gross_profit_cents} currency={currency} isTotal />
      </tbody>
      <AccountGroupRows label={m.expenses} group={report.expense} currency={currency} range={range} />
      <AccountGroupRows label={m.otherIncome} group={report.other_income} currency={currency} range={range} />
      <tbody>
        <FigureRow label={m.netProfit} cents={report.net_profit_cents} currency={currency} isTotal />
      </tbody>
    </ReportTable>
  );
}
