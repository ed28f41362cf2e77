import { and, eq, inArray, isNull } from "drizzle-orm";
import type { BusinessRow } from "../../businesses/business-serializer";
import { allocationFxCents, postAllocationFx } from "../../credits/allocation-fx";
import { desiredAllocations } from "../../credits/allocation-set";
import { isAllocatable } from "../../credits/credit-status";
import { replaceCreditAllocations, type AllocationStore } from "../../credits/replace-allocations";
import type { Db } from "../../db/client";
import { customerCreditAllocations, customerCredits, invoices } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { toBaseCents } from "../../money/decimal";
import type { CustomerCreditAllocationInput } from "../../schemas/customer-credit";
import { todayInZone } from "../../time/business-date";
import { invoiceOutstandingCents, lockInvoice, settleInvoice, type InvoiceRow } from "../invoice-settlement";
import { customerCreditStatus } from "./customer-credit-entry";
import type { CustomerCreditRow } from "./get-customer-credit";

type AllocationRow = typeof customerCreditAllocations.$inferSelect;
type ActiveRow = AllocationRow & { targetId: string };

/**
 * Makes `requested` the credit's allocation set (decisions.md §6, lib/credits/replace-allocations.ts): invoices of the
 * credit's customer and currency, sent and not cancelled, within both balances. Call inside a transaction with the
 * credit already locked (lockCustomerCredit). Refuses with 400/409 before changing anything.
 */
export async function replaceCustomerCreditAllocations(
  tx: Db,
  business: BusinessRow,
  credit: CustomerCreditRow,
  requested: readonly CustomerCreditAllocationInput[],
  now = new Date(),
): Promise<CustomerCreditRow> {
  const desired = desiredAllocations(requested, "invoice_id");
  if (desired.size > 0 && !isAllocatable(credit.status)) {
    throw ApiError.conflict(
      credit.status === "draft"
        ? "A draft credit cannot be applied to invoices: set sent_at first."
        : "A void credit cannot be applied to invoices.",
    );
  }
  return replaceCreditAllocations(credit, desired, customerCreditStore(tx, business, credit, now));
}

export async function activeCustomerCreditAllocations(tx: Db, businessId: string, creditId: string) {
  return tx
    .select()
    .from(customerCreditAllocations)
    .where(
      and(
        eq(customerCreditAllocations.businessId, businessId),
        eq(customerCreditAllocations.customerCreditId, creditId),
        isNull(customerCreditAllocations.unappliedAt),
      ),
    );
}

const invoiceName = (invoice: InvoiceRow) => `invoice ${invoice.invoiceNumber}`;

function customerCreditStore(
  tx: Db,
  business: BusinessRow,
  credit: CustomerCreditRow,
  now: Date,
): AllocationStore<CustomerCreditRow, ActiveRow, InvoiceRow> {
  const today = todayInZone(business.timezone, now);
  // A positive difference is a loss: more receivable cleared on the invoice than the credit was worth.
  const fx = (row: { amountCents: number; arBaseCents: number }, sign: 1 | -1, memo: string) =>
    postAllocationFx(tx, business, {
      source: "credit_note",
      creditId: credit.id,
      controlRole: "accounts_receivable",
      controlDebitCents:
        -sign * allocationFxCents({ ...row, clearedBaseCents: row.arBaseCents }, credit.exchangeRate),
      entryDate: today,
      memo,
    });
  return {
    noun: "invoice",
    field: "invoice_id",
    mismatchMessage: "Allocations must be to invoices of the credit's customer and currency.",
    active: async () =>
      (await activeCustomerCreditAllocations(tx, business.id, credit.id)).map((row) => ({
        ...row,
        targetId: row.invoiceId,
      })),
    existingTargetIds: async (ids) => {
      const found = await tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.businessId, business.id), inArray(invoices.id, [...ids])));
      return new Set(found.map((row) => row.id));
    },
    lock: (invoiceId) => lockInvoice(tx, business.id, invoiceId),
    mismatch: (invoice) =>
      invoice.customerId !== credit.customerId
        ? "The invoice is another customer's."
        : invoice.currency !== credit.currency
          ? `The invoice is in ${invoice.currency}, the credit in ${credit.currency}.`
          : undefined,
    blocked: (invoice) =>
      invoice.status === "CANCELLED"
        ? { message: `${invoiceName(invoice)} is voided and cannot take a credit.`, detail: "Voided." }
        : invoice.status === "DRAFT"
          ? { message: `${invoiceName(invoice)} is a draft, so it cannot take a credit.`, detail: "Draft." }
          : undefined,
    name: invoiceName,
    outstanding: invoiceOutstandingCents,
    async unapply(rows) {
      if (rows.length === 0) return;
      await tx
        .update(customerCreditAllocations)
        .set({ unappliedAt: now, unappliedDate: today })
        .where(
          and(
            eq(customerCreditAllocations.businessId, business.id),
            inArray(
              customerCreditAllocations.id,
              rows.map((row) => row.id),
            ),
          ),
        );
      for (const row of rows) {
        await fx(
          row,
          -1,
          `Exchange difference reversed: credit note unapplied from invoice ${row.invoiceId}`,
        );
      }
    },
    async apply(invoice, allocation, isSettling) {
      // The allocation that settles the invoice takes what AR still holds for it (after this credit's own rows were
      // unapplied), so an FX invoice clears to zero exactly.
      const arBaseCents = isSettling
        ? (await settleInvoice(tx, business.id, invoice.id, now)).outstandingBaseCents
        : toBaseCents(allocation.amount, invoice.exchangeRate);
      await tx.insert(customerCreditAllocations).values({
        businessId: business.id,
        customerCreditId: credit.id,
        invoiceId: invoice.id,
        amountCents: allocation.amount,
        arBaseCents,
        appliedAt: now,
        appliedDate: today,
      });
      await fx(
        { amountCents: allocation.amount, arBaseCents },
        1,
        `Exchange difference: credit note applied to ${invoiceName(invoice)}`,
      );
    },
    settle: async (invoiceId) => void (await settleInvoice(tx, business.id, invoiceId, now)),
    async saveApplied(appliedCents) {
      const [updated] = await tx
        .update(customerCredits)
        .set({ appliedCents, status: customerCreditStatus({ ...credit, appliedCents }), updatedAt: now })
        .where(and(eq(customerCredits.businessId, business.id), eq(customerCredits.id, credit.id)))
        .returning();
      return updated!;
    },
  };
}
