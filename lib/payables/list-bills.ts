import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL } from "drizzle-orm";
import type { BusinessRow } from "../businesses/business-serializer";
import type { Db } from "../db/client";
import { bills, vendors } from "../db/schema";
import { containsPattern } from "../db/like-pattern";
import { pageOffset } from "../http/pagination";
import type { BillSort, ListBillsQuery } from "../schemas/bill";
import { instantInZone, isBareDate } from "../time/zoned-time";

const SORT_COLUMNS = { created_at: bills.createdAt, due_at: bills.dueAt, issue_date: bills.issueDate };

function orderOf(sort: BillSort): SQL[] {
  const isDescending = sort.startsWith("-");
  const direction = isDescending ? desc : asc;
  return [direction(SORT_COLUMNS[sort.replace("-", "") as keyof typeof SORT_COLUMNS]), direction(bills.id)];
}

/** A due bound: a bare date compares with the due date in the business's zone, a date-time with the instant. */
function dueBound(value: string, timeZone: string, compare: typeof gte): SQL {
  return isBareDate(value)
    ? compare(bills.dueDate, value)
    : compare(bills.dueAt, instantInZone(value, timeZone));
}

/** A page of the business's bills with the total (decisions.md §3): every filter combines with the others. */
export async function listBills(db: Db, business: BusinessRow, filters: ListBillsQuery) {
  const businessId = business.id;
  const vendorIds = (condition: SQL) =>
    db
      .select({ id: vendors.id })
      .from(vendors)
      .where(and(eq(vendors.businessId, businessId), condition));
  const conditions: SQL[] = [eq(bills.businessId, businessId)];
  if (filters.status) conditions.push(inArray(bills.status, filters.status));
  if (filters.vendor_id) conditions.push(inArray(bills.vendorId, filters.vendor_id));
  if (filters.vendor_external_id !== undefined) {
    conditions.push(inArray(bills.vendorId, vendorIds(eq(vendors.externalId, filters.vendor_external_id))));
  }
  if (filters.due_at_start) conditions.push(dueBound(filters.due_at_start, business.timezone, gte));
  if (filters.due_at_end) conditions.push(dueBound(filters.due_at_end, business.timezone, lte));
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    const vendorMatch = or(ilike(vendors.companyName, pattern), ilike(vendors.individualName, pattern))!;
    conditions.push(
      or(
        ilike(bills.billNumber, pattern),
        ilike(bills.vendorBillNumber, pattern),
        ilike(bills.memo, pattern),
        ilike(bills.externalId, pattern),
        inArray(bills.vendorId, vendorIds(vendorMatch)),
      )!,
    );
  }
  const where = and(...conditions);
  const { limit, offset } = pageOffset(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bills)
      .where(where)
      .orderBy(...orderOf(filters.sort))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(bills).where(where),
  ]);
  return { rows, total: total!.value };
}
