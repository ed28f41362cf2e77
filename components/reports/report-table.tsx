"use client";
import type { ReactNode } from "react";
import { useEmbed, useMessages } from "@/components/embed/embed-context";
import { useAccountName } from "@/components/embed/use-account-name";
import { fill } from "@/lib/i18n/define-messages";
import type { AccountGroup } from "@/lib/schemas/report";
import { type LedgerRange, ReportFigure } from "./report-figure";

/**
 * A statement as a real table: a caption naming report and date, column headers, each section a <tbody> with a
 * heading row, so a screen reader announces where a figure belongs. It scrolls sideways inside a narrow iframe.
 */
export function ReportTable({ caption, children }: { caption: string; children: ReactNode }) {
  const messages = useMessages();
  return (
    <div className="overflow-x-auto rounded-embed border border-embed-border">
      <table data-report-table className="w-full min-w-[18rem] border-collapse text-sm">
        <caption className="px-3 py-2 text-left font-semibold">{caption}</caption>
        <thead>
          <tr className="border-b border-embed-border text-embed-muted">
            <th scope="col" className="px-3 py-2 text-left font-medium">
              {messages.reports.account}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {messages.reports.amount}
            </th>
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}

export function SectionHeadingRow({ label }: { label: string }) {
  return (
    <tr className="border-t border-embed-border">
      <th scope="rowgroup" colSpan={2} className="px-3 pt-3 pb-1 text-left font-semibold">
        {label}
      </th>
    </tr>
  );
}

/** One line: an account (linked to its ledger) or a computed figure (plain). `isTotal` sets it apart. */
export function FigureRow({
  label,
  cents,
  currency,
  account,
  range,
  isTotal = false,
}: {
  label: string;
  cents: number;
  currency: string;
  account?: { id: string; code: string | null } | null;
  range?: LedgerRange;
  isTotal?: boolean;
}) {
  const weight = isTotal ? "font-semibold" : "font-normal";
  return (
    <tr className={isTotal ? "border-t border-embed-border-2" : undefined}>
      <th scope="row" className={`px-3 py-1.5 text-left ${weight} ${isTotal ? "" : "pl-6"}`}>
        {account?.code ? <span className="mr-2 text-embed-muted tabular-nums">{account.code}</span> : null}
        {label}
      </th>
      <td className={`px-3 py-1.5 text-right whitespace-nowrap ${weight}`}>
        <ReportFigure
          cents={cents}
          currency={currency}
          account={account ? { id: account.id, name: label } : null}
          range={range}
        />
      </td>
    </tr>
  );
}

/**
 * A group of the API (its line items, then its total). `computedLineLabel` names a line item without an account: the
 * balance sheet's computed "profit or loss to date".
 */
export function AccountGroupRows({
  label,
  group,
  currency,
  range,
  computedLineLabel,
}: {
  label: string;
  group: AccountGroup;
  currency: string;
  range: LedgerRange;
  computedLineLabel?: string;
}) {
  const { locale, messages } = useEmbed();
  const accountName = useAccountName();
  // "Total current assets", but German keeps its nouns capitalised ("Summe Umlaufvermögen").
  const groupName = locale === "de" ? label : label.toLocaleLowerCase(locale);
  if (group.line_items.length === 0) {
    // The summary view (or an empty group): the group's total is its one line, named by the group.
    return (
      <tbody>
        <FigureRow label={label} cents={group.total_cents} currency={currency} />
      </tbody>
    );
  }
  return (
    <tbody>
      <SectionHeadingRow label={label} />
      {group.line_items.map((item) => (
        <FigureRow
          key={item.account_id ?? item.account_name}
          label={
            item.account_id
              ? accountName({ code: item.account_code, name: item.account_name })
              : (computedLineLabel ?? item.account_name)
          }
          cents={item.value_cents}
          currency={currency}
          account={item.account_id ? { id: item.account_id, code: item.account_code } : null}
          range={range}
        />
      ))}
      <FigureRow
        label={fill(messages.reports.totalOf, { group: groupName })}
        cents={group.total_cents}
        currency={currency}
        isTotal
      />
    </tbody>
  );
}
