import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

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
