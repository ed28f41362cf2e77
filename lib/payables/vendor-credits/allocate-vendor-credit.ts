import { and, eq, inArray, isNull } from "drizzle-orm";
import type { BusinessRow } from "../../businesses/business-serializer";
import type { Db } from "../../db/client";
import { vendorCreditAllocations, vendorCredits } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { toBaseCents } from "../../money/decimal";
import type { VendorCreditAllocationInput } from "../../schemas/vendor-credit";
import { todayInZone } from "../../time/business-date";
import { lockBill, outstandingCents, settleBill, type BillRow } from "../bill-settlement";
import { payableBaseBalance } from "../payable-base-balance";
import {
  assertAllocatable,
  assertBillsExist,
  desiredAllocations,
  type DesiredAllocation,
} from "./allocation-checks";
import { allocationFxCents, postAllocationFx } from "./allocation-fx";
import { isAllocatable, vendorCreditStatus } from "./vendor-credit-status";
import type { VendorCreditAllocationRow, VendorCreditRow } from "./vendor-credit-serializer";

/**
 * Makes `requested` the credit's allocation set (decisions.md §6): a bill left out is unapplied (its row stamped, not
 * deleted), an unchanged amount keeps its row, a changed one is unapplied and applied anew. Call inside a transaction
 * with the credit already locked (lockVendorCredit); the bills are locked here in ascending id order, so concurrent
 * requests queue on the same locks and re-read what the winner wrote. Refuses with 400/409 before changing anything.
 */
export async function replaceVendorCreditAllocations(
  tx: Db,
  business: BusinessRow,
  credit: VendorCreditRow,
  requested: readonly VendorCreditAllocationInput[],
  now = new Date(),
): Promise<VendorCreditRow> {
  const desired = desiredAllocations(requested);
  if (desired.size > 0 && !isAllocatable(credit.status)) {
    throw ApiError.conflict(
      credit.status === "draft"
        ? "A draft credit cannot be applied to bills: set received_at first."
        : "A void credit cannot be applied to bills.",
    );
  }
  const active = await activeAllocations(tx, business.id, credit.id);
  const removed = active.filter((row) => desired.get(row.billId)?.amount !== row.amountCents);
  const keptBills = new Set(active.filter((row) => !removed.includes(row)).map((row) => row.billId));
  const added = [...desired.values()].filter((allocation) => !keptBills.has(allocation.billId));
  if (removed.length === 0 && added.length === 0) return credit;

  const appliedCents = [...desired.values()].reduce((sum, allocation) => sum + allocation.amount, 0);
  if (appliedCents > credit.totalCents) {
    throw ApiError.conflict(
      `The allocations (${appliedCents} cents) would exceed the credit's unapplied amount: it has ` +
        `${credit.totalCents} cents in all, ${credit.totalCents - credit.appliedCents} of them unapplied now.`,
      { allocations: [`At most ${credit.totalCents} cents in all.`] },
    );
  }
  await assertBillsExist(tx, business.id, added);
  const billIds = [...new Set([...removed.map((row) => row.billId), ...added.map((a) => a.billId)])].sort();
  const lockedBills = new Map<string, BillRow>();
  for (const billId of billIds) lockedBills.set(billId, await lockBill(tx, business.id, billId));
  const released = new Map<string, number>();
  for (const row of removed) released.set(row.billId, (released.get(row.billId) ?? 0) + row.amountCents);
  assertAllocatable(credit, added, lockedBills, released);

  const today = todayInZone(business.timezone, now);
  await unapplyAllocations(tx, business, credit, removed, now, today);
  for (const allocation of added) {
    const bill = lockedBills.get(allocation.billId)!;
    const isSettling = allocation.amount === outstandingCents(bill) + (released.get(bill.id) ?? 0);
    await applyAllocation(tx, business, credit, bill, allocation, isSettling, now, today);
  }
  for (const billId of billIds) await settleBill(tx, business.id, billId, now);
  const [updated] = await tx
    .update(vendorCredits)
    .set({ appliedCents, status: vendorCreditStatus({ ...credit, appliedCents }), updatedAt: now })
    .where(and(eq(vendorCredits.businessId, business.id), eq(vendorCredits.id, credit.id)))
    .returning();
  return updated!;
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

async function unapplyAllocations(
  tx: Db,
  business: BusinessRow,
  credit: VendorCreditRow,
  rows: readonly VendorCreditAllocationRow[],
  now: Date,
  today: string,
) {
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
    await postAllocationFx(tx, business, {
      creditId: credit.id,
      fxCents: -allocationFxCents(row, credit.exchangeRate),
      entryDate: today,
      memo: `Exchange difference reversed: vendor credit unapplied from bill ${row.billId}`,
    });
  }
}

async function applyAllocation(
  tx: Db,
  business: BusinessRow,
  credit: VendorCreditRow,
  bill: BillRow,
  allocation: DesiredAllocation,
  isSettling: boolean,
  now: Date,
  today: string,
) {
  // The allocation that settles the bill takes what is left of its base amount, so the bill clears to zero exactly.
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
  await postAllocationFx(tx, business, {
    creditId: credit.id,
    fxCents: allocationFxCents({ amountCents: allocation.amount, apBaseCents }, credit.exchangeRate),
    entryDate: today,
    memo: `Exchange difference: vendor credit applied to bill ${bill.billNumber ?? bill.id}`,
  });
}
