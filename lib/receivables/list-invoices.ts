import { asc, desc, type SQL } from "drizzle-orm";
import type { BusinessRow } from "../businesses/business-serializer";
import type { Db } from "../db/client";
import { invoices } from "../db/schema";
import { pageOffset } from "../http/pagination";
import type { InvoiceSort } from "../schemas/invoice-list-options";
import type { ListInvoicesQuery } from "../schemas/invoice-list-query";
import { todayInZone } from "../time/business-date";
import { countInvoices } from "./invoice-count";
import { invoiceListConditions } from "./invoice-list-filters";

const SORT_COLUMNS = { imported_at: invoices.importedAt, updated_at: invoices.updatedAt };

function orderOf(sort: InvoiceSort): SQL[] {
  const direction = sort.startsWith("-") ? desc : asc;
  return [
    direction(SORT_COLUMNS[sort.replace("-", "") as keyof typeof SORT_COLUMNS]),
    direction(invoices.id),
  ];
}

/**
 * Endpoint 5: a page of the business's invoices with the exact total (decisions.md §3). Each filter has an index
 * starting with business_id (lib/db/schema/invoices.ts); the sorts read (imported_at, id) or (updated_at, id) in
 * order, so a page needs no sort of the matches; the total comes from countInvoices. bench/scenarios/invoice-list.ts
 * measures it at a million invoices.
 */
export async function listInvoices(
  db: Db,
  business: BusinessRow,
  filters: ListInvoicesQuery,
  now = new Date(),
) {
  const where = invoiceListConditions(
    db,
    business.id,
    filters,
    business.timezone,
    todayInZone(business.timezone, now),
  );
  const { limit, offset } = pageOffset(filters);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(...orderOf(filters.sort))
      .limit(limit)
      .offset(offset),
    countInvoices(db, business.id, filters, where),
  ]);
  return { rows, total };
}
