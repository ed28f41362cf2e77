import { z } from "zod";
import { commaListSchema } from "./comma-list";
import { paginationQuerySchema, uuidSchema } from "./common";
import { EVENT_TYPES } from "./event";

const stamp = z.iso.datetime();

const urlSchema = z
  .url({ protocol: /^https?$/, error: "An http(s) URL." })
  .max(2048, "At most 2048 characters.")
  .meta({
    description:
      "Where messages are POSTed. HTTPS only, and never a private or loopback address, unless the server allows " +
      "local targets (WEBHOOK_ALLOW_LOCAL_TARGETS, development and tests).",
  });

const eventTypesSchema = z
  .array(z.enum(EVENT_TYPES))
  .max(EVENT_TYPES.length)
  .meta({ description: "The event types to send; empty or left out: every type." });

export const createWebhookEndpointSchema = z
  .object({
    url: urlSchema,
    description: z.string().trim().max(500, "At most 500 characters.").optional(),
    event_types: eventTypesSchema.default([]),
    business_id: uuidSchema.nullable().default(null).meta({
      description: "Only this business's events; null or left out: every business of the partner.",
    }),
  })
  .strict();
export type CreateWebhookEndpointInput = z.output<typeof createWebhookEndpointSchema>;

export const updateWebhookEndpointSchema = z
  .object({
    url: urlSchema,
    description: z.string().trim().max(500, "At most 500 characters.").nullable(),
    event_types: eventTypesSchema,
    business_id: uuidSchema.nullable(),
  })
  .partial()
  .strict();
export type UpdateWebhookEndpointInput = z.output<typeof updateWebhookEndpointSchema>;

export const rotateWebhookSecretSchema = z
  .object({
    overlap_seconds: z
      .number()
      .int("Must be a whole number.")
      .min(0, "Must be 0 or more.")
      .max(7 * 24 * 3600, "At most 7 days (604800).")
      .default(24 * 3600)
      .meta({ description: "How long the old secret keeps signing beside the new one. Default one day." }),
  })
  .strict();

export const webhookEndpointPathSchema = z.object({ endpoint_id: uuidSchema });
export const webhookDeliveryPathSchema = z.object({ endpoint_id: uuidSchema, delivery_id: uuidSchema });

export const webhookEndpointSchema = z
  .object({
    type: z.literal("WebhookEndpoint"),
    id: uuidSchema,
    url: z.string(),
    description: z.string().nullable(),
    event_types: z.array(z.enum(EVENT_TYPES)),
    business_id: uuidSchema.nullable(),
    status: z.enum(["enabled", "disabled"]),
    disabled_at: stamp.nullable(),
    disabled_reason: z.string().nullable().meta({
      description:
        "Why it was disabled: by the partner, or after sustained failed deliveries (with the last error).",
    }),
    failing_since: stamp.nullable().meta({ description: "The first failed attempt since the last success." }),
    previous_secret_expires_at: stamp.nullable().meta({
      description: "After a rotation, until when the previous secret also signs every message.",
    }),
    created_at: stamp,
    updated_at: stamp,
  })
  .meta({ id: "WebhookEndpoint" });
export type WebhookEndpointResponse = z.output<typeof webhookEndpointSchema>;

export const webhookEndpointWithSecretSchema = webhookEndpointSchema
  .extend({
    secret: z.string().meta({
      description:
        "`whsec_` and the base64 key (Standard Webhooks). Shown only here: on create and on rotate.",
    }),
  })
  .meta({ id: "WebhookEndpointWithSecret" });

export const DELIVERY_STATUSES = ["pending", "succeeded", "failed"] as const;

export const webhookDeliverySchema = z
  .object({
    type: z.literal("WebhookDelivery"),
    id: uuidSchema.meta({ description: "Also the message's `webhook-id`, the same on every attempt." }),
    endpoint_id: uuidSchema,
    business_id: uuidSchema.nullable(),
    event_sequence: z.number().int().nullable(),
    event_type: z.string().meta({ description: "An event type, or `webhook.test` for a test message." }),
    status: z.enum(DELIVERY_STATUSES).meta({
      description:
        "`pending` (not sent yet, or to be retried), `succeeded` (a 2xx) or `failed` (retries ended).",
    }),
    attempts: z.number().int(),
    next_attempt_at: stamp.nullable(),
    last_attempt_at: stamp.nullable(),
    last_response_status: z.number().int().nullable(),
    last_latency_ms: z.number().int().nullable(),
    last_response_excerpt: z
      .string()
      .nullable()
      .meta({ description: "The first 500 characters of the body." }),
    last_error: z.string().nullable(),
    payload: z.unknown().meta({ description: "The message body: `{type, timestamp, data}`." }),
    created_at: stamp,
  })
  .meta({ id: "WebhookDelivery" });
export type WebhookDeliveryResponse = z.output<typeof webhookDeliverySchema>;

export const listWebhookDeliveriesQuerySchema = paginationQuerySchema.extend({
  status: commaListSchema(DELIVERY_STATUSES).optional(),
});
export type ListWebhookDeliveriesQuery = z.output<typeof listWebhookDeliveriesQuerySchema>;
