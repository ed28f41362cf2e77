"use client";
import { useMessages } from "@/components/embed/embed-context";
import { fill } from "@/lib/i18n/define-messages";

export function LedgerPager({
  pageInfo,
  onPage,
}: {
  pageInfo: { current_page: number; total_pages: number };
  onPage: (page: number) => void;
}) {
  const messages = useMessages();
  const { current_page: page, total_pages: pages } = pageInfo;
  if (pages <= 1) return null;
  return (
    <nav aria-label={fill(messages.reports.pageOf, { page, pages })} className="flex items-center gap-3">
      <button type="button" className="btn-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {messages.common.previous}
      </button>
      <span className="text-sm text-embed-muted">{fill(messages.reports.pageOf, { page, pages })}</span>
      <button
        type="button"
        className="btn-secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {messages.common.next}
      </button>
    </nav>
  );
}
