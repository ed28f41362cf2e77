import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { eventSequences, events } from "../db/schema";
import type { EventType } from "../schemas/event";

export interface NewEvent {
  businessId: string;
  partnerId: string;
  type: EventType;
  resourceType: string;
  resourceId: string;
  /** The resource's current representation, as its GET returns it. */
  data: unknown;
}

export type EventRow = typeof events.$inferSelect;

/**
 * Appends one event to the outbox. Call it inside the write's transaction: the event commits with the write or not at
 * all. The sequence comes from the business's counter row, incremented in the same transaction: the row lock makes
 * concurrent writers of one business take turns (the second waits for the first to commit), so sequences are gapless
 * and increase in commit order, and a rolled-back write gives its number back.
 */
export async function recordEvent(tx: Db, event: NewEvent): Promise<EventRow> {
  const [counter] = await tx
    .insert(eventSequences)
    .values({ businessId: event.businessId, lastSequence: 1 })
    .onConflictDoUpdate({
      target: eventSequences.businessId,
      set: { lastSequence: sql`${eventSequences.lastSequence} + 1` },
    })
    .returning({ sequence: eventSequences.lastSequence });
  const [row] = await tx
    .insert(events)
    .values({ ...event, data: plainJson(event.data), sequence: counter!.sequence })
    .returning();
  return row!;
}

/** What JSON would carry: no undefined fields, dates as strings. */
function plainJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value ?? null));
}
