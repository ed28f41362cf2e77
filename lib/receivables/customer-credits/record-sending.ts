import { and, eq } from "drizzle-orm";
import type { BusinessRow } from "../../businesses/business-serializer";
import type { CreditLineDraft } from "../../credits/credit-lines";
import type { Db } from "../../db/client";
import { customerCredits } from "../../db/schema";
import { dateInZone } from "../../time/business-date";
import {
  customerCreditStatus,
  postCustomerCreditEntry,
  reverseCustomerCreditEntry,
} from "./customer-credit-entry";
import type { CustomerCreditRow } from "./get-customer-credit";

/**
 * Puts a credit into the ledger as sent at `sentAt` with these lines: a draft gets its first entry; a credit already
 * sent (corrected lines or date) has its entry reversed on that entry's own date and a new one posted, so every report
 * as of any date sees only the corrected credit.
 */
export async function recordSending(
  tx: Db,
  business: BusinessRow,
  credit: CustomerCreditRow,
  lines: readonly CreditLineDraft[],
  sentAt: Date,
  now = new Date(),
): Promise<CustomerCreditRow> {
  if (credit.sentAt) {
    const originalDate = dateInZone(credit.sentAt, business.timezone);
    await reverseCustomerCreditEntry(
      tx,
      business,
      credit,
      originalDate,
      "Credit note corrected: entry replaced",
    );
  }
  const journalEntryId = await postCustomerCreditEntry(tx, business, { ...credit, sentAt }, lines);
  const [updated] = await tx
    .update(customerCredits)
    .set({ sentAt, journalEntryId, status: customerCreditStatus({ ...credit, sentAt }), updatedAt: now })
    .where(and(eq(customerCredits.businessId, business.id), eq(customerCredits.id, credit.id)))
    .returning();
  return updated!;
}
