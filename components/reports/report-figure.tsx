"use client";
import Link from "next/link";
import { useEmbed } from "@/components/embed/embed-context";
import { fill } from "@/lib/i18n/define-messages";
import { formatMoney } from "@/lib/i18n/format";
import { ledgerHref } from "./ledger-href";

export interface LedgerRange {
  start?: string;
  end: string;
}

/**
 * An amount of a report. With an account it links to that account's general ledger over the report's range, so the
 * figure can be traced to its entries; a computed figure (a total) is plain text.
 */
export function ReportFigure({
  cents,
  currency,
  account,
  range,
}: {
  cents: number;
  currency: string;
  account?: { id: string; name: string } | null;
  range?: LedgerRange;
}) {
  const { businessId, locale, messages } = useEmbed();
  const amount = formatMoney(cents, currency, locale);
  if (!account || !range) return <span className="tabular-nums">{amount}</span>;
  return (
    <Link
      href={ledgerHref(businessId, account.id, range)}
      aria-label={fill(messages.reports.ledgerLink, { amount, account: account.name })}
      className="tabular-nums text-embed-active underline decoration-dotted underline-offset-4 hover:decoration-solid"
    >
      {amount}
    </Link>
  );
}
