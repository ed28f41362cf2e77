import { and, count, desc, eq, gte, ilike, inArray, lte, or, type SQL } from "drizzle-orm";
import type { BusinessRow } from "../../businesses/business-serializer";
import type { Db } from "../../db/client";
import { vendorCredits, vendors } from "../../db/schema";
import { containsPattern } from "../../db/like-pattern";
import { pageOffset } from "../../http/pagination";
import type { ListVendorCreditsQuery } from "../../schemas/vendor-credit";
import { instantInZone } from "../../time/zoned-time";

/**
 * Endpoint 9: a page of the business's credits, newest first (created_at, then id), with the total. Received-at
 * bounds are inclusive (a bare date is the start of that day in the business's time zone); `search` is a
 * case-insensitive substring of the credit note number, the external id or the vendor's company or individual name.
 */
export async function listVendorCredits(db: Db, business: BusinessRow, filters: ListVendorCreditsQuery) {
  const { id: businessId, timezone: timeZone } = business;
  const conditions: SQL[] = [eq(vendorCredits.businessId, businessId)];
  const vendorIdsWhere = (condition: SQL) =>
    inArray(
      vendorCredits.vendorId,
      db
        .select({ id: vendors.id })
        .from(vendors)
        .where(and(eq(vendors.businessId, businessId), condition)),
    );
  if (filters.received_at_start) {
    conditions.push(gte(vendorCredits.receivedAt, instantInZone(filters.received_at_start, timeZone)));
  }
  if (filters.received_at_end) {
    conditions.push(lte(vendorCredits.receivedAt, instantInZone(filters.received_at_end, timeZone)));
  }
  if (filters.source_bill_id) conditions.push(eq(vendorCredits.sourceBillId, filters.source_bill_id));
  if (filters.status) conditions.push(inArray(vendorCredits.status, filters.status));
  if (filters.vendor_id) conditions.push(inArray(vendorCredits.vendorId, filters.vendor_id));
  if (filters.vendor_external_id) {
    conditions.push(vendorIdsWhere(eq(vendors.externalId, filters.vendor_external_id)));
  }
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    conditions.push(
      or(
        ilike(vendorCredits.creditNoteNumber, pattern),
        ilike(vendorCredits.externalId, pattern),
        vendorIdsWhere(or(ilike(vendors.companyName, pattern), ilike(vendors.individualName, pattern))!),
      )!,
    );
  }
  const where = and(...conditions);
  const { limit, offset } = pageOffset(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(vendorCredits)
      .where(where)
      .orderBy(desc(vendorCredits.createdAt), desc(vendorCredits.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(vendorCredits).where(where),
  ]);
  return { rows, total: total!.value };
}
