import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { webhookEndpoints } from "../db/schema";
import { ApiError } from "../http/api-error";
import { pageOffset } from "../http/pagination";
import type { PaginationQuery } from "../schemas/common";

/** The partner's endpoint, or 404 (also for another partner's). */
export async function getWebhookEndpoint(db: Db, partnerId: string, endpointId: string) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.partnerId, partnerId), eq(webhookEndpoints.id, endpointId)));
  if (!row) throw ApiError.notFound("Webhook endpoint");
  return row;
}

export async function listWebhookEndpoints(db: Db, partnerId: string, query: PaginationQuery) {
  const where = eq(webhookEndpoints.partnerId, partnerId);
  const { limit, offset } = pageOffset(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(webhookEndpoints)
      .where(where)
      .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(webhookEndpoints).where(where),
  ]);
  return { rows, total: total!.value };
}

/** Deletes the endpoint and its delivery log; pending deliveries go with it. */
export async function deleteWebhookEndpoint(db: Db, partnerId: string, endpointId: string) {
  const row = await getWebhookEndpoint(db, partnerId, endpointId);
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, row.id));
  return row;
}
