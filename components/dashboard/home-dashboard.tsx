"use client";
import { useQuery } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useEmbed } from "@/components/embed/embed-context";
import { ChartFrame, ChartPlaceholder } from "@/components/reports/chart-frame";
import { useBusinessToday, useUrlParams } from "@/components/reports/use-url-params";
import { ErrorState, LoadingSkeleton } from "@/components/ui/states";
import { businessQuery } from "@/lib/api-client/business";
import { financialSummaryQuery } from "@/lib/api-client/insights";
import { fill } from "@/lib/i18n/define-messages";
import { formatDate, formatMoney } from "@/lib/i18n/format";
import { dashboardDates } from "./dashboard-dates";
import { KeyFigures } from "./key-figures";
import { NextSteps } from "./next-steps";
import { TopExpenses } from "./top-expenses";

const TrendChart = dynamic(() => import("./trend-chart"), { ssr: false, loading: ChartPlaceholder });

/**
 * The landing page of an embed session: the business's figures today (or at `?as_of=`, so a link reproduces the
 * view), the last twelve months, where the money went and what needs doing.
 */
export function HomeDashboard() {
  const { businessId, locale, messages } = useEmbed();
  const m = messages.dashboard;
  const { today } = useBusinessToday();
  const [params] = useUrlParams({ as_of: today });
  const dates = dashboardDates(/^\d{4}-\d{2}-\d{2}$/.test(params.as_of) ? params.as_of : today);
  const business = useQuery(businessQuery(businessId));
  const trend = useQuery(
    financialSummaryQuery(businessId, { start_date: dates.trendStart, end_date: dates.asOf }),
  );
  if (business.isPending) return <LoadingSkeleton rows={4} />;
  if (business.isError) return <ErrorState onRetry={() => business.refetch()} />;
  return (
    <section aria-labelledby="business-name" className="space-y-4">
      <div>
        <h1 id="business-name" className="text-2xl font-semibold">
          {business.data.name}
        </h1>
        <p className="mt-1 text-embed-muted">{fill(m.asOf, { date: formatDate(dates.asOf, locale) })}</p>
      </div>
      <KeyFigures dates={dates} />
      <section aria-labelledby="trend-title" className="space-y-2">
        <h2 id="trend-title" className="font-semibold">
          {m.trend}
        </h2>
        {trend.isError ? (
          <ErrorState onRetry={() => trend.refetch()} />
        ) : !trend.data ? (
          <LoadingSkeleton rows={3} />
        ) : (
          <ChartFrame
            height={280}
            summary={fill(m.trendChart, {
              start: formatDate(trend.data.start_date, locale),
              end: formatDate(trend.data.end_date, locale),
              profit: formatMoney(trend.data.summary.net_profit_cents, trend.data.currency, locale),
            })}
          >
            <TrendChart summary={trend.data} />
          </ChartFrame>
        )}
      </section>
      <div className="grid gap-3 md:grid-cols-2">
        <TopExpenses dates={dates} />
        <NextSteps dates={dates} />
      </div>
    </section>
  );
}
