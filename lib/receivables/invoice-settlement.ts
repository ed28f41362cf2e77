import { and, eq, isNull, notInArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  customerCreditAllocations,
  invoicePayments,
  invoiceWriteOffs,
  invoices,
  refundAllocations,
  refunds,
} from "../db/schema";
import { ApiError } from "../http/api-error";
import type { StoredInvoiceStatus } from "../schemas/invoice";

export type InvoiceRow = typeof invoices.$inferSelect;

/** Reads an invoice under a row lock: every change to its payments, credits, refunds or write-offs goes through this. */
export async function lockInvoice(db: Db, businessId: string, invoiceId: string): Promise<InvoiceRow> {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.businessId, businessId), eq(invoices.id, invoiceId)))
    .for("update");
  if (!invoice) throw ApiError.notFound("Invoice");
  return invoice;
}

export function invoiceOutstandingCents(
  invoice: Pick<InvoiceRow, "totalCents" | "paidCents" | "creditedCents" | "writtenOffCents" | "status">,
): number {
  if (invoice.status === "CANCELLED") return 0;
  return invoice.totalCents - invoice.paidCents - invoice.creditedCents - invoice.writtenOffCents;
}

/** Amount and base-currency accounts receivable cleared, summed. */
const settledSums = {
  cents: sql<string>`coalesce(sum(amount_cents), 0)`,
  base: sql<string>`coalesce(sum(ar_base_cents), 0)`,
};

async function settledAmounts(db: Db, businessId: string, invoiceId: string) {
  const [[paid], [credited], [writtenOff], [refunded]] = await Promise.all([
    db
      .select(settledSums)
      .from(invoicePayments)
      .where(
        and(
          eq(invoicePayments.businessId, businessId),
          eq(invoicePayments.invoiceId, invoiceId),
          eq(invoicePayments.status, "completed"),
        ),
      ),
    db
      .select(settledSums)
      .from(customerCreditAllocations)
      .where(
        and(
          eq(customerCreditAllocations.businessId, businessId),
          eq(customerCreditAllocations.invoiceId, invoiceId),
          isNull(customerCreditAllocations.unappliedAt),
        ),
      ),
    db
      .select(settledSums)
      .from(invoiceWriteOffs)
      .where(
        and(
          eq(invoiceWriteOffs.businessId, businessId),
          eq(invoiceWriteOffs.invoiceId, invoiceId),
          eq(invoiceWriteOffs.status, "posted"),
        ),
      ),
    db
      .select({ cents: sql<string>`coalesce(sum(${refundAllocations.amountCents}), 0)` })
      .from(refundAllocations)
      .innerJoin(
        refunds,
        and(eq(refunds.businessId, refundAllocations.businessId), eq(refunds.id, refundAllocations.refundId)),
      )
      .where(
        and(
          eq(refundAllocations.businessId, businessId),
          eq(refundAllocations.invoiceId, invoiceId),
          notInArray(refunds.status, ["failed", "cancelled"]),
        ),
      ),
  ]);
  return {
    paidCents: Number(paid!.cents),
    creditedCents: Number(credited!.cents),
    writtenOffCents: Number(writtenOff!.cents),
    refundedCents: Number(refunded!.cents),
    clearedBaseCents: Number(paid!.base) + Number(credited!.base) + Number(writtenOff!.base),
  };
}

function settledStatus(invoice: InvoiceRow, amounts: Awaited<ReturnType<typeof settledAmounts>>) {
  if (invoice.status === "DRAFT" || invoice.status === "CANCELLED") return invoice.status;
  const { paidCents, creditedCents, writtenOffCents, refundedCents } = amounts;
  const settled = paidCents + creditedCents + writtenOffCents;
  if (settled < invoice.totalCents) return settled > 0 ? "PARTIALLY_PAID" : "SENT";
  const received = paidCents + creditedCents;
  return refundedCents > 0 && refundedCents >= received ? "REFUNDED" : "PAID";
}

/**
 * Recomputes what was paid (completed payments), credited (active credit allocations), written off and refunded
 * (allocations of refunds that are not failed or cancelled) on an invoice, what accounts receivable still holds for
 * it, and its status (decisions.md §6): SENT → PARTIALLY_PAID → PAID, REFUNDED once everything received was refunded;
 * a fully written-off invoice is PAID. DRAFT and CANCELLED stay. Settling past the total is 409. Call it in the
 * transaction that changed any of them; it takes the invoice's row lock itself.
 */
export async function settleInvoice(
  db: Db,
  businessId: string,
  invoiceId: string,
  now = new Date(),
): Promise<InvoiceRow> {
  const current = await lockInvoice(db, businessId, invoiceId);
  const amounts = await settledAmounts(db, businessId, invoiceId);
  const settled = amounts.paidCents + amounts.creditedCents + amounts.writtenOffCents;
  if (settled > current.totalCents) {
    throw ApiError.conflict("Payments, credits and write-offs would exceed the invoice's total.");
  }
  if (amounts.refundedCents > amounts.paidCents + amounts.creditedCents) {
    throw ApiError.conflict("Refunds would exceed what the invoice received.");
  }
  const status = settledStatus(current, amounts) as StoredInvoiceStatus;
  const isSettled = status === "PAID" || status === "REFUNDED";
  const wasSettled = current.status === "PAID" || current.status === "REFUNDED";
  const isInLedger = current.sentAt !== null && status !== "CANCELLED";
  const [updated] = await db
    .update(invoices)
    .set({
      paidCents: amounts.paidCents,
      creditedCents: amounts.creditedCents,
      writtenOffCents: amounts.writtenOffCents,
      refundedCents: amounts.refundedCents,
      outstandingBaseCents: isInLedger ? current.totalBaseCents - amounts.clearedBaseCents : 0,
      status,
      paidAt: isSettled ? (wasSettled && current.paidAt ? current.paidAt : now) : null,
      updatedAt: now,
    })
    .where(and(eq(invoices.businessId, businessId), eq(invoices.id, invoiceId)))
    .returning();
  return updated!;
}
