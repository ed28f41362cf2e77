import { and, eq } from "drizzle-orm";
import type { BusinessRow } from "../businesses/business-serializer";
import type { Db } from "../db/client";
import { bills } from "../db/schema";
import { storeDocument } from "../documents/store-document";
import type { DocumentUploadInput } from "../schemas/document";
import { lockBill, type BillRow } from "./bill-settlement";

/**
 * `POST /bills/{bill_id}/documents/`: keeps a file for a bill in any state (a receipt found after approval or after
 * the void); the newest file is the bill's `document`. A file refused (type, size) stores nothing.
 */
export async function attachBillDocument(
  db: Db,
  business: BusinessRow,
  billId: string,
  upload: DocumentUploadInput,
  now = new Date(),
): Promise<BillRow> {
  return db.transaction(async (tx) => {
    await lockBill(tx, business.id, billId);
    const [bill] = await tx
      .update(bills)
      .set({ updatedAt: now })
      .where(and(eq(bills.businessId, business.id), eq(bills.id, billId)))
      .returning();
    await storeDocument(tx, business.id, { type: "bill", id: billId }, upload);
    return bill!;
  });
}
