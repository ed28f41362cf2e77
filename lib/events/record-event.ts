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

/**
 * Appends several events of one business in order, with one counter update and one insert: a batch of creates emits
 * its events without a round trip per item. Same guarantees as recordEvent.
 */
export async function recordEvents(tx: Db, businessId: string, batch: readonly NewEvent[]): Promise<number> {
  if (batch.length === 0) return 0;
  const [counter] = await tx
    .insert(eventSequences)
    .values({ businessId, lastSequence: batch.length })
    .onConflictDoUpdate({
      target: eventSequences.businessId,
      set: { lastSequence: sql`${eventSequences.lastSequence} + ${batch.length}` },
    })
    .returning({ sequence: eventSequences.lastSequence });
  const first = counter!.sequence - batch.length + 1;
  await tx
    .insert(events)
    .values(
      batch.map((event, index) => ({ ...event, data: plainJson(event.data), sequence: first + index })),
    );
  return batch.length;
}

/** What JSON would carry: no undefined fields, dates as strings. */
function plainJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value ?? null));
}
