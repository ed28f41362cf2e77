import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { bills } from "../db/schema";
import { ApiError } from "../http/api-error";
import type { BillRow } from "./bill-settlement";

/** One bill of the business; 404 for another business's bill or none at all. */
export async function getBill(db: Db, businessId: string, billId: string): Promise<BillRow> {
  const [bill] = await db
    .select()
    .from(bills)
    .where(and(eq(bills.businessId, businessId), eq(bills.id, billId)));
  if (!bill) throw ApiError.notFound("Bill");
  return bill;
}

export async function findBillByExternalId(
  db: Db,
  businessId: string,
  externalId: string,
): Promise<BillRow | undefined> {
  const [bill] = await db
    .select()
    .from(bills)
    .where(and(eq(bills.businessId, businessId), eq(bills.externalId, externalId)));
  return bill;
}
