"use client";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useEmbed, useTimeZone } from "@/components/embed/embed-context";
import { fill } from "@/lib/i18n/define-messages";
import { Field } from "@/components/ui/field";
import { PageControls } from "@/components/ui/page-controls";
import { EmptyState, ErrorState, LoadingSkeleton } from "@/components/ui/states";
import { useSearchParamState } from "@/components/ui/use-search-param-state";
import { auditEventsQuery } from "@/lib/api-client/audit-events";
import { AUDIT_RESOURCE_TYPES } from "@/lib/schemas/audit-event";
import { auditActionText, auditActorWords, auditTime } from "./audit-event-words";

const SEARCH_DELAY_MS = 300;

/** Who did what: every write recorded by the API for this business, newest first. */
export function AuditTrail() {
  const { businessId, messages, locale } = useEmbed();
  const timeZone = useTimeZone();
  const t = messages.console;
  const [params, update] = useSearchParamState();
  const resourceType = params.get("resource_type") ?? undefined;
  const search = params.get("search") ?? undefined;
  const page = Math.max(1, Number(params.get("page") ?? 1) || 1);
  const [typed, setTyped] = useState(search ?? "");
  useEffect(() => {
    const timer = setTimeout(() => {
      const next = typed.trim() || undefined;
      if (next !== search) update({ search: next, page: undefined });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search, update]);
  const events = useQuery(auditEventsQuery(businessId, { resource_type: resourceType, search, page }));
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title" className="text-2xl font-semibold">
        {t.auditTrail}
      </h1>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Field label={t.auditSearch} className="sm:w-80">
          {(control) => (
            <input
              {...control}
              type="search"
              className="input"
              maxLength={200}
              placeholder={t.auditSearchHint}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          )}
        </Field>
        <Field label={t.resourceFilter} className="sm:w-64">
          {(control) => (
            <select
              {...control}
              className="input"
              value={resourceType ?? ""}
              onChange={(event) =>
                update({ resource_type: event.target.value || undefined, page: undefined })
              }
            >
              <option value="">{t.anyResource}</option>
              {AUDIT_RESOURCE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t[`resource_${type}`]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="mt-4">
        {events.isPending ? (
          <LoadingSkeleton />
        ) : events.isError ? (
          <ErrorState onRetry={() => events.refetch()} />
        ) : events.data.results.length === 0 ? (
          <EmptyState title={t.noEvents} />
        ) : (
          <div className="overflow-x-auto">
            <table className="stacked-rows w-full text-left text-sm sm:min-w-[40rem]">
              <thead className="text-embed-muted">
                <tr>
                  {[t.when, t.actor, t.action, t.resource, t.status, t.change].map((heading) => (
                    <th key={heading} scope="col" className="py-2 pr-3">
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {events.data.results.map((event) => {
                  const actor = auditActorWords(event, t);
                  return (
                    <tr key={event.id} className="border-t border-embed-border align-top">
                      <td data-row-header className="py-2 pr-3 whitespace-nowrap">
                        <time dateTime={event.created_at} title={timeZone}>
                          {auditTime(event.created_at, locale, timeZone)}
                        </time>
                      </td>
                      <td data-label={t.actor} className="py-2 pr-3">
                        <span title={actor.fullId}>{actor.name}</span>
                        <span className="block text-xs text-embed-muted">{actor.kind}</span>
                      </td>
                      <td data-label={t.action} className="py-2 pr-3">
                        {auditActionText(event, t)}
                      </td>
                      <td data-label={t.resource} className="py-2 pr-3 font-mono text-xs break-all">
                        {event.resource_id ?? "—"}
                      </td>
                      <td data-label={t.status} className="py-2 pr-3">
                        {event.response_status}
                      </td>
                      <td data-label={t.change} className="py-2 pr-3">
                        <details>
                          <summary className="cursor-pointer text-embed-active">{t.showChange}</summary>
                          <pre className="mt-2 max-w-md overflow-x-auto text-xs whitespace-pre-wrap">
                            {JSON.stringify(event.change, null, 2)}
                          </pre>
                        </details>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </div>
      {events.data && events.data.page_info.total_pages > 1 ? (
        <PageControls
          page={page}
          totalPages={events.data.page_info.total_pages}
          onPage={(next) => update({ page: String(next) })}
          label={fill(messages.common.pageOf, { page, pages: events.data.page_info.total_pages })}
        />
      ) : null}
    </section>
  );
}
