import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { param, preparedStatement } from "../db/prepared";
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
  const [row] = await appendReturningRows(tx).execute(appendParams(event.businessId, [event]));
  return row!;
}

/**
 * Appends several events of one business in order, with one counter update and one insert: a batch of creates emits
 * its events without a round trip per item. Same guarantees as recordEvent.
 */
export async function recordEvents(tx: Db, businessId: string, batch: readonly NewEvent[]): Promise<number> {
  if (batch.length === 0) return 0;
  await append(tx).execute(appendParams(businessId, batch));
  return batch.length;
}

/**
 * The events as one JSON parameter: serialized once, as JSON would carry them (no undefined fields, dates as
 * strings), and read back by PostgreSQL in one pass, however many there are. Read as `json`, not `jsonb`, and kept
 * as such (migration 0018): each event's data is stored as the text given, never parsed into jsonb's tree.
 */
export function appendParams(businessId: string, batch: readonly NewEvent[]) {
  const rows = batch.map((event) => ({
    partner_id: event.partnerId,
    type: event.type,
    resource_type: event.resourceType,
    resource_id: event.resourceId,
    data: event.data ?? null,
  }));
  return { businessId, count: batch.length, rows: JSON.stringify(rows) };
}

/**
 * The business's counter taken by `count` (a CTE named `counter`): its new value numbers the events of eventRows.
 * The row lock it takes is what orders concurrent writers' events.
 */
export function eventCounter(db: Db) {
  return db.$with("counter").as(
    db
      .insert(eventSequences)
      .values({ businessId: sql`${param("businessId")}::uuid`, lastSequence: sql`${param("count")}::bigint` })
      .onConflictDoUpdate({
        target: eventSequences.businessId,
        // Flags the business for the dispatcher (its watermark, migration 0020).
        set: {
          lastSequence: sql`${eventSequences.lastSequence} + excluded.last_sequence`,
          hasUndispatched: true,
        },
      })
      .returning({ sequence: eventSequences.lastSequence }),
  );
}

/** The events of appendParams as rows of `events`, numbered from `counter`, last one last, in the order given. */
export const eventRows =
  () => sql`select ${param("businessId")}::uuid, counter.last_sequence - ${param("count")}::bigint + e.n,
      gen_random_uuid(), e.partner_id, e.type, e.resource_type, e.resource_id, coalesce(e.data, 'null'::json), now(),
      null::timestamptz
    from counter, rows from (json_to_recordset(${param("rows")}::json)
      as (partner_id uuid, type text, resource_type text, resource_id text, data json)) with ordinality
      as e(partner_id, type, resource_type, resource_id, data, n)
    order by e.n`;

/**
 * Where provisional event numbers start (migration 0016): events inserted from here up are numbered by the database
 * at commit. Far above any real sequence and below 2^53, so a provisional number still reads as a JavaScript number.
 */
export const PROVISIONAL_EVENT_SEQUENCE = 2 ** 52;

/**
 * The events of appendParams as rows of `events` with provisional numbers, in the order given: the database numbers
 * them at commit (migration 0016's deferred trigger), holding the business's counter row only while it commits, so
 * concurrent writers of one business no longer queue behind each other's round trips. Until then they sort after
 * every numbered event of the business. Gapless and in commit order, as eventRows.
 */
export const provisionalEventRows = () => sql`select ${param("businessId")}::uuid,
      ${sql.raw(String(PROVISIONAL_EVENT_SEQUENCE))}::bigint + nextval('events_provisional_sequence'),
      gen_random_uuid(), e.partner_id, e.type, e.resource_type, e.resource_id, coalesce(e.data, 'null'::json), now(),
      null::timestamptz
    from rows from (json_to_recordset(${param("rows")}::json)
      as (partner_id uuid, type text, resource_type text, resource_id text, data json)) with ordinality
      as e(partner_id, type, resource_type, resource_id, data, n)`;

/** The counter's increment and the events' insert in one statement: one round trip per write's events. */
function appendStatement(db: Db) {
  return db.with(eventCounter(db)).insert(events).select(eventRows());
}

const append = preparedStatement((db) => appendStatement(db).prepare("append_events"));
const appendReturningRows = preparedStatement((db) =>
  appendStatement(db).returning().prepare("append_events_returning"),
);
