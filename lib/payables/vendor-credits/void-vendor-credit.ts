import { and, eq } from "drizzle-orm";
import type { BusinessRow } from "../../businesses/business-serializer";
import type { Db } from "../../db/client";
import { vendorCredits } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { todayInZone } from "../../time/business-date";
import { reverseVendorCreditEntry } from "./vendor-credit-entry";
import { lockVendorCredit } from "./get-vendor-credit";
import type { VendorCreditRow } from "./vendor-credit-serializer";

/**
 * Voids a credit: refused (409) while any of it is applied to bills; a received credit's entry is reversed on the
 * void date (decisions.md §5). Voiding a void credit again returns it unchanged.
 */
export async function voidVendorCredit(
  db: Db,
  business: BusinessRow,
  creditId: string,
  now = new Date(),
): Promise<VendorCreditRow> {
  return db.transaction(async (tx) => {
    const credit = await lockVendorCredit(tx, business.id, creditId);
    if (credit.status === "void") return credit;
    if (credit.appliedCents > 0) {
      throw ApiError.conflict(
        `The credit is applied to bills (${credit.appliedCents} cents): remove its allocations before voiding it.`,
      );
    }
    const voidDate = todayInZone(business.timezone, now);
    await reverseVendorCreditEntry(
      tx,
      business,
      credit,
      voidDate,
      `Void of vendor credit ${credit.creditNoteNumber ?? credit.id}`,
    );
    const [voided] = await tx
      .update(vendorCredits)
      .set({ status: "void", voidedAt: now, updatedAt: now })
      .where(and(eq(vendorCredits.businessId, business.id), eq(vendorCredits.id, credit.id)))
      .returning();
    return voided!;
  });
}
