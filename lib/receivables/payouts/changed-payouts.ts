import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { payouts } from "../../db/schema";
import type { ChangedResource } from "../../events/write-events";
import { serializePayouts } from "./payout-serializer";

/** Payouts another resource's write changed (bank lines matched to them), as their GET shows them now. */
export async function changedPayouts(
  db: Db,
  businessId: string,
  payoutIds: readonly string[],
): Promise<ChangedResource[]> {
  const ids = [...new Set(payoutIds)];
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.businessId, businessId), inArray(payouts.id, ids)));
  const bodies = await serializePayouts(db, businessId, rows);
  return bodies.map((body) => ({ resourceType: "payout", body }));
}
