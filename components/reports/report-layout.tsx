"use client";
import type { UseQueryResult } from "@tanstack/react-query";
import Link from "next/link";
import type { ReactNode } from "react";
import { useEmbed } from "@/components/embed/embed-context";
import { ErrorState, LoadingSkeleton } from "@/components/ui/states";
import { ApiRequestError } from "@/lib/api-client/api-request-error";

/** A report page: the way back to the index, the title, the options, then the report. */
export function ReportLayout({
  title,
  intro,
  options,
  children,
}: {
  title: string;
  intro: string;
  options: ReactNode;
  children: ReactNode;
}) {
  const { businessId, messages } = useEmbed();
  return (
    <section aria-labelledby="report-title" className="space-y-4">
      <div>
        <Link
          href={`/embed/${businessId}/reports/`}
          className="text-sm text-embed-muted hover:text-embed-text"
        >
          ← {messages.reports.allReports}
        </Link>
        <h1 id="report-title" className="mt-1 text-2xl font-semibold">
          {title}
        </h1>
        <p className="mt-1 text-embed-muted">{intro}</p>
      </div>
      <div role="group" aria-label={messages.reports.options} className="flex flex-wrap items-end gap-4">
        {options}
      </div>
      {children}
    </section>
  );
}

/** What the API said, with its per-field reasons (a bad date names `as_of_date`). */
function errorMessage(error: Error): string {
  if (!(error instanceof ApiRequestError)) return error.message;
  const fields = Object.entries(error.fieldErrors()).map(([field, reason]) => `${field}: ${reason}`);
  return [error.message, ...fields].join(" ");
}

/** Loading, error or the report; a refetch for new options keeps the last report on screen, marked busy. */
export function ReportQueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingSkeleton rows={6} />;
  if (query.isError)
    return <ErrorState message={errorMessage(query.error)} onRetry={() => query.refetch()} />;
  return (
    <div aria-busy={query.isFetching} className={query.isPlaceholderData ? "opacity-60" : undefined}>
      {children(query.data)}
    </div>
  );
}
