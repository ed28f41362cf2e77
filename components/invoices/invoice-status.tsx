"use client";
import { useMessages } from "@/components/embed/embed-context";
import type { Messages } from "@/lib/i18n/catalog";
import type { InvoiceStatus } from "@/lib/schemas/invoice";
import type { InvoiceStatusFilter } from "@/lib/schemas/invoice-list-options";

type InvoiceMessage = keyof Messages["invoices"];

/** One name per endpoint 5 status value; a stored or computed status is shown by its filter value's name. */
export const STATUS_MESSAGES: Record<InvoiceStatusFilter, InvoiceMessage> = {
  draft: "statusDraft",
  sent: "statusSent",
  partially_paid: "statusPartiallyPaid",
  paid: "statusPaid",
  overdue: "statusOverdue",
  voided: "statusVoided",
  refunded: "statusRefunded",
};

export const statusFilterOf = (status: InvoiceStatus): InvoiceStatusFilter =>
  status === "CANCELLED" ? "voided" : (status.toLowerCase() as InvoiceStatusFilter);

const TONES: Partial<Record<InvoiceStatusFilter, string>> = {
  overdue: "border-embed-warning text-embed-warning",
  paid: "border-embed-success text-embed-success",
  voided: "border-embed-border-2 text-embed-muted line-through",
};

/** The invoice's status; an overdue one says so in words as well as colour. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const messages = useMessages();
  const filter = statusFilterOf(status);
  return (
    <span
      data-status={filter}
      className={`inline-block whitespace-nowrap rounded-embed border px-2 py-0.5 text-xs font-medium ${
        TONES[filter] ?? "border-embed-border text-embed-text"
      }`}
    >
      {messages.invoices[STATUS_MESSAGES[filter]]}
    </span>
  );
}
