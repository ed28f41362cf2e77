import { and, asc, count, eq, gt, inArray, type SQL } from "drizzle-orm";
import type { BusinessRow } from "../businesses/business-serializer";
import type { Db } from "../db/client";
import { instantBound } from "../db/instant-bound";
import { events } from "../db/schema";
import { pageOffset } from "../http/pagination";
import type { ListEventsQuery } from "../schemas/event";

/**
 * A page of the business's events in sequence order (oldest first, so a partner catching up reads forward from its
 * last `after_sequence`), with the total.
 */
export async function listEvents(db: Db, business: BusinessRow, filters: ListEventsQuery) {
  const conditions: SQL[] = [eq(events.businessId, business.id)];
  if (filters.type) conditions.push(inArray(events.type, filters.type));
  if (filters.resource_type !== undefined) conditions.push(eq(events.resourceType, filters.resource_type));
  if (filters.resource_id !== undefined) conditions.push(eq(events.resourceId, filters.resource_id));
  if (filters.after_sequence !== undefined) conditions.push(gt(events.sequence, filters.after_sequence));
  if (filters.created_at_start) {
    conditions.push(instantBound(events.createdAt, filters.created_at_start, business.timezone, "start"));
  }
  if (filters.created_at_end) {
    conditions.push(instantBound(events.createdAt, filters.created_at_end, business.timezone, "end"));
  }
  const where = and(...conditions);
  const { limit, offset } = pageOffset(filters);
  const [rows, [total]] = await Promise.all([
    db.select().from(events).where(where).orderBy(asc(events.sequence)).limit(limit).offset(offset),
    db.select({ value: count() }).from(events).where(where),
  ]);
  return { rows, total: total!.value };
}
