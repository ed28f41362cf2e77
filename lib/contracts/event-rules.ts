import type { EventRule } from "../schemas/event";

/** Event rules more than one contract declares (lib/schemas/event.ts says when a rule fires). */
export const BILL_APPROVED: EventRule = { type: "bill.approved", when: { field: "approved_at" } };
export const BILL_PAID: EventRule = { type: "bill.paid", when: { field: "status", equals: ["paid"] } };
export const INVOICE_PAID: EventRule = { type: "invoice.paid", when: { field: "status", equals: ["PAID"] } };
export const PAYOUT_RECONCILED: EventRule = {
  type: "payout.reconciled",
  when: { field: "reconciliation_status", equals: ["fully_reconciled"] },
};
