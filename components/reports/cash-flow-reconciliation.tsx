"use client";
import Link from "next/link";
import { useEmbed } from "@/components/embed/embed-context";
import { fill } from "@/lib/i18n/define-messages";
import { formatDate, formatMoney } from "@/lib/i18n/format";
import type { CashFlow } from "@/lib/schemas/report";

/**
 * The statement's own check, visible: opening cash plus the net change gives a closing figure, which must equal the
 * cash the balance sheet shows at the end date. Both the API's verdict and the arithmetic are checked here, and the
 * result is said in words with ✓ or ✗, never by colour alone.
 */
export function CashFlowReconciliation({ report }: { report: CashFlow }) {
  const { businessId, locale, messages } = useEmbed();
  const m = messages.reports;
  const money = (cents: number) => formatMoney(cents, report.currency, locale);
  const check = report.cash_reconciliation;
  const difference = check.calculated_closing_cents - check.actual_closing_cents;
  const isReconciled =
    check.reconciles &&
    difference === 0 &&
    check.opening_cash_cents + check.net_change_cents === check.calculated_closing_cents;
  const balanceSheetHref = `/embed/${businessId}/reports/balance-sheet/?as_of=${report.end_date}`;
  return (
    <section
      aria-labelledby="reconciliation-title"
      className="card mb-4 space-y-1 text-sm"
      data-reconciles={isReconciled}
    >
      <h2 id="reconciliation-title" className="font-semibold">
        {m.reconciliation}
      </h2>
      <p className="tabular-nums">
        {fill(m.reconciliationSum, {
          opening: money(check.opening_cash_cents),
          change: money(check.net_change_cents),
          calculated: money(check.calculated_closing_cents),
        })}
      </p>
      <p className="tabular-nums">
        <Link href={balanceSheetHref} className="underline decoration-dotted underline-offset-4">
          {fill(m.reconciliationActual, {
            date: formatDate(report.end_date, locale),
            actual: money(check.actual_closing_cents),
          })}
        </Link>
      </p>
      <p
        role="status"
        className={`font-semibold ${isReconciled ? "text-embed-success" : "text-embed-danger"}`}
      >
        {isReconciled ? m.reconciles : fill(m.doesNotReconcile, { difference: money(difference) })}
      </p>
    </section>
  );
}
