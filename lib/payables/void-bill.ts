import { and, eq } from "drizzle-orm";
import type { BusinessRow } from "../businesses/business-serializer";
import type { Db } from "../db/client";
import { bills } from "../db/schema";
import { ApiError } from "../http/api-error";
import { reverseJournalEntry } from "../ledger/reverse-journal-entry";
import { dateInZone } from "../time/business-date";
import { lockBill, type BillRow } from "./bill-settlement";
import { billMemo } from "./bill-posting";

/**
 * `POST /bills/{bill_id}/void/` (decisions.md §5, §6): refused with 409 while payments or credits are allocated; an
 * approved bill's entry is reversed on the void date (today in the business's time zone). Voiding a voided bill
 * returns it unchanged. A `reason` is kept on the bill and added to the reversal's memo.
 */
export async function voidBill(
  db: Db,
  business: BusinessRow,
  billId: string,
  now = new Date(),
  reason?: string | null,
): Promise<BillRow> {
  return db.transaction(async (tx) => {
    const bill = await lockBill(tx, business.id, billId);
    if (bill.status === "voided") return bill;
    if (bill.paidCents > 0 || bill.creditedCents > 0) {
      throw ApiError.conflict(
        "A bill with payments or vendor credits allocated cannot be voided; unapply the credits first.",
      );
    }
    if (bill.journalEntryId) {
      await reverseJournalEntry(tx, business.id, bill.journalEntryId, {
        entryDate: dateInZone(now, business.timezone),
        memo: reason ? `Void of ${billMemo(bill)}: ${reason}` : `Void of ${billMemo(bill)}`,
      });
    }
    const [voided] = await tx
      .update(bills)
      .set({ status: "voided", voidedAt: now, voidReason: reason || null, updatedAt: now })
      .where(and(eq(bills.businessId, business.id), eq(bills.id, billId)))
      .returning();
    return voided!;
  });
}
