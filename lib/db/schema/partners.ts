import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** A partner is the API customer. Partners and their keys are global (a Citus reference table), not tenant data. */
export const partners = pgTable("partners", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  /** Requests per minute allowed for each token subject of this partner (see lib/http/rate-limit.ts). */
  rateLimitPerMinute: integer("rate_limit_per_minute").notNull().default(1200),
  /** Browser origins allowed to frame the embed and call business routes with CORS. */
  allowedOrigins: text("allowed_origins").array().notNull().default([]),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const partnerApiKeys = pgTable(
  "partner_api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    partnerId: uuid("partner_id")
      .notNull()
      .references(() => partners.id),
    /** First characters of the key, shown in listings so a person can tell keys apart. */
    keyPrefix: text("key_prefix").notNull(),
    /** scrypt hash: `scrypt$N$r$p$salt$hash` (base64url). The key itself is never stored. */
    keyHash: text("key_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("partner_api_keys_partner_idx").on(t.partnerId)],
);
