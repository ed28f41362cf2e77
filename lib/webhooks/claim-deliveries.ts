import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { webhookDeliveries, webhookEndpoints } from "../db/schema";

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/**
 * Takes up to `limit` due deliveries of enabled endpoints for this instance. `SKIP LOCKED` keeps two instances from
 * taking the same one; the claim commits at once, counting the attempt and moving `next_attempt_at` past the
 * attempt's time (the lease), so no transaction stays open during HTTP and an instance that dies mid-attempt leaves
 * the delivery due again once the lease ends: at least once, with the same `webhook-id`.
 */
export async function claimDueDeliveries(db: Db, limit: number, leaseMs: number) {
  return db.transaction(async (tx) => {
    const now = new Date();
    const due = await tx
      .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(
        and(
          eq(webhookDeliveries.status, "pending"),
          lte(webhookDeliveries.nextAttemptAt, now),
          isNull(webhookEndpoints.disabledAt),
        ),
      )
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(limit)
      .for("update", { of: webhookDeliveries, skipLocked: true });
    for (const { delivery } of due) {
      await tx
        .update(webhookDeliveries)
        .set({
          attempts: sql`${webhookDeliveries.attempts} + 1`,
          lastAttemptAt: now,
          nextAttemptAt: new Date(now.getTime() + leaseMs),
        })
        .where(eq(webhookDeliveries.id, delivery.id));
      delivery.attempts += 1;
    }
    return due;
  });
}
