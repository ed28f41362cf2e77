import { and, count, desc, eq, gte, ilike, inArray, lte, or, type SQL } from "drizzle-orm";
import type { BusinessRow } from "../../businesses/business-serializer";
import type { Db } from "../../db/client";
import { customerCredits } from "../../db/schema";
import { containsPattern } from "../../db/like-pattern";
import { pageOffset } from "../../http/pagination";
import type { ListCustomerCreditsQuery } from "../../schemas/customer-credit";
import { instantInZone } from "../../time/zoned-time";
import { customerExternalIdIs, customerNameContains, customerWhere } from "../customer-filters";

/**
 * Endpoint 11: a page of the business's credits, newest first (created_at, then id), with the total. Sent-at bounds
 * are inclusive (a bare date is the start of that day in the business's time zone); `search` is a case-insensitive
 * substring of the credit note number, the external id or the customer's display, company or individual name.
 */
export async function listCustomerCredits(db: Db, business: BusinessRow, filters: ListCustomerCreditsQuery) {
  const { id: businessId, timezone: timeZone } = business;
  const conditions: SQL[] = [eq(customerCredits.businessId, businessId)];
  const customerIs = (condition: SQL) => customerWhere(db, businessId, customerCredits.customerId, condition);
  if (filters.customer_external_id) {
    conditions.push(customerIs(customerExternalIdIs(filters.customer_external_id)));
  }
  if (filters.customer_id) {
    conditions.push(
      inArray(
        customerCredits.customerId,
        filters.customer_id.map((id) => id.toLowerCase()),
      ),
    );
  }
  if (filters.sent_at_start) {
    conditions.push(gte(customerCredits.sentAt, instantInZone(filters.sent_at_start, timeZone)));
  }
  if (filters.sent_at_end) {
    conditions.push(lte(customerCredits.sentAt, instantInZone(filters.sent_at_end, timeZone)));
  }
  if (filters.source_invoice_id) {
    conditions.push(eq(customerCredits.sourceInvoiceId, filters.source_invoice_id.toLowerCase()));
  }
  if (filters.status) conditions.push(inArray(customerCredits.status, filters.status));
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    conditions.push(
      or(
        ilike(customerCredits.creditNoteNumber, pattern),
        ilike(customerCredits.externalId, pattern),
        customerIs(customerNameContains(filters.search)),
      )!,
    );
  }
  const where = and(...conditions);
  const { limit, offset } = pageOffset(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(customerCredits)
      .where(where)
      .orderBy(desc(customerCredits.createdAt), desc(customerCredits.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(customerCredits).where(where),
  ]);
  return { rows, total: total!.value };
}
