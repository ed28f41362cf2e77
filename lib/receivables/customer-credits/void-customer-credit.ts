import { and, eq } from "drizzle-orm";
import type { BusinessRow } from "../../businesses/business-serializer";
import type { Db } from "../../db/client";
import { customerCredits } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { todayInZone } from "../../time/business-date";
import { reverseCustomerCreditEntry } from "./customer-credit-entry";
import { lockCustomerCredit, type CustomerCreditRow } from "./get-customer-credit";

/**
 * `POST /customer-credits/{credit_id}/void/`: refused (409) while any of it is applied to invoices; a sent credit's
 * entry is reversed on the void date (decisions.md §5). Voiding a void credit again returns it unchanged.
 */
export async function voidCustomerCredit(
  db: Db,
  business: BusinessRow,
  creditId: string,
  now = new Date(),
): Promise<CustomerCreditRow> {
  return db.transaction(async (tx) => {
    const credit = await lockCustomerCredit(tx, business.id, creditId);
    if (credit.status === "void") return credit;
    if (credit.appliedCents > 0 || credit.refundedCents > 0) {
      throw ApiError.conflict(
        `The credit is applied to invoices (${credit.appliedCents} cents): remove its allocations before voiding it.`,
      );
    }
    const name = credit.creditNoteNumber ?? credit.id;
    await reverseCustomerCreditEntry(
      tx,
      business,
      credit,
      todayInZone(business.timezone, now),
      `Void of credit note ${name}`,
    );
    const [voided] = await tx
      .update(customerCredits)
      .set({ status: "void", voidedAt: now, updatedAt: now })
      .where(and(eq(customerCredits.businessId, business.id), eq(customerCredits.id, credit.id)))
      .returning();
    return voided!;
  });
}
