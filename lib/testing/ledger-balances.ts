import { and, eq, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { accounts, bills, journalLines, vendorCreditAllocations, vendorCredits } from "../db/schema";
import { toBaseCents } from "../money/decimal";
import { payableBaseBalance } from "../payables/payable-base-balance";

/** Debits less credits of the account with this system role, over the business's entries (up to `asOf`). */
export async function roleBalance(db: Db, businessId: string, role: string, asOf?: string): Promise<number> {
  const [row] = await db
    .select({
      cents: sql<number>`coalesce(sum(${journalLines.debitCents} - ${journalLines.creditCents}), 0)::bigint`,
    })
    .from(journalLines)
    .innerJoin(
      accounts,
      and(eq(accounts.businessId, journalLines.businessId), eq(accounts.id, journalLines.accountId)),
    )
    .where(
      and(
        eq(journalLines.businessId, businessId),
        eq(accounts.systemRole, role),
        asOf ? lte(journalLines.entryDate, asOf) : undefined,
      ),
    );
  return Number(row!.cents);
}

/**
 * What accounts payable should hold (debit positive) by the open documents: minus each approved, unvoided bill's
 * remaining base amount, plus each received, unvoided credit's base total less its active allocations at its rate.
 */
export async function openPayablesBaseCents(db: Db, businessId: string): Promise<number> {
  let total = 0;
  for (const bill of await db.select().from(bills).where(eq(bills.businessId, businessId))) {
    if (bill.approvedAt && !bill.voidedAt) total -= await payableBaseBalance(db, businessId, bill);
  }
  const credits = await db.select().from(vendorCredits).where(eq(vendorCredits.businessId, businessId));
  const active = await db
    .select()
    .from(vendorCreditAllocations)
    .where(
      and(eq(vendorCreditAllocations.businessId, businessId), isNull(vendorCreditAllocations.unappliedAt)),
    );
  for (const credit of credits) {
    if (!credit.receivedAt || credit.voidedAt) continue;
    const applied = active
      .filter((allocation) => allocation.vendorCreditId === credit.id)
      .reduce((sum, allocation) => sum + toBaseCents(allocation.amountCents, credit.exchangeRate), 0);
    total += credit.totalBaseCents - applied;
  }
  return total;
}
