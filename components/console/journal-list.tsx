"use client";
import { useQuery } from "@tanstack/react-query";
import { useEmbed } from "@/components/embed/embed-context";
import { DateText } from "@/components/ui/date-text";
import { Money } from "@/components/ui/money";
import { fill } from "@/lib/i18n/define-messages";
import { PageControls } from "@/components/ui/page-controls";
import { EmptyState, ErrorState, LoadingSkeleton } from "@/components/ui/states";
import { useSearchParamState } from "@/components/ui/use-search-param-state";
import { businessQuery } from "@/lib/api-client/business";
import { journalEntriesQuery } from "@/lib/api-client/journal-entries";
import { JournalEntryLines } from "./journal-entry-lines";

/** The journal: every posted entry with its lines, filterable by date, so support can see how a number was made. */
export function JournalList() {
  const { businessId, messages } = useEmbed();
  const t = messages.console;
  const [params, update] = useSearchParamState();
  const filters = {
    start_date: params.get("start_date") ?? undefined,
    end_date: params.get("end_date") ?? undefined,
    account_id: params.get("account_id") ?? undefined,
    page: Math.max(1, Number(params.get("page") ?? 1) || 1),
  };
  const business = useQuery(businessQuery(businessId));
  const entries = useQuery(journalEntriesQuery(businessId, filters));
  const currency = business.data?.base_currency;
  return (
    <section aria-labelledby="journal-title">
      <h1 id="journal-title" className="text-2xl font-semibold">
        {t.journal}
      </h1>
      <form
        className="mt-4 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          update({
            start_date: String(form.get("start_date") ?? "") || undefined,
            end_date: String(form.get("end_date") ?? "") || undefined,
            page: undefined,
          });
        }}
      >
        {(["start_date", "end_date"] as const).map((name) => (
          <div key={name} className="flex flex-col gap-1">
            <label htmlFor={`journal-${name}`} className="text-sm font-medium">
              {name === "start_date" ? t.from : t.to}
            </label>
            <input
              id={`journal-${name}`}
              name={name}
              type="date"
              defaultValue={filters[name]}
              className="input"
            />
          </div>
        ))}
        <button type="submit" className="btn-secondary">
          {t.apply}
        </button>
      </form>
      <div className="mt-4 space-y-3">
        {entries.isPending || !currency ? (
          <LoadingSkeleton />
        ) : entries.isError ? (
          <ErrorState onRetry={() => entries.refetch()} />
        ) : entries.data.results.length === 0 ? (
          <EmptyState title={t.noEntries} />
        ) : (
          entries.data.results.map((entry) => (
            <article
              key={entry.id}
              className="card overflow-x-auto"
              aria-label={`${entry.source} ${entry.entry_date}`}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-medium">
                  <DateText value={entry.entry_date} /> · {entry.source}
                  {entry.memo ? <span className="text-embed-muted"> · {entry.memo}</span> : null}
                </p>
                <Money amount={entry.total_debit_cents} currency={currency} className="font-semibold" />
              </div>
              <JournalEntryLines entry={entry} currency={currency} />
            </article>
          ))
        )}
      </div>
      {entries.data && entries.data.page_info.total_pages > 1 ? (
        <PageControls
          page={filters.page}
          totalPages={entries.data.page_info.total_pages}
          onPage={(next) => update({ page: String(next) })}
          label={fill(messages.common.pageOf, {
            page: filters.page,
            pages: entries.data.page_info.total_pages,
          })}
        />
      ) : null}
    </section>
  );
}
