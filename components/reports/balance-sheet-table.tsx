"use client";
import { useLocale, useMessages } from "@/components/embed/embed-context";
import { fill } from "@/lib/i18n/define-messages";
import { formatDate } from "@/lib/i18n/format";
import type { BalanceSheet } from "@/lib/schemas/report";
import { AccountGroupRows, FigureRow, ReportTable } from "./report-table";

/**
 * Every figure of the balance sheet. Balances are as at the end of the day, so an account links to its ledger from
 * the first entry to that day: the ledger's closing balance is the figure.
 */
export function BalanceSheetTable({ report }: { report: BalanceSheet }) {
  const m = useMessages().reports;
  const locale = useLocale();
  const range = { end: report.as_of_date };
  const { summary, currency } = report;
  const group = (label: string, key: keyof typeof groups) => (
    <AccountGroupRows
      label={label}
      group={report[key]}
      currency={currency}
      range={range}
      computedLineLabel={m.profitToDate}
    />
  );
  const groups = {
    non_current_assets: m.nonCurrentAssets,
    current_assets: m.currentAssets,
    current_liabilities: m.currentLiabilities,
    non_current_liabilities: m.nonCurrentLiabilities,
    share_capital: m.shareCapital,
    share_premium: m.sharePremium,
    reserves: m.reserves,
    retained_earnings: m.retainedEarnings,
  } as const;
  const total = (label: string, cents: number) => (
    <tbody>
      <FigureRow label={label} cents={cents} currency={currency} isTotal />
    </tbody>
  );
  return (
    <ReportTable caption={fill(m.balanceSheetCaption, { date: formatDate(report.as_of_date, locale) })}>
      {group(groups.non_current_assets, "non_current_assets")}
      {group(groups.current_assets, "current_assets")}
      {total(m.totalAssets, summary.total_assets_cents)}
      {group(groups.current_liabilities, "current_liabilities")}
      {group(groups.non_current_liabilities, "non_current_liabilities")}
      {total(m.totalLiabilities, summary.total_liabilities_cents)}
      {group(groups.share_capital, "share_capital")}
      {group(groups.share_premium, "share_premium")}
      {group(groups.reserves, "reserves")}
      {group(groups.retained_earnings, "retained_earnings")}
      {total(m.totalEquity, summary.total_equity_cents)}
      {total(m.netAssets, summary.net_assets_cents)}
    </ReportTable>
  );
}
