import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { customerCreditAllocations, customerCredits, invoices } from "../db/schema";
import { toBaseCents } from "../money/decimal";

/**
 * What accounts receivable should hold (debit positive) by the open documents: what AR holds for each invoice (kept
 * by settleInvoice) less each sent, unvoided credit's base total less its active allocations at its rate.
 */
export async function openReceivablesBaseCents(db: Db, businessId: string): Promise<number> {
  let total = 0;
  for (const invoice of await db.select().from(invoices).where(eq(invoices.businessId, businessId))) {
    if (invoice.status !== "CANCELLED") total += invoice.outstandingBaseCents;
  }
  const credits = await db.select().from(customerCredits).where(eq(customerCredits.businessId, businessId));
  const active = await db
    .select()
    .from(customerCreditAllocations)
    .where(
      and(
        eq(customerCreditAllocations.businessId, businessId),
        isNull(customerCreditAllocations.unappliedAt),
      ),
    );
  for (const credit of credits) {
    if (!credit.sentAt || credit.voidedAt) continue;
    const applied = active
      .filter((allocation) => allocation.customerCreditId === credit.id)
      .reduce((sum, allocation) => sum + toBaseCents(allocation.amountCents, credit.exchangeRate), 0);
    total -= credit.totalBaseCents - applied;
  }
  return total;
}
