import { and, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { invoiceStatusCounts, invoices } from "../db/schema";
import type { ListInvoicesQuery } from "../schemas/invoice-list-query";
import { storedStatuses } from "./invoice-list-filters";

const PAGING_AND_ORDER = new Set(["page", "page_size", "sort", "status"]);

/** Filters the per-status counters answer: none, or stored statuses alone (`overdue` depends on today). */
function isCountedByStatus(filters: ListInvoicesQuery): boolean {
  const isOtherFilterSet = Object.entries(filters).some(
    ([name, value]) => value !== undefined && !PAGING_AND_ORDER.has(name),
  );
  return !isOtherFilterSet && !filters.status?.includes("overdue");
}

/**
 * The exact number of invoices a list query matches (the envelope's `count`): for no filter or a status filter alone,
 * the sum of the business's per-status counters (lib/db/schema/invoice-status-counts.ts), a few rows instead of a
 * scan of every invoice; otherwise count(*) under the same WHERE as the page, which the filters' indexes keep small.
 */
export async function countInvoices(
  db: Db,
  businessId: string,
  filters: ListInvoicesQuery,
  where: SQL,
): Promise<number> {
  if (!isCountedByStatus(filters)) {
    const [total] = await db.select({ value: count() }).from(invoices).where(where);
    return total!.value;
  }
  const conditions = [eq(invoiceStatusCounts.businessId, businessId)];
  if (filters.status) conditions.push(inArray(invoiceStatusCounts.status, storedStatuses(filters.status)));
  const [total] = await db
    .select({ value: sql<string>`coalesce(sum(${invoiceStatusCounts.invoiceCount}), 0)` })
    .from(invoiceStatusCounts)
    .where(and(...conditions));
  return Number(total!.value);
}
