import { and, arrayOverlaps, eq, gte, ilike, inArray, lt, lte, or, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { customers, invoices } from "../db/schema";
import { instantBound } from "../db/instant-bound";
import { containsPattern } from "../db/like-pattern";
import type { StoredInvoiceStatus } from "../schemas/invoice";
import type { InvoiceStatusFilter } from "../schemas/invoice-list-options";
import type { ListInvoicesQuery } from "../schemas/invoice-list-query";
import { OPEN_INVOICE_STATUSES } from "./invoice-status";

/** decisions.md §6: list filter values → stored statuses; `overdue` is computed, below. */
const STORED_STATUS: Record<Exclude<InvoiceStatusFilter, "overdue">, StoredInvoiceStatus> = {
  draft: "DRAFT",
  sent: "SENT",
  partially_paid: "PARTIALLY_PAID",
  paid: "PAID",
  voided: "CANCELLED",
  refunded: "REFUNDED",
};

/** The stored statuses of the filter values other than `overdue`. */
export const storedStatuses = (filters: InvoiceStatusFilter[]): StoredInvoiceStatus[] =>
  filters.flatMap((filter) => (filter === "overdue" ? [] : [STORED_STATUS[filter]]));

function statusCondition(filters: InvoiceStatusFilter[], today: string): SQL {
  const stored = storedStatuses(filters);
  const conditions: SQL[] = stored.length ? [inArray(invoices.status, stored)] : [];
  if (filters.includes("overdue")) {
    conditions.push(and(inArray(invoices.status, [...OPEN_INVOICE_STATUSES]), lt(invoices.dueDate, today))!);
  }
  return or(...conditions)!;
}

const commaList = (value: string) =>
  value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);

/** The WHERE of endpoint 5: every filter combines with the others, all inside the business. */
export function invoiceListConditions(
  db: Db,
  businessId: string,
  filters: ListInvoicesQuery,
  timeZone: string,
  today: string,
): SQL {
  const conditions: SQL[] = [eq(invoices.businessId, businessId)];
  if (filters.customer_id) conditions.push(inArray(invoices.customerId, filters.customer_id));
  if (filters.customer_external_id !== undefined) {
    const named = db
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(eq(customers.businessId, businessId), eq(customers.externalId, filters.customer_external_id)),
      );
    conditions.push(inArray(invoices.customerId, named));
  }
  if (filters.due_at_start)
    conditions.push(instantBound(invoices.dueAt, filters.due_at_start, timeZone, "start"));
  if (filters.due_at_end) conditions.push(instantBound(invoices.dueAt, filters.due_at_end, timeZone, "end"));
  if (filters.sent_at_start) {
    conditions.push(instantBound(invoices.sentAt, filters.sent_at_start, timeZone, "start"));
  }
  if (filters.sent_at_end)
    conditions.push(instantBound(invoices.sentAt, filters.sent_at_end, timeZone, "end"));
  if (filters.min_amount !== undefined) conditions.push(gte(invoices.totalCents, filters.min_amount));
  if (filters.max_amount !== undefined) conditions.push(lte(invoices.totalCents, filters.max_amount));
  if (filters.memo !== undefined) conditions.push(eq(invoices.memo, filters.memo));
  if (filters.memo_contains) conditions.push(ilike(invoices.memo, containsPattern(filters.memo_contains)));
  if (filters.reference_numbers !== undefined) {
    const wanted = commaList(filters.reference_numbers);
    if (wanted.length) conditions.push(arrayOverlaps(invoices.referenceNumbers, wanted));
  }
  if (filters.status) conditions.push(statusCondition(filters.status, today));
  return and(...conditions)!;
}
