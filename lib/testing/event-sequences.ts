import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { events } from "../db/schema";

/** A business's events as [sequence, resource id] pairs, in sequence order. */
export async function eventSequencesOf(db: Db, businessId: string) {
  const rows = await db
    .select({ sequence: events.sequence, resourceId: events.resourceId })
    .from(events)
    .where(eq(events.businessId, businessId))
    .orderBy(asc(events.sequence));
  return rows.map((row) => [row.sequence, row.resourceId] as const);
}
