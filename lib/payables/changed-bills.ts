import { and, eq, inArray } from "drizzle-orm";
import type { BusinessRow } from "../businesses/business-serializer";
import type { Db } from "../db/client";
import { bills } from "../db/schema";
import type { ChangedResource } from "../events/write-events";
import { serializeBills } from "./bill-serializer";

/**
 * Bills another resource's write changed (a credit applied to them, a bank line matched to them), as their GET shows
 * them now, for that write's event rules (`bill.paid`).
 */
export async function changedBills(
  db: Db,
  business: BusinessRow,
  billIds: readonly string[],
  origin: string,
): Promise<ChangedResource[]> {
  const ids = [...new Set(billIds)];
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(bills)
    .where(and(eq(bills.businessId, business.id), inArray(bills.id, ids)));
  const bodies = await serializeBills(db, business, rows, origin);
  return bodies.map((body) => ({ resourceType: "bill", body }));
}
