import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Who did what: one row per successful write through the API (POST, PUT, PATCH, DELETE on a business route).
 * Append-only, tenant data distributed by business_id. `actor` is what the token says: the partner itself, or the
 * person an embed session was launched for (carried in the business token, so a browser cannot forge it).
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    businessId: uuid("business_id").notNull(),
    id: uuid("id").notNull().defaultRandom(),
    partnerId: uuid("partner_id").notNull(),
    /** `partner`, `business` (a business-scoped token without a named person) or `user` (an embed session). */
    actorKind: text("actor_kind").notNull(),
    /** The partner id, or the embed user's id as the partner named it in the launch token. */
    actorId: text("actor_id").notNull(),
    actorName: text("actor_name"),
    method: text("method").notNull(),
    path: text("path").notNull(),
    /** `bill`, `invoice`, `vendor_credit`, … taken from the route. */
    resourceType: text("resource_type").notNull(),
    resourceId: text("resource_id"),
    responseStatus: integer("response_status").notNull(),
    requestId: text("request_id"),
    /** The request body as validated (documents' file contents left out), so support can see what changed. */
    change: jsonb("change"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    index("audit_events_business_created_idx").on(t.businessId, t.createdAt),
  ],
);

/**
 * Launch tokens already used (issue 6: single use). Keyed by the token's `jti`; rows past `expires_at` can be
 * deleted, since an expired token is refused anyway. Global, not tenant data.
 */
export const usedLaunchTokens = pgTable(
  "used_launch_tokens",
  {
    jti: text("jti").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("used_launch_tokens_expires_idx").on(t.expiresAt)],
);
