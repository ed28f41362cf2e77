"use client";
import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useMessages } from "@/components/embed/embed-context";
import { INVOICE_STATUS_FILTERS } from "@/lib/schemas/invoice-list-query";
import { STATUS_MESSAGES } from "./invoice-status";

/** Endpoint 5's status values as checkboxes: any number of them, an invoice matching one is listed. */
export function StatusFilter({ registration }: { registration: UseFormRegisterReturn<"status"> }) {
  const messages = useMessages();
  const hintId = useId();
  return (
    <fieldset className="sm:col-span-2 lg:col-span-3" aria-describedby={hintId}>
      <legend className="text-sm font-medium">{messages.invoiceFilters.status}</legend>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
        {INVOICE_STATUS_FILTERS.map((status) => (
          <label key={status} className="inline-flex items-center gap-2 text-sm">
            <input type="checkbox" value={status} {...registration} className="h-4 w-4 accent-embed-active" />
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
