"use client";
import { useId } from "react";
import { useMessages } from "@/components/embed/embed-context";
import { fill } from "@/lib/i18n/define-messages";

const PAGE_SIZES = [10, 20, 50, 100];

/** Previous / next through the server's pages, and how many rows a page holds (endpoint 5 `page_size`). */
export function InvoicePagination(props: {
  page: number;
  pageCount: number;
  pageSize: number;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onPageSize: (size: number) => void;
}) {
  const messages = useMessages();
  const sizeId = useId();
  const sizes = PAGE_SIZES.includes(props.pageSize)
    ? PAGE_SIZES
    : [...PAGE_SIZES, props.pageSize].sort((a, b) => a - b);
  return (
    <nav
      aria-label={messages.invoices.paginationLabel}
      className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId} className="text-embed-muted">
          {messages.invoices.pageSize}
        </label>
        <select
          id={sizeId}
          value={props.pageSize}
          onChange={(event) => props.onPageSize(Number(event.target.value))}
          className="input w-auto"
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className="btn-secondary"
          disabled={!props.canPrevious}
          onClick={props.onPrevious}
        >
          {messages.common.previous}
        </button>
        <span aria-live="polite" className="text-embed-muted">
          {fill(messages.common.pageOf, { page: props.page, pages: Math.max(props.pageCount, 1) })}
        </span>
        <button type="button" className="btn-secondary" disabled={!props.canNext} onClick={props.onNext}>
          {messages.common.next}
        </button>
      </div>
    </nav>
  );
}
