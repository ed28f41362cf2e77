"use client";
import { type QueryKey, useQuery, type UseQueryOptions } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { z } from "zod";
import { useEmbed } from "@/components/embed/embed-context";
import { ListTable, type ListColumn } from "@/components/ui/list-table";
import { PageControls } from "@/components/ui/page-controls";
import { EmptyState, ErrorState, LoadingSkeleton } from "@/components/ui/states";
import type { Page } from "@/lib/http/pagination";
import { fill } from "@/lib/i18n/define-messages";
import { FilterBar, type FilterField } from "./filter-bar";
import { type ListParams, useListParams } from "./list-params";

/**
 * A filterable, paginated list of one list endpoint: filters in the URL, then loading, error, empty or the table and
 * its pages. `children` is whatever the rows open (a detail drawer).
 */
export function SettlementList<T, K extends QueryKey>({
  title,
  schema,
  fields,
  listQuery,
  columns,
  rowKey,
  emptyTitle,
  children,
}: {
  title: string;
  schema: z.ZodObject;
  fields: FilterField[];
  listQuery: (businessId: string, request: ListParams) => UseQueryOptions<Page<T>, Error, Page<T>, K>;
  columns: ListColumn<T>[];
  rowKey: (row: T) => string;
  emptyTitle: string;
  children?: ReactNode;
}) {
  const { businessId, messages } = useEmbed();
  const { params, request, setParams, setPage } = useListParams(schema);
  const list = useQuery({ ...listQuery(businessId, request ?? {}), enabled: request !== undefined });
  const filterKey = JSON.stringify(params);
  return (
    <section aria-labelledby="list-title">
      <h1 id="list-title" className="mb-4 text-2xl font-semibold">
        {title}
      </h1>
      <FilterBar key={filterKey} fields={fields} params={params} onApply={setParams} />
      {list.isPending ? (
        <LoadingSkeleton />
      ) : list.isError ? (
        <ErrorState onRetry={() => list.refetch()} />
      ) : list.data.results.length === 0 ? (
        <EmptyState title={emptyTitle} />
      ) : (
        <div aria-busy={list.isPlaceholderData}>
          <p className="mb-2 text-sm text-embed-muted" aria-live="polite">
            {fill(messages.settlements.resultCount, { count: list.data.count })}
          </p>
          <ListTable caption={title} columns={columns} rows={list.data.results} rowKey={rowKey} />
          <PageControls
            label={title}
            page={list.data.page_info.current_page}
            totalPages={list.data.page_info.total_pages}
            onPage={setPage}
          />
        </div>
      )}
      {children}
    </section>
  );
}
