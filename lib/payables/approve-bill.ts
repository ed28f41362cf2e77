import type { BusinessRow } from "../businesses/business-serializer";
import type { Db } from "../db/client";
import { ApiError } from "../http/api-error";
import { instantInZone } from "../time/zoned-time";
import { lockBill, type BillRow } from "./bill-settlement";
import { postBillJournalEntry } from "./post-bill-journal-entry";

/**
 * `POST /bills/{bill_id}/approve/`: puts the bill in the ledger, dated on `approved_at` (default now) in the
 * business's time zone. An approved bill is returned unchanged; a voided one is 409.
 */
export async function approveBill(
  db: Db,
  business: BusinessRow,
  billId: string,
  approvedAt?: string,
  now = new Date(),
): Promise<BillRow> {
  return db.transaction(async (tx) => {
    const bill = await lockBill(tx, business.id, billId);
    if (bill.status === "voided") throw ApiError.conflict("A voided bill cannot be approved.");
    if (bill.approvedAt) return bill;
    const at = approvedAt ? instantInZone(approvedAt, business.timezone) : now;
    return postBillJournalEntry(tx, business, bill, at, now);
  });
}
