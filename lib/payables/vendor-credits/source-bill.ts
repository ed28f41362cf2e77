import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bills } from "../../db/schema";
import { ApiError } from "../../http/api-error";

/** `source_bill_id` names the bill a credit came from: a bill of this business and of the credit's vendor (400). */
export async function assertSourceBill(db: Db, businessId: string, vendorId: string, billId: string) {
  const [bill] = await db
    .select({ vendorId: bills.vendorId })
    .from(bills)
    .where(and(eq(bills.businessId, businessId), eq(bills.id, billId)));
  if (!bill) throw ApiError.validation({ source_bill_id: ["No bill with this id in this business."] });
  if (bill.vendorId !== vendorId) {
    throw ApiError.validation({ source_bill_id: ["The bill is another vendor's than the credit's."] });
  }
}
