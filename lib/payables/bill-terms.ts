import { daysBetween } from "../time/business-date";
import type { BillRow } from "./bill-settlement";
import { outstandingCents } from "./bill-settlement";

/** decisions.md §4: payment terms from the days between bill date and due date. */
export function paymentTerms(issueDate: string, dueDate: string): string {
  const days = daysBetween(issueDate, dueDate);
  if (days === 0) return "DUE_ON_RECEIPT";
  return `NET_${days}`;
}

/**
 * Past its due date (the business's today is after the due date) with money still owed, for a bill that is in the
 * ledger and not voided.
 */
export function isBillOverdue(
  bill: Pick<BillRow, "approvedAt" | "status" | "dueDate" | "totalCents" | "paidCents" | "creditedCents">,
  today: string,
): boolean {
  return (
    bill.approvedAt !== null && bill.status !== "voided" && outstandingCents(bill) > 0 && today > bill.dueDate
  );
}
