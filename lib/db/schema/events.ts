import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  json,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * The outbox (issue 16): one row per change a business write made, inserted in the write's own transaction, so an
 * event exists exactly when its write committed. `sequence` increases by one per business, in commit order of the
 * writes that hold the business's counter row (event_sequences); a route's write inserts provisional numbers that
 * the database replaces at commit (migration 0016). Which events the webhook dispatcher has made deliveries of is
 * kept per business, as a watermark in `event_sequences` (migration 0020), not on each event.
 */
export const events = pgTable(
  "events",
  {
    businessId: uuid("business_id").notNull(),
    sequence: bigint("sequence", { mode: "number" }).notNull(),
    id: uuid("id").notNull().defaultRandom(),
    partnerId: uuid("partner_id").notNull(),
    /** `bill.created`, `invoice.paid`, … (lib/schemas/event.ts). */
    type: text("type").notNull(),
    resourceType: text("resource_type").notNull(),
    resourceId: text("resource_id").notNull(),
    /**
     * The resource as its GET returns it, when the write committed. `json`: kept as written, in its serializer's key
     * order, and never queried inside, so PostgreSQL need not parse it into jsonb (migration 0018).
     */
    data: json("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set by the dispatcher before migration 0020 moved that to the business's watermark
     * (`event_sequences.dispatched_sequence`). Never written since; the dispatcher still skips an event this marks, so
     * none migrated is delivered twice.
     */
    dispatchedAt: timestamp("dispatched_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.sequence] }),
    index("events_business_resource_idx").on(t.businessId, t.resourceType, t.resourceId, t.sequence),
    index("events_business_created_idx").on(t.businessId, t.createdAt),
  ],
);

/**
 * Each business's last event sequence: the row lock taken by the increment orders concurrent writers. Its dispatch
 * watermark (migration 0020): the webhook dispatcher has made the deliveries of every event up to
 * `dispatched_sequence`, and `has_undispatched` marks a business with events past it. A writer sets the flag as it
 * numbers its events; it rarely changes its value, so the row's update stays a cheap in-place (HOT) one, where a
 * predicate on the sequences would make every increment touch the index. The dispatcher finds the flagged rows
 * through the partial index, moves the watermark, and clears the flag once it has caught up: one row written per
 * business and pass, where each event used to be rewritten.
 */
export const eventSequences = pgTable(
  "event_sequences",
  {
    businessId: uuid("business_id").primaryKey(),
    lastSequence: bigint("last_sequence", { mode: "number" }).notNull(),
    dispatchedSequence: bigint("dispatched_sequence", { mode: "number" }).notNull().default(0),
    hasUndispatched: boolean("has_undispatched").notNull().default(true),
  },
  (t) => [
    index("event_sequences_undispatched_idx")
      .on(t.businessId)
      .where(sql`${t.hasUndispatched}`),
  ],
);
