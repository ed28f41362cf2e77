"use client";
import { useId } from "react";
import { useMessages } from "@/components/embed/embed-context";
import { INVOICE_STATUS_FILTERS, type InvoiceStatusFilter } from "@/lib/schemas/invoice-list-options";
import { STATUS_MESSAGES } from "./invoice-status";

/** Endpoint 5's status values as checkboxes: any number of them, an invoice matching one is listed. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: InvoiceStatusFilter[];
  onChange: (statuses: InvoiceStatusFilter[]) => void;
}) {
  const messages = useMessages();
  const hintId = useId();
  // Kept in the list's own order whatever order they were ticked in, so one choice always makes one URL.
  const toggle = (status: InvoiceStatusFilter, isChecked: boolean) =>
    onChange(INVOICE_STATUS_FILTERS.filter((each) => (each === status ? isChecked : value.includes(each))));
  return (
    <fieldset className="sm:col-span-2 lg:col-span-3" aria-describedby={hintId}>
      <legend className="text-sm font-medium">{messages.invoiceFilters.status}</legend>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
        {INVOICE_STATUS_FILTERS.map((status) => (
          <label key={status} className="inline-flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="status"
              value={status}
              checked={value.includes(status)}
              onChange={(event) => toggle(status, event.target.checked)}
              className="h-4 w-4 accent-embed-active"
            />
            {messages.invoices[STATUS_MESSAGES[status]]}
          </label>
        ))}
      </div>
      <p id={hintId} className="mt-1 text-xs text-embed-muted">
        {messages.invoiceFilters.sentHint}
      </p>
    </fieldset>
  );
}
