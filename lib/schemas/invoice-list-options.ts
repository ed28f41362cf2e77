/**
 * Endpoint 5's enumerations, without zod: the embed's invoice list imports these, and importing them from
 * invoice-list-query.ts would put zod (about 33 kB gzipped) into the page's JavaScript.
 */

/** List filter values (decisions.md §6): the spec's lowercase ones plus `draft` and `overdue`. */
export const INVOICE_STATUS_FILTERS = [
  "draft",
  "sent",
  "partially_paid",
  "paid",
  "overdue",
  "voided",
  "refunded",
] as const;
export type InvoiceStatusFilter = (typeof INVOICE_STATUS_FILTERS)[number];

export const INVOICE_SORTS = ["imported_at", "-imported_at", "updated_at", "-updated_at"] as const;
export type InvoiceSort = (typeof INVOICE_SORTS)[number];
export const DEFAULT_INVOICE_SORT: InvoiceSort = "-imported_at";
