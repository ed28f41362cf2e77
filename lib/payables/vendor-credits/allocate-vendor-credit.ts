import { and, eq, inArray, isNull } from "drizzle-orm";
import type { BusinessRow } from "../../businesses/business-serializer";
import { allocationFxCents, postAllocationFx } from "../../credits/allocation-fx";
import { desiredAllocations } from "../../credits/allocation-set";
import { replaceCreditAllocations, type AllocationStore } from "../../credits/replace-allocations";
import type { Db } from "../../db/client";
import { bills, vendorCreditAllocations, vendorCredits } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { toBaseCents } from "../../money/decimal";
import type { VendorCreditAllocationInput } from "../../schemas/vendor-credit";
import { todayInZone } from "../../time/business-date";
import { lockBill, outstandingCents, settleBill, type BillRow } from "../bill-settlement";
import { payableBaseBalance } from "../payable-base-balance";
import { isAllocatable, vendorCreditStatus } from "./vendor-credit-status";
import type { VendorCreditAllocationRow, VendorCreditRow } from "./vendor-credit-serializer";

type ActiveRow = VendorCreditAllocationRow & { targetId: string };

/**
 * Makes `requested` the credit's allocation set (decisions.md §6, lib/credits/replace-allocations.ts). Call inside a
 * transaction with the credit already locked (lockVendorCredit). Refuses with 400/409 before changing anything.
 */
export async function replaceVendorCreditAllocations(
  tx: Db,
  business: BusinessRow,
  credit: VendorCreditRow,
  requested: readonly VendorCreditAllocationInput[],
  now = new Date(),
): Promise<VendorCreditRow> {
  const desired = desiredAllocations(requested, "bill_id");
  if (desired.size > 0 && !isAllocatable(credit.status)) {
    throw ApiError.conflict(
      credit.status === "draft"
        ? "A draft credit cannot be applied to bills: set received_at first."
        : "A void credit cannot be applied to bills.",
    );
  }
  return replaceCreditAllocations(credit, desired, vendorCreditStore(tx, business, credit, now));
}

export async function activeAllocations(tx: Db, businessId: string, creditId: string) {
  return tx
    .select()
    .from(vendorCreditAllocations)
    .where(
      and(
        eq(vendorCreditAllocations.businessId, businessId),
        eq(vendorCreditAllocations.vendorCreditId, creditId),
        isNull(vendorCreditAllocations.unappliedAt),
      ),
    );
}

const billName = (bill: BillRow) => (bill.billNumber ? `bill ${bill.billNumber}` : `bill ${bill.id}`);

function vendorCreditStore(
  tx: Db,
  business: BusinessRow,
  credit: VendorCreditRow,
  now: Date,
): AllocationStore<VendorCreditRow, ActiveRow, BillRow> {
  const today = todayInZone(business.timezone, now);
  const fx = (billId: string, fxCents: number, memo: string) =>
    postAllocationFx(tx, business, {
      source: "vendor_credit",
      creditId: credit.id,
      controlRole: "accounts_payable",
      // A positive difference is a gain: more AP cleared than the credit was worth.
      controlDebitCents: fxCents,
      entryDate: today,
      memo: `${memo} bill ${billId}`,
    });
  return {
    noun: "bill",
    field: "bill_id",
    mismatchMessage: "Allocations must be to bills of the credit's vendor and currency.",
    active: async () =>
      (await activeAllocations(tx, business.id, credit.id)).map((row) => ({ ...row, targetId: row.billId })),
    existingTargetIds: async (ids) => {
      const found = await tx
        .select({ id: bills.id })
        .from(bills)
        .where(and(eq(bills.businessId, business.id), inArray(bills.id, [...ids])));
      return new Set(found.map((row) => row.id));
    },
    lock: (billId) => lockBill(tx, business.id, billId),
    mismatch: (bill) =>
      bill.vendorId !== credit.vendorId
        ? "The bill is another vendor's."
        : bill.currency !== credit.currency
          ? `The bill is in ${bill.currency}, the credit in ${credit.currency}.`
          : undefined,
    blocked: (bill) =>
      bill.status === "voided" || bill.voidedAt
        ? { message: `${billName(bill)} is voided and cannot take a credit.`, detail: "Voided." }
        : !bill.approvedAt
          ? {
              message: `${billName(bill)} is not approved yet, so it cannot take a credit.`,
              detail: "Not approved.",
            }
          : undefined,
    name: billName,
    outstanding: outstandingCents,
    async unapply(rows) {
      if (rows.length === 0) return;
      await tx
        .update(vendorCreditAllocations)
        .set({ unappliedAt: now, unappliedDate: today })
        .where(
          and(
            eq(vendorCreditAllocations.businessId, business.id),
            inArray(
              vendorCreditAllocations.id,
              rows.map((row) => row.id),
            ),
          ),
        );
      for (const row of rows) {
        const cents = allocationFxCents({ ...row, clearedBaseCents: row.apBaseCents }, credit.exchangeRate);
        await fx(row.billId, -cents, "Exchange difference reversed: vendor credit unapplied from");
      }
    },
    async apply(bill, allocation, isSettling) {
      // The allocation that settles the bill takes what is left of its base amount, so it clears to zero exactly.
      const apBaseCents = isSettling
        ? await payableBaseBalance(tx, business.id, bill)
        : toBaseCents(allocation.amount, bill.exchangeRate);
      await tx.insert(vendorCreditAllocations).values({
        businessId: business.id,
        vendorCreditId: credit.id,
        billId: bill.id,
        amountCents: allocation.amount,
        apBaseCents,
        appliedAt: now,
        appliedDate: today,
      });
      const cents = allocationFxCents(
        { amountCents: allocation.amount, clearedBaseCents: apBaseCents },
        credit.exchangeRate,
      );
      await fx(bill.billNumber ?? bill.id, cents, "Exchange difference: vendor credit applied to");
    },
    settle: async (billId) => void (await settleBill(tx, business.id, billId, now)),
    async saveApplied(appliedCents) {
      const [updated] = await tx
        .update(vendorCredits)
        .set({ appliedCents, status: vendorCreditStatus({ ...credit, appliedCents }), updatedAt: now })
        .where(and(eq(vendorCredits.businessId, business.id), eq(vendorCredits.id, credit.id)))
        .returning();
      return updated!;
    },
  };
}
