"use client";
import { useMessages } from "@/components/embed/embed-context";
import { SortSelect } from "@/components/ui/sort-select";
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
  return (
    <SortSelect
      label={messages.invoices.sortLabel}
      value={value}
      options={INVOICE_SORTS.map((sort) => ({ value: sort, label: messages.invoices[SORT_MESSAGES[sort]] }))}
      onChange={onChange}
    />
  );
}
