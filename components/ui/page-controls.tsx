"use client";
import { useMessages } from "@/components/embed/embed-context";
import { fill } from "@/lib/i18n/define-messages";

/** Previous / next through a paginated list, with where we are. */
export function PageControls({
  page,
  totalPages,
  onPage,
  label,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const messages = useMessages();
  const pages = Math.max(1, totalPages);
  return (
    <nav aria-label={label} className="mt-3 flex flex-wrap items-center gap-3 text-sm">
      <button type="button" className="btn-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {messages.common.previous}
      </button>
      <span aria-live="polite">{fill(messages.common.pageOf, { page, pages })}</span>
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
