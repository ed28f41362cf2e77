/** A bill's statuses, zod-free so the bill list's page can use them without loading zod. */
export const BILL_STATUSES = ["received", "partially_paid", "paid", "voided"] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];
