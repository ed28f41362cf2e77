import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bills } from "../../db/schema";
import { ApiError, type ErrorDetails } from "../../http/api-error";
import type { VendorCreditAllocationInput } from "../../schemas/vendor-credit";
import { outstandingCents, type BillRow } from "../bill-settlement";
import type { VendorCreditRow } from "./vendor-credit-serializer";

export interface DesiredAllocation {
  billId: string;
  amount: number;
  /** Position in the request, for error paths. */
  index: number;
}

/** The requested set by bill; a bill named twice is 400, since the set says one amount per bill. */
export function desiredAllocations(requested: readonly VendorCreditAllocationInput[]) {
  const desired = new Map<string, DesiredAllocation>();
  const details: ErrorDetails = {};
  requested.forEach((allocation, index) => {
    const billId = allocation.bill_id.toLowerCase();
    if (desired.has(billId)) details[`allocations.${index}.bill_id`] = ["This bill is listed twice."];
    else desired.set(billId, { billId, amount: allocation.amount, index });
  });
  if (Object.keys(details).length > 0) throw ApiError.validation(details);
  return desired;
}

/** 400 for a bill the business does not have; read without locks, since bills are never deleted. */
export async function assertBillsExist(tx: Db, businessId: string, added: readonly DesiredAllocation[]) {
  if (added.length === 0) return;
  const found = await tx
    .select({ id: bills.id })
    .from(bills)
    .where(
      and(
        eq(bills.businessId, businessId),
        inArray(
          bills.id,
          added.map((a) => a.billId),
        ),
      ),
    );
  const ids = new Set(found.map((row) => row.id));
  const missing = added.filter((allocation) => !ids.has(allocation.billId));
  if (missing.length > 0) {
    throw ApiError.validation(
      Object.fromEntries(
        missing.map((a) => [`allocations.${a.index}.bill_id`, ["No bill with this id in this business."]]),
      ),
    );
  }
}

const billName = (bill: BillRow) => (bill.billNumber ? `bill ${bill.billNumber}` : `bill ${bill.id}`);

/**
 * decisions.md §6, checked on the locked bills: same vendor and currency (400), approved and not voided (409), and
 * no more than the bill's outstanding balance, counting what this credit already had on it (`released`) (409).
 */
export function assertAllocatable(
  credit: VendorCreditRow,
  added: readonly DesiredAllocation[],
  lockedBills: ReadonlyMap<string, BillRow>,
  released: ReadonlyMap<string, number>,
) {
  const details: ErrorDetails = {};
  for (const allocation of added) {
    const bill = lockedBills.get(allocation.billId)!;
    const path = `allocations.${allocation.index}.bill_id`;
    if (bill.vendorId !== credit.vendorId) details[path] = ["The bill is another vendor's."];
    else if (bill.currency !== credit.currency) {
      details[path] = [`The bill is in ${bill.currency}, the credit in ${credit.currency}.`];
    }
  }
  if (Object.keys(details).length > 0)
    throw ApiError.validation(details, "Allocations must be to bills of the credit's vendor and currency.");
  for (const allocation of added) {
    const bill = lockedBills.get(allocation.billId)!;
    const at = (message: string) => ({ [`allocations.${allocation.index}.bill_id`]: [message] });
    if (bill.status === "voided" || bill.voidedAt) {
      throw ApiError.conflict(`${billName(bill)} is voided and cannot take a credit.`, at("Voided."));
    }
    if (!bill.approvedAt) {
      throw ApiError.conflict(
        `${billName(bill)} is not approved yet, so it cannot take a credit.`,
        at("Not approved."),
      );
    }
    const available = outstandingCents(bill) + (released.get(bill.id) ?? 0);
    if (allocation.amount > available) {
      throw ApiError.conflict(
        `Applying ${allocation.amount} cents would exceed the outstanding balance of ${billName(bill)} (${available} cents).`,
        {
          [`allocations.${allocation.index}.amount`]: [
            `At most ${available} cents: the bill's outstanding balance.`,
          ],
        },
      );
    }
  }
}
