import { and, eq, inArray } from "drizzle-orm";
import type { BusinessRow } from "../businesses/business-serializer";
import type { Db } from "../db/client";
import { invoices } from "../db/schema";
import type { ChangedResource } from "../events/write-events";
import { serializeInvoices } from "./invoice-serializer";

/**
 * Invoices another resource's write changed (a credit applied to them, a bank line matched to them), as their GET
 * shows them now, for that write's event rules (`invoice.paid`).
 */
export async function changedInvoices(
  db: Db,
  business: BusinessRow,
  invoiceIds: readonly string[],
  origin: string,
): Promise<ChangedResource[]> {
  const ids = [...new Set(invoiceIds)];
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.businessId, business.id), inArray(invoices.id, ids)));
  const bodies = await serializeInvoices(db, business, rows, origin);
  return bodies.map((body) => ({ resourceType: "invoice", body }));
}
