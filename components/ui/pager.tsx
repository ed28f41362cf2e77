"use client";
import { useMessages } from "@/components/embed/embed-context";
import { fill } from "@/lib/i18n/define-messages";

/** Previous / next over the API's numbered pages. */
export function Pager({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  const messages = useMessages();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={fill(messages.common.page, { page })} className="mt-4 flex items-center gap-3">
      <button type="button" className="btn-secondary" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {messages.common.previous}
      </button>
      <span className="text-sm text-embed-muted">
        {page} / {totalPages}
      </span>
      <button
        type="button"
        className="btn-secondary"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        {messages.common.next}
      </button>
    </nav>
  );
}
