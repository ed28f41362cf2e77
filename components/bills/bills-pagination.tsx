"use client";
import { useMessages } from "@/components/embed/embed-context";
import { fill } from "@/lib/i18n/define-messages";

/** Previous / next through the API's pages of bills; nothing when there is one page. */
export function BillsPagination({
  page,
  totalPages,
  isUpdating,
  onPage,
}: {
  page: number;
  totalPages: number;
  isUpdating: boolean;
  onPage: (page: number) => void;
}) {
  const messages = useMessages();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={messages.bills.pagination} className="flex items-center justify-between gap-2">
      <button type="button" className="btn-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {messages.common.previous}
      </button>
      <span className="text-sm text-embed-muted" aria-live="polite">
        {fill(messages.common.pageOf, { page, pages: totalPages })}
      </span>
      <button
        type="button"
        className="btn-secondary"
        disabled={page >= totalPages || isUpdating}
        onClick={() => onPage(page + 1)}
      >
        {messages.common.next}
      </button>
    </nav>
  );
}
