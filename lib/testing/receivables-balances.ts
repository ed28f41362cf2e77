import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  customerCreditAllocations,
  customerCredits,
  invoicePayments,
  invoiceWriteOffs,
  invoices,
} from "../db/schema";
import { toBaseCents } from "../money/decimal";
import { dateInZone } from "../time/business-date";

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

const isActiveOn = (date: string, from: string, until: string | null) =>
  from <= date && (!until || until > date);

/**
 * The same as of the end of `date` (business time zone), rebuilt from the documents' own dates: invoices sent by then
 * and not voided by then, less payments, active credit allocations and write-offs dated by then; credits sent by then
 * and not voided by then, less their allocations active then. What the AR ledger must hold at that date.
 */
export async function openReceivablesBaseCentsAsOf(
  db: Db,
  business: { id: string; timezone: string },
  date: string,
): Promise<number> {
  const businessId = business.id;
  const day = (instant: Date | null) => (instant ? dateInZone(instant, business.timezone) : null);
  const [invoiceRows, payments, allocations, writeOffs, credits] = await Promise.all([
    db.select().from(invoices).where(eq(invoices.businessId, businessId)),
    db.select().from(invoicePayments).where(eq(invoicePayments.businessId, businessId)),
    db.select().from(customerCreditAllocations).where(eq(customerCreditAllocations.businessId, businessId)),
    db.select().from(invoiceWriteOffs).where(eq(invoiceWriteOffs.businessId, businessId)),
    db.select().from(customerCredits).where(eq(customerCredits.businessId, businessId)),
  ]);
  const sum = (values: number[]) => values.reduce((total, cents) => total + cents, 0);
  let total = 0;
  for (const invoice of invoiceRows) {
    if (!invoice.sentAt || !isActiveOn(date, day(invoice.sentAt)!, day(invoice.cancelledAt))) continue;
    total += invoice.totalBaseCents;
    total -= sum(
      payments
        .filter((p) => p.invoiceId === invoice.id && p.status === "completed" && p.paymentDate <= date)
        .map((p) => p.arBaseCents),
    );
    total -= sum(
      allocations
        .filter((a) => a.invoiceId === invoice.id && isActiveOn(date, a.appliedDate, a.unappliedDate))
        .map((a) => a.arBaseCents),
    );
    total -= sum(
      writeOffs
        .filter((w) => w.invoiceId === invoice.id && w.status === "posted" && w.writeOffDate <= date)
        .map((w) => w.arBaseCents),
    );
  }
  for (const credit of credits) {
    if (!credit.sentAt || !isActiveOn(date, day(credit.sentAt)!, day(credit.voidedAt))) continue;
    const applied = allocations
      .filter((a) => a.customerCreditId === credit.id && isActiveOn(date, a.appliedDate, a.unappliedDate))
      .map((a) => toBaseCents(a.amountCents, credit.exchangeRate));
    total -= credit.totalBaseCents - sum(applied);
  }
  return total;
}
