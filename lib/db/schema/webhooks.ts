import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { partners } from "./partners";

/**
 * A partner's webhook endpoint (issue 16). Partner-level, like the partner's keys. The signing secret must be kept
 * in clear to sign with (HMAC); `previous_secret` keeps signing beside it until `previous_secret_expires_at` after a
 * rotation, so a receiver can switch without losing a message.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    partnerId: uuid("partner_id")
      .notNull()
      .references(() => partners.id),
    url: text("url").notNull(),
    description: text("description"),
    /** Empty: every event type. */
    eventTypes: text("event_types").array().notNull().default([]),
    /** Null: every business of the partner. */
    businessId: uuid("business_id"),
    secret: text("secret").notNull(),
    previousSecret: text("previous_secret"),
    previousSecretExpiresAt: timestamp("previous_secret_expires_at", { withTimezone: true }),
    /** Null while enabled. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    disabledReason: text("disabled_reason"),
    /** The first failed attempt since the last success; null while the endpoint answers. */
    failingSince: timestamp("failing_since", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("webhook_endpoints_partner_idx").on(t.partnerId, t.createdAt)],
);

/**
 * One message to one endpoint: an event's, or a test message. Its id is the `webhook-id` of every attempt, so a
 * receiver can drop a repeat. The body is frozen when the delivery is made, so retries send the same bytes' content.
 * `next_attempt_at` doubles as the lease: claiming a delivery moves it past the attempt's timeout, so an instance
 * that dies mid-attempt leaves it due again, for any instance, once the lease ends.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    businessId: uuid("business_id"),
    eventSequence: bigint("event_sequence", { mode: "number" }),
    eventType: text("event_type").notNull(),
    payload: jsonb("payload").notNull(),
    /** `pending`, `succeeded` or `failed` (gave up). */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    lastResponseStatus: integer("last_response_status"),
    lastLatencyMs: integer("last_latency_ms"),
    lastResponseExcerpt: text("last_response_excerpt"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt),
    index("webhook_deliveries_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
