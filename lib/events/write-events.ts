import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { events } from "../db/schema";
import { type EventRule, resourceTypeOfEvent } from "../schemas/event";
import { isSameJson } from "./same-json";
import type { NewEvent } from "./record-event";

/** A resource a write changed, in its current representation (an object with an `id`). */
export interface ChangedResource {
  resourceType: string;
  body: unknown;
}

export interface EmittingWrite {
  businessId: string;
  partnerId: string;
  rules: readonly EventRule[];
  status: number;
  /** The response's resource first, then what the handler reports as also changed. */
  changed: readonly ChangedResource[];
}

/**
 * The events a successful write's contract declares (lib/schemas/event.ts says when each rule fires), in rule order,
 * not yet recorded: the caller appends them in the write's transaction (appendWriteTrail, with its audit event).
 */
export async function dueWriteEvents(tx: Db, write: EmittingWrite): Promise<NewEvent[]> {
  const due: NewEvent[] = [];
  const previousOf = new Map<string, Promise<unknown>>();
  for (const rule of write.rules) {
    if (rule.onStatus !== undefined && rule.onStatus !== write.status) continue;
    const resourceType = resourceTypeOfEvent(rule.type);
    for (const resource of write.changed.filter((candidate) => candidate.resourceType === resourceType)) {
      const resourceId = idOf(resource.body);
      if (!resourceId) continue;
      const key = `${resourceType}/${resourceId}`;
      // The state before this write, looked up only when the rule needs it (a create's rule fires on its status
      // alone, so a create makes no look-up). None of the write's own events is recorded yet.
      const needsPrevious = rule.when !== undefined || rule.onStatus === undefined;
      if (needsPrevious && !previousOf.has(key))
        previousOf.set(key, previousData(tx, write.businessId, resourceType, resourceId));
      const previous = needsPrevious ? await previousOf.get(key) : undefined;
      if (!isDue(rule, resource.body, previous)) continue;
      due.push({
        businessId: write.businessId,
        partnerId: write.partnerId,
        type: rule.type,
        resourceType,
        resourceId,
        data: resource.body,
      });
    }
  }
  return due;
}

function isDue(rule: EventRule, current: unknown, previous: unknown): boolean {
  if (rule.when) {
    const { field, equals } = rule.when;
    const isIn = (data: unknown) => {
      const value = fieldOf(data, field);
      return equals ? equals.includes(String(value)) : value !== null && value !== undefined;
    };
    return isIn(current) && (previous === undefined || !isIn(previous));
  }
  if (rule.onStatus !== undefined) return true;
  return previous === undefined || !isSameJson(previous, current);
}

async function previousData(tx: Db, businessId: string, resourceType: string, resourceId: string) {
  const [row] = await tx
    .select({ data: events.data })
    .from(events)
    .where(
      and(
        eq(events.businessId, businessId),
        eq(events.resourceType, resourceType),
        eq(events.resourceId, resourceId),
      ),
    )
    .orderBy(desc(events.sequence))
    .limit(1);
  return row?.data;
}

/** The resource's id; a business's singleton (its menu configuration) has none and is named by its business. */
function idOf(body: unknown): string | undefined {
  const id = fieldOf(body, "id") ?? fieldOf(body, "business_id");
  return typeof id === "string" ? id : undefined;
}

function fieldOf(data: unknown, field: string): unknown {
  return data !== null && typeof data === "object" ? (data as Record<string, unknown>)[field] : undefined;
}
