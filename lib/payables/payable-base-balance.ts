import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { billPayments, vendorCreditAllocations } from "../db/schema";
import type { BillRow } from "./bill-settlement";

/**
 * What accounts payable still holds for a bill, in base-currency cents: the total it was credited with less what
 * payments and active credit allocations cleared. The settlement that closes the bill clears exactly this, so an
 * FX bill leaves no cent behind in AP. Read it after lockBill.
 */
export async function payableBaseBalance(
  db: Db,
  businessId: string,
  bill: Pick<BillRow, "id" | "totalBaseCents">,
): Promise<number> {
  const cleared = sql<number>`coalesce(sum(ap_base_cents), 0)::bigint`;
  const [[paid], [credited]] = await Promise.all([
    db
      .select({ cents: cleared })
      .from(billPayments)
      .where(and(eq(billPayments.businessId, businessId), eq(billPayments.billId, bill.id))),
    db
      .select({ cents: cleared })
      .from(vendorCreditAllocations)
      .where(
        and(
          eq(vendorCreditAllocations.businessId, businessId),
          eq(vendorCreditAllocations.billId, bill.id),
          isNull(vendorCreditAllocations.unappliedAt),
        ),
      ),
  ]);
  return bill.totalBaseCents - Number(paid!.cents) - Number(credited!.cents);
}
