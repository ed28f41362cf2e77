import { sql } from "drizzle-orm";
import { bigint, index, json, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The outbox (issue 16): one row per change a business write made, inserted in the write's own transaction, so an
 * event exists exactly when its write committed. `sequence` increases by one per business, in commit order of the
 * writes that hold the business's counter row (event_sequences); a route's write inserts provisional numbers that
 * the database replaces at commit (migration 0016). `dispatched_at` is set once the webhook dispatcher
 * has made the event's deliveries; the partial index keeps finding the undispatched ones cheap.
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
    dispatchedAt: timestamp("dispatched_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.sequence] }),
    index("events_business_resource_idx").on(t.businessId, t.resourceType, t.resourceId, t.sequence),
    index("events_business_created_idx").on(t.businessId, t.createdAt),
    index("events_undispatched_idx")
      .on(t.createdAt)
      .where(sql`${t.dispatchedAt} is null`),
  ],
);

/** Each business's last event sequence: the row lock taken by the increment orders concurrent writers. */
export const eventSequences = pgTable("event_sequences", {
  businessId: uuid("business_id").primaryKey(),
  lastSequence: bigint("last_sequence", { mode: "number" }).notNull(),
});
