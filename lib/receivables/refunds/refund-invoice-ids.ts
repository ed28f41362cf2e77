import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { refundAllocations } from "../../db/schema";

/** The invoices a refund pays back on, ascending: the order their row locks are taken in. */
export async function refundInvoiceIds(db: Db, businessId: string, refundId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ invoiceId: refundAllocations.invoiceId })
    .from(refundAllocations)
    .where(
      and(
        eq(refundAllocations.businessId, businessId),
        eq(refundAllocations.refundId, refundId),
        isNotNull(refundAllocations.invoiceId),
      ),
    );
  return rows.map((row) => row.invoiceId!).sort();
}
