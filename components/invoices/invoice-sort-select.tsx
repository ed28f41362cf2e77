"use client";
import { useId } from "react";
import { useMessages } from "@/components/embed/embed-context";
import type { Messages } from "@/lib/i18n/catalog";
import { INVOICE_SORTS, type InvoiceSort } from "@/lib/schemas/invoice-list-options";

const SORT_MESSAGES: Record<InvoiceSort, keyof Messages["invoices"]> = {
  "-imported_at": "sortNewest",
  imported_at: "sortOldest",
  "-updated_at": "sortRecentlyUpdated",
  updated_at: "sortLeastRecentlyUpdated",
};

/** Every order endpoint 5 offers; the Created column's header toggles the first two. */
export function InvoiceSortSelect({
  value,
  onChange,
}: {
  value: InvoiceSort;
  onChange: (sort: InvoiceSort) => void;
}) {
  const messages = useMessages();
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-embed-muted">
        {messages.invoices.sortLabel}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as InvoiceSort)}
        className="input w-auto"
      >
        {INVOICE_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {messages.invoices[SORT_MESSAGES[sort]]}
          </option>
        ))}
      </select>
    </div>
  );
}
