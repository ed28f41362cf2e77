import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { businesses, webhookEndpoints } from "../db/schema";
import { ApiError } from "../http/api-error";
import type { CreateWebhookEndpointInput, UpdateWebhookEndpointInput } from "../schemas/webhook-endpoint";
import { generateWebhookSecret } from "./endpoint-secret";
import { assertAllowedWebhookUrl } from "./endpoint-url";
import { webhookConfig } from "./webhook-config";
import { getWebhookEndpoint } from "./webhook-endpoint-row";

/** A new endpoint, enabled, with a new secret (returned once, by the route, beside the endpoint). */
export async function createWebhookEndpoint(db: Db, partnerId: string, input: CreateWebhookEndpointInput) {
  assertAllowedWebhookUrl(input.url, webhookConfig());
  if (input.business_id) await assertOwnBusiness(db, partnerId, input.business_id);
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      partnerId,
      url: input.url,
      description: input.description ?? null,
      eventTypes: [...new Set(input.event_types)],
      businessId: input.business_id,
      secret: generateWebhookSecret(),
    })
    .returning();
  return row!;
}

export async function updateWebhookEndpoint(
  db: Db,
  partnerId: string,
  endpointId: string,
  input: UpdateWebhookEndpointInput,
) {
  await getWebhookEndpoint(db, partnerId, endpointId);
  if (input.url !== undefined) assertAllowedWebhookUrl(input.url, webhookConfig());
  if (input.business_id) await assertOwnBusiness(db, partnerId, input.business_id);
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      url: input.url,
      description: input.description,
      eventTypes: input.event_types && [...new Set(input.event_types)],
      businessId: input.business_id,
      updatedAt: new Date(),
    })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning();
  return row!;
}

/** Disables with the partner's own reason, or enables again (clearing the reason and the failure streak). */
export async function setWebhookEndpointEnabled(
  db: Db,
  partnerId: string,
  endpointId: string,
  isEnabled: boolean,
) {
  const current = await getWebhookEndpoint(db, partnerId, endpointId);
  if (isEnabled === !current.disabledAt) return current;
  const now = new Date();
  const [row] = await db
    .update(webhookEndpoints)
    .set(
      isEnabled
        ? { disabledAt: null, disabledReason: null, failingSince: null, updatedAt: now }
        : { disabledAt: now, disabledReason: "Disabled by the partner.", updatedAt: now },
    )
    .where(eq(webhookEndpoints.id, endpointId))
    .returning();
  return row!;
}

/**
 * A new secret; the current one keeps signing beside it for `overlapSeconds` (Standard Webhooks lets
 * `webhook-signature` carry several signatures), so a receiver can deploy the new secret without losing a message.
 */
export async function rotateWebhookSecret(
  db: Db,
  partnerId: string,
  endpointId: string,
  overlapSeconds: number,
) {
  const current = await getWebhookEndpoint(db, partnerId, endpointId);
  const now = new Date();
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      secret: generateWebhookSecret(),
      previousSecret: overlapSeconds > 0 ? current.secret : null,
      previousSecretExpiresAt: overlapSeconds > 0 ? new Date(now.getTime() + overlapSeconds * 1000) : null,
      updatedAt: now,
    })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning();
  return row!;
}

async function assertOwnBusiness(db: Db, partnerId: string, businessId: string) {
  const [found] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), eq(businesses.partnerId, partnerId)));
  if (!found) throw ApiError.validation({ business_id: ["Not a business of this partner."] });
}
