"use client";
import { useQuery } from "@tanstack/react-query";
import { useEmbed } from "@/components/embed/embed-context";
import { ErrorState, LoadingSkeleton } from "@/components/ui/states";
import { expenseBreakdownQuery } from "@/lib/api-client/insights";
import { formatMoney, formatNumber } from "@/lib/i18n/format";
import type { DashboardDates } from "./dashboard-dates";

const SHOWN = 5;

/** The year's largest expense categories (the API orders them), with their share of all expenses. */
export function TopExpenses({ dates }: { dates: DashboardDates }) {
  const { businessId, locale, messages } = useEmbed();
  const m = messages.dashboard;
  const breakdown = useQuery(
    expenseBreakdownQuery(businessId, { start_date: dates.yearStart, end_date: dates.asOf }),
  );
  return (
    <section aria-labelledby="top-expenses" className="card">
      <h2 id="top-expenses" className="font-semibold">
        {m.topExpenses}
      </h2>
      {breakdown.isError ? (
        <ErrorState onRetry={() => breakdown.refetch()} />
      ) : !breakdown.data ? (
        <LoadingSkeleton rows={3} />
      ) : breakdown.data.categories.length === 0 ? (
        <p className="mt-2 text-sm text-embed-muted">{m.noExpenses}</p>
      ) : (
        <ul className="mt-2 divide-y divide-embed-border">
          {breakdown.data.categories.slice(0, SHOWN).map((category) => (
            <li
              key={category.account_subtype}
              className="flex items-baseline justify-between gap-3 py-2 text-sm"
            >
              <span className="min-w-0 break-words">{category.display_name}</span>
              <span className="shrink-0 text-right tabular-nums">
                {formatMoney(category.total_cents, breakdown.data.currency, locale)}
                <span className="ml-2 text-embed-muted">
                  {formatNumber(category.share_percent, locale, 1)} %
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
