"use client";
import type { UseQueryResult } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { EmptyState, ErrorState, LoadingSkeleton } from "@/components/ui/states";
import type { DocumentColumn } from "./open-document-columns";

const th = "px-3 py-2 font-medium";

/**
 * The open documents (bills or invoices) behind a party's aging row, in a region `sectionId` titled `title`. Focus
 * moves to the heading when a party is chosen, so keyboard and screen-reader users land on what they asked for.
 */
export function OpenDocuments<T extends { id: string }>({
  sectionId,
  partyId,
  title,
  note,
  emptyTitle,
  documents,
  tableWidth,
  rowHeader,
  columns,
}: {
  sectionId: string;
  partyId: string;
  title: string;
  note: string;
  emptyTitle: string;
  documents: UseQueryResult<{ results: T[] }>;
  /** The table's least width from the `sm` breakpoint, a Tailwind class such as `sm:min-w-[32rem]`. */
  tableWidth: string;
  rowHeader: DocumentColumn<T>;
  columns: DocumentColumn<T>[];
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [partyId]);
  const results = documents.data?.results;
  return (
    <section id={sectionId} aria-labelledby={`${sectionId}-title`} className="card mt-4 space-y-3">
      <div>
        <h2 id={`${sectionId}-title`} ref={heading} tabIndex={-1} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-embed-muted">{note}</p>
      </div>
      {documents.isPending ? <LoadingSkeleton rows={3} /> : null}
      {documents.isError ? (
        <ErrorState message={documents.error.message} onRetry={() => documents.refetch()} />
      ) : null}
      {results && results.length === 0 ? <EmptyState title={emptyTitle} /> : null}
      {results && results.length > 0 ? (
        <div className="overflow-x-auto">
          <table className={`stacked-rows w-full border-collapse text-sm ${tableWidth}`}>
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-embed-border text-embed-muted">
                {[rowHeader, ...columns].map((column, index) => (
                  <th
                    key={index}
                    scope="col"
                    className={`${th} ${column.isNumeric ? "text-right" : "text-left"}`}
                  >
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {results.map((document) => (
                <tr key={document.id} className="border-t border-embed-border-2">
                  <th scope="row" className="px-3 py-1.5 text-left font-normal">
                    {rowHeader.cell(document)}
                  </th>
                  {columns.map((column, index) => (
                    <td
                      key={index}
                      data-label={column.header}
                      className={column.isNumeric ? "px-3 py-1.5 text-right" : "px-3 py-1.5"}
                    >
                      {column.cell(document)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
