"use client";
import { useLocale, useMessages } from "@/components/embed/embed-context";
import { fill } from "@/lib/i18n/define-messages";
import { formatDate } from "@/lib/i18n/format";
import type { CashFlow } from "@/lib/schemas/report";
import { AccountGroupRows, FigureRow, ReportTable, SectionHeadingRow } from "./report-table";

/**
 * Every figure of the statement. An account's figure is its movement in the period, so it links to the account's
 * ledger over the period. The activity sections exist in the detailed view only (API).
 */
export function CashFlowTable({ report }: { report: CashFlow }) {
  const m = useMessages().reports;
  const locale = useLocale();
  const { summary, currency } = report;
  const range = { start: report.start_date, end: report.end_date };
  const total = (label: string, cents: number) => (
    <FigureRow label={label} cents={cents} currency={currency} isTotal />
  );
  const operating = report.operating_activities;
  const caption = fill(m.cashFlowCaption, {
    start: formatDate(report.start_date, locale),
    end: formatDate(report.end_date, locale),
  });
  return (
    <ReportTable caption={caption}>
      <tbody>{total(m.openingCash, summary.opening_cash_cents)}</tbody>
      {operating ? (
        <>
          <tbody>
            <SectionHeadingRow label={m.operating} />
            <FigureRow label={m.netProfit} cents={operating.net_profit_cents} currency={currency} />
          </tbody>
          <AccountGroupRows
            label={m.nonCashAdjustments}
            group={operating.non_cash_adjustments}
            currency={currency}
            range={range}
          />
          <AccountGroupRows
            label={m.workingCapitalChanges}
            group={operating.working_capital_changes}
            currency={currency}
            range={range}
          />
        </>
      ) : null}
      <tbody>{total(m.netCashFromOperating, summary.net_cash_from_operating_cents)}</tbody>
      {report.investing_activities ? (
        <AccountGroupRows
          label={m.investing}
          group={report.investing_activities}
          currency={currency}
          range={range}
        />
      ) : null}
      <tbody>{total(m.netCashFromInvesting, summary.net_cash_from_investing_cents)}</tbody>
      {report.financing_activities ? (
        <AccountGroupRows
          label={m.financing}
          group={report.financing_activities}
          currency={currency}
          range={range}
        />
      ) : null}
      <tbody>
        {total(m.netCashFromFinancing, summary.net_cash_from_financing_cents)}
        {total(m.netChangeInCash, summary.net_change_in_cash_cents)}
        {total(m.closingCash, summary.closing_cash_cents)}
      </tbody>
    </ReportTable>
  );
}
