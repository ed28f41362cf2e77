"use client";
import { useId } from "react";
import { useMessages } from "@/components/embed/embed-context";
import { FilterCheckboxes } from "@/components/ui/filter-checkboxes";
import { INVOICE_STATUS_FILTERS, type InvoiceStatusFilter } from "@/lib/schemas/invoice-list-options";
import { STATUS_MESSAGES } from "./invoice-status";

/** Endpoint 5's status values as checkboxes, with a hint that Sent includes the overdue ones. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: InvoiceStatusFilter[];
  onChange: (statuses: InvoiceStatusFilter[]) => void;
}) {
  const messages = useMessages();
  const hintId = useId();
  return (
    <FilterCheckboxes
      legend={messages.invoiceFilters.status}
      name="status"
      options={INVOICE_STATUS_FILTERS}
      value={value}
      onChange={onChange}
      labelOf={(status) => messages.invoices[STATUS_MESSAGES[status]]}
      hint={{ id: hintId, text: messages.invoiceFilters.sentHint }}
    />
  );
}
