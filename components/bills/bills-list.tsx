"use client";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { useCanWrite, useEmbed } from "@/components/embed/embed-context";
import { EmptyState, ErrorState, LoadingSkeleton } from "@/components/ui/states";
import { billsListQuery } from "@/lib/api-client/bills";
import { fill } from "@/lib/i18n/define-messages";
import { BillsTable } from "./bills-table";

const PAGE_SIZE = 20;

/** The business's bills, newest first, a page at a time. */
export function BillsList() {
  const { businessId, messages } = useEmbed();
  const canWrite = useCanWrite();
  const [page, setPage] = useState(1);
  const bills = useQuery(billsListQuery(businessId, { page, pageSize: PAGE_SIZE }));
  const totalPages = bills.data?.page_info.total_pages ?? 1;
  return (
    <section aria-labelledby="bills-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="bills-title" className="text-2xl font-semibold">
          {messages.bills.title}
        </h1>
        {canWrite ? (
          <Link href={`/embed/${businessId}/bills/new/`} className="btn-primary">
            {messages.nav.newBill}
          </Link>
        ) : null}
      </div>
      {bills.isPending ? (
        <LoadingSkeleton rows={6} />
      ) : bills.isError ? (
        <ErrorState onRetry={() => bills.refetch()} />
      ) : bills.data.count === 0 ? (
        <EmptyState title={messages.bills.emptyTitle}>{messages.bills.emptyBody}</EmptyState>
      ) : (
        <>
          <div aria-busy={bills.isPlaceholderData}>
            <BillsTable bills={bills.data.results} />
          </div>
          {totalPages > 1 ? (
            <nav aria-label={messages.bills.pagination} className="flex items-center justify-between gap-2">
              <button
                type="button"
                className="btn-secondary"
                disabled={page <= 1}
                onClick={() => setPage((current) => current - 1)}
              >
                {messages.common.previous}
              </button>
              <span className="text-sm text-embed-muted" aria-live="polite">
                {fill(messages.common.pageOf, { page, pages: totalPages })}
              </span>
              <button
                type="button"
                className="btn-secondary"
                disabled={page >= totalPages || bills.isPlaceholderData}
                onClick={() => setPage((current) => current + 1)}
              >
                {messages.common.next}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
