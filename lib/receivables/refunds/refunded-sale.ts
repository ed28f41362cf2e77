import { and, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { invoices, journalLines, refundAllocations } from "../../db/schema";
import { resolveAccount } from "../../ledger/resolve-account";
import { scaleCents } from "../../money/decimal";

/** A base-currency amount on one account; positive is a debit. */
export interface AccountAmount {
  accountId: string;
  cents: number;
}

/**
 * Splits `total` over `weights` by `numerator / denominator` of each, rounded, the rounding residue put on the
 * largest weight, so the parts add up to `total` exactly.
 */
function shares(weights: readonly AccountAmount[], total: number, numerator: number, denominator: number) {
  const parts = weights.map((weight) => ({
    ...weight,
    cents: scaleCents(weight.cents, numerator, denominator),
  }));
  if (parts.length === 0) return parts;
  const largest = parts.reduce(
    (best, part, index) => (Math.abs(weights[index]!.cents) > Math.abs(weights[best]!.cents) ? index : best),
    0,
  );
  parts[largest]!.cents += total - parts.reduce((sum, part) => sum + part.cents, 0);
  return parts;
}

/**
 * What a refund takes back out of the books when it is all paid, account by account: for each allocation, its share
 * (amount ÷ invoice total) of the invoice's sent entry other than accounts receivable — revenue per line, sales tax,
 * tips — as debits. Read once per completed payment; invoices' entries never change after sending.
 */
export async function refundedSale(db: Db, businessId: string, refundId: string): Promise<AccountAmount[]> {
  const receivable = await resolveAccount(db, businessId, "accounts_receivable", "accounts_receivable");
  const allocations = await db
    .select({ amountCents: refundAllocations.amountCents, invoice: invoices })
    .from(refundAllocations)
    .innerJoin(
      invoices,
      and(
        eq(invoices.businessId, refundAllocations.businessId),
        eq(invoices.id, refundAllocations.invoiceId),
      ),
    )
    .where(and(eq(refundAllocations.businessId, businessId), eq(refundAllocations.refundId, refundId)));
  const entryIds = allocations
    .map((allocation) => allocation.invoice.journalEntryId)
    .filter((id) => id !== null);
  const lines = entryIds.length
    ? await db
        .select()
        .from(journalLines)
        .where(
          and(
            eq(journalLines.businessId, businessId),
            inArray(journalLines.entryId, entryIds),
            ne(journalLines.accountId, receivable.id),
          ),
        )
        .orderBy(journalLines.lineNo)
    : [];
  const byAccount = new Map<string, number>();
  for (const { amountCents, invoice } of allocations) {
    const sale = lines
      .filter((line) => line.entryId === invoice.journalEntryId)
      .map((line) => ({ accountId: line.accountId, cents: line.creditCents - line.debitCents }));
    const saleCents = sale.reduce((sum, line) => sum + line.cents, 0);
    const refunded = scaleCents(saleCents, amountCents, invoice.totalCents);
    for (const part of shares(sale, refunded, amountCents, invoice.totalCents)) {
      byAccount.set(part.accountId, (byAccount.get(part.accountId) ?? 0) + part.cents);
    }
  }
  return [...byAccount].map(([accountId, cents]) => ({ accountId, cents }));
}

/**
 * The part of `sale` that moving the refund's paid amount from `paidBefore` to `paidAfter` (of `refundedCents`)
 * takes back: the difference of the two cumulative shares, so however the refund is paid in parts, its payments
 * together take back exactly the whole sale.
 */
export function saleTakenBack(
  sale: readonly AccountAmount[],
  refundedCents: number,
  paidBefore: number,
  paidAfter: number,
): AccountAmount[] {
  const total = sale.reduce((sum, line) => sum + line.cents, 0);
  const upTo = (paid: number) => shares(sale, scaleCents(total, paid, refundedCents), paid, refundedCents);
  const before = upTo(paidBefore);
  return upTo(paidAfter)
    .map((line, index) => ({ accountId: line.accountId, cents: line.cents - before[index]!.cents }))
    .filter((line) => line.cents !== 0);
}
