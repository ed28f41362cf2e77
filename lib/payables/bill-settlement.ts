import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { billPayments, bills, vendorCreditAllocations } from "../db/schema";
import { ApiError } from "../http/api-error";

export type BillRow = typeof bills.$inferSelect;

/** Reads a bill under a row lock: every change to its payments or allocations goes through this first. */
export async function lockBill(db: Db, businessId: string, billId: string): Promise<BillRow> {
  const [bill] = await db
    .select()
    .from(bills)
    .where(and(eq(bills.businessId, businessId), eq(bills.id, billId)))
    .for("update");
  if (!bill) throw ApiError.notFound("Bill");
  return bill;
}

export function outstandingCents(bill: Pick<BillRow, "totalCents" | "paidCents" | "creditedCents">): number {
  return bill.totalCents - bill.paidCents - bill.creditedCents;
}

/**
 * Recomputes what was paid and credited on a bill from its payments and active credit allocations, and its status
 * (decisions.md §6). Call it in the transaction that changed them, after lockBill.
 */
export async function settleBill(
  db: Db,
  businessId: string,
  billId: string,
  now = new Date(),
): Promise<BillRow> {
  const [paid] = await db
    .select({ cents: sql<number>`coalesce(sum(${billPayments.amountCents}), 0)::bigint` })
    .from(billPayments)
    .where(and(eq(billPayments.businessId, businessId), eq(billPayments.billId, billId)));
  const [credited] = await db
    .select({ cents: sql<number>`coalesce(sum(${vendorCreditAllocations.amountCents}), 0)::bigint` })
    .from(vendorCreditAllocations)
    .where(
      and(
        eq(vendorCreditAllocations.businessId, businessId),
        eq(vendorCreditAllocations.billId, billId),
        isNull(vendorCreditAllocations.unappliedAt),
      ),
    );
  const current = await lockBill(db, businessId, billId);
  const paidCents = Number(paid!.cents);
  const creditedCents = Number(credited!.cents);
  const settled = paidCents + creditedCents;
  if (settled > current.totalCents) {
    throw ApiError.conflict("Payments and credits would exceed the bill's total.");
  }
  const status =
    current.status === "voided"
      ? "voided"
      : settled === current.totalCents
        ? "paid"
        : settled > 0
          ? "partially_paid"
          : "received";
  const [updated] = await db
    .update(bills)
    .set({
      paidCents,
      creditedCents,
      status,
      paidAt: status === "paid" ? (current.paidAt && current.status === "paid" ? current.paidAt : now) : null,
      updatedAt: now,
    })
    .where(and(eq(bills.businessId, businessId), eq(bills.id, billId)))
    .returning();
  return updated!;
}
