/** A bill's statuses and GET /bills/'s orders, zod-free so the bill list's page can use them without loading zod. */
export const BILL_STATUSES = ["received", "partially_paid", "paid", "voided"] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

/** GET /bills/'s `sort` values; `-` is descending. */
export const BILL_SORTS = [
  "created_at",
  "-created_at",
  "due_at",
  "-due_at",
  "issue_date",
  "-issue_date",
] as const;
export type BillSort = (typeof BILL_SORTS)[number];
export const DEFAULT_BILL_SORT: BillSort = "-created_at";
