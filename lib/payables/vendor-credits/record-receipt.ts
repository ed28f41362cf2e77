import { and, eq } from "drizzle-orm";
import type { BusinessRow } from "../../businesses/business-serializer";
import type { CreditLineDraft } from "../../credits/credit-lines";
import type { Db } from "../../db/client";
import { vendorCredits } from "../../db/schema";
import { dateInZone } from "../../time/business-date";
import { postVendorCreditEntry, reverseVendorCreditEntry } from "./vendor-credit-entry";
import { vendorCreditStatus } from "./vendor-credit-status";
import type { VendorCreditRow } from "./vendor-credit-serializer";

/**
 * Puts a credit into the ledger as received at `receivedAt` with these lines: a draft gets its first entry; a credit
 * already received (corrected lines or date) has its entry reversed on that entry's own date and a new one posted,
 * so every report as of any date sees only the corrected credit.
 */
export async function recordReceipt(
  tx: Db,
  business: BusinessRow,
  credit: VendorCreditRow,
  lines: readonly CreditLineDraft[],
  receivedAt: Date,
  now = new Date(),
): Promise<VendorCreditRow> {
  if (credit.receivedAt) {
    const originalDate = dateInZone(credit.receivedAt, business.timezone);
    await reverseVendorCreditEntry(
      tx,
      business,
      credit,
      originalDate,
      "Vendor credit corrected: entry replaced",
    );
  }
  const journalEntryId = await postVendorCreditEntry(tx, business, { ...credit, receivedAt }, lines);
  const [updated] = await tx
    .update(vendorCredits)
    .set({
      receivedAt,
      journalEntryId,
      status: vendorCreditStatus({ ...credit, receivedAt }),
      updatedAt: now,
    })
    .where(and(eq(vendorCredits.businessId, business.id), eq(vendorCredits.id, credit.id)))
    .returning();
  return updated!;
}
