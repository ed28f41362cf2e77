"use client";
import { useMessages } from "@/components/embed/embed-context";
import type { Messages } from "@/lib/i18n/catalog";
import type { InvoiceResponse, InvoiceStatus } from "@/lib/schemas/invoice";
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

type StatusFacts = Pick<InvoiceResponse, "status" | "outstanding_balance" | "total_amount">;

/**
 * The invoice's status; an overdue one says so in words as well as colour. OVERDUE stands in for the stored status
 * when read, so a partly paid overdue invoice says both facts ("Partially paid · Overdue").
 */
export function InvoiceStatusBadge({ invoice }: { invoice: StatusFacts }) {
  const messages = useMessages();
  const filter = statusFilterOf(invoice.status);
  const isPartlyPaid = invoice.outstanding_balance > 0 && invoice.outstanding_balance < invoice.total_amount;
  const name = messages.invoices[STATUS_MESSAGES[filter]];
  return (
    <span
      data-status={filter}
      className={`inline-block whitespace-nowrap rounded-embed border px-2 py-0.5 text-xs font-medium ${
        TONES[filter] ?? "border-embed-border text-embed-text"
      }`}
    >
      {filter === "overdue" && isPartlyPaid ? `${messages.invoices.statusPartiallyPaid} · ${name}` : name}
    </span>
  );
}
