import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Fixed-window request counters shared by every app instance, so a limit holds however many instances run.
 * Not tenant data: keyed by the token subject. Unlogged in the migration: losing counters on a crash is harmless.
 */
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    bucketKey: text("bucket_key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bucketKey, t.windowStart] }),
    index("rate_limit_windows_start_idx").on(t.windowStart),
  ],
);

/** Server-wide settings every instance must share, such as the token signing secret when none is configured. */
export const serverSettings = pgTable("server_settings", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * `Idempotency-Key` records (decisions.md §8): the first response to a POST, replayed for the same key and body for
 * 24 hours. `owner_id` is the business of the path, or the partner for partner-level routes, so on Citus the table is
 * distributed by it and co-located with the business's data.
 */
export const idempotencyRecords = pgTable(
  "idempotency_records",
  {
    ownerId: uuid("owner_id").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    /** Null while the first request is still running. */
    responseStatus: integer("response_status"),
    responseBody: jsonb("response_body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.key] })],
);
