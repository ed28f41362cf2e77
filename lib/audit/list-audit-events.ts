import { and, count, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { BusinessRow } from "../businesses/business-serializer";
import type { Db } from "../db/client";
import { instantBound } from "../db/instant-bound";
import { containsPattern } from "../db/like-pattern";
import { auditEvents } from "../db/schema";
import { pageOffset } from "../http/pagination";
import type { ListAuditEventsQuery } from "../schemas/audit-event";
import { labelSearchConditions } from "./audit-resource-labels";

/**
 * A page of the business's audit events, newest first (then id), with the total. Created-at bounds are inclusive,
 * a bare date meaning that whole day in the business's time zone; `search` is a case-insensitive contains over the
 * actor, the resource id, the path and the invoice, bill, vendor or customer named; the other filters are exact.
 */
export async function listAuditEvents(db: Db, business: BusinessRow, filters: ListAuditEventsQuery) {
  const conditions: SQL[] = [eq(auditEvents.businessId, business.id)];
  if (filters.resource_type) conditions.push(inArray(auditEvents.resourceType, filters.resource_type));
  if (filters.resource_id !== undefined) conditions.push(eq(auditEvents.resourceId, filters.resource_id));
  if (filters.actor_id !== undefined) conditions.push(eq(auditEvents.actorId, filters.actor_id));
  if (filters.created_at_start) {
    conditions.push(
      instantBound(auditEvents.createdAt, filters.created_at_start, business.timezone, "start"),
    );
  }
  if (filters.created_at_end) {
    conditions.push(instantBound(auditEvents.createdAt, filters.created_at_end, business.timezone, "end"));
  }
  const search = filters.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(
      or(
        ilike(auditEvents.actorName, pattern),
        ilike(auditEvents.actorId, pattern),
        ilike(auditEvents.resourceId, pattern),
        ilike(auditEvents.path, pattern),
        ...labelSearchConditions(db, business.id, pattern),
      )!,
    );
  }
  const where = and(...conditions);
  const { limit, offset } = pageOffset(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(auditEvents).where(where),
  ]);
  return { rows, total: total!.value };
}
