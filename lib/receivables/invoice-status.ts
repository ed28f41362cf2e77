import type { InvoiceStatus, StoredInvoiceStatus } from "../schemas/invoice";

/** Sent and not yet settled: what accounts receivable and a customer's outstanding balance hold. */
export const OPEN_INVOICE_STATUSES = [
  "SENT",
  "PARTIALLY_PAID",
] as const satisfies readonly StoredInvoiceStatus[];

interface StatusFacts {
  status: string;
  dueDate: string | null;
}

const isOpen = (status: string) => (OPEN_INVOICE_STATUSES as readonly string[]).includes(status);

/**
 * decisions.md §6: sent or partially paid, past its due date in the business's time zone. Open invoices always have
 * something outstanding (settleInvoice makes a settled one PAID), so the balance needs no second look.
 */
export function isInvoiceOverdue(invoice: StatusFacts, today: string): boolean {
  return isOpen(invoice.status) && invoice.dueDate !== null && today > invoice.dueDate;
}

/** The status an invoice is shown with: the stored one, or OVERDUE. */
export function invoiceStatusOf(invoice: StatusFacts, today: string): InvoiceStatus {
  return isInvoiceOverdue(invoice, today) ? "OVERDUE" : (invoice.status as StoredInvoiceStatus);
}
