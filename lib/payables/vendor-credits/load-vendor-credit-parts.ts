import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { groupBy } from "../../db/group-rows";
import { bills, vendorCreditAllocations, vendors } from "../../db/schema";
import { latestDocuments } from "../../documents/latest-documents";
import type { VendorRow } from "../../vendors/vendor-serializer";
import { loadCreditLines, type VendorCreditLineRow } from "./vendor-credit-lines";
import type { VendorCreditAllocationRow, VendorCreditRow } from "./vendor-credit-serializer";

export type AllocationWithBill = VendorCreditAllocationRow & {
  bill: { billNumber: string | null; totalCents: number; paidCents: number; creditedCents: number };
};

/** What a page of credits embeds, in four queries whatever the page size: vendors, lines, allocations, documents. */
export async function loadVendorCreditParts(db: Db, businessId: string, credits: readonly VendorCreditRow[]) {
  const creditIds = credits.map((credit) => credit.id);
  const vendorIds = [...new Set(credits.map((credit) => credit.vendorId))];
  const [vendorRows, lines, allocations, documents] = await Promise.all([
    vendorIds.length
      ? db
          .select()
          .from(vendors)
          .where(and(eq(vendors.businessId, businessId), inArray(vendors.id, vendorIds)))
      : ([] as VendorRow[]),
    loadCreditLines(db, businessId, creditIds),
    loadActiveAllocations(db, businessId, creditIds),
    latestDocuments(db, businessId, "vendor_credit", creditIds),
  ]);
  return {
    vendors: new Map(vendorRows.map((vendor) => [vendor.id, vendor])),
    lines: groupBy<VendorCreditLineRow>(lines, (line) => line.vendorCreditId),
    allocations: groupBy(allocations, (allocation) => allocation.vendorCreditId),
    documents,
  };
}

async function loadActiveAllocations(
  db: Db,
  businessId: string,
  creditIds: readonly string[],
): Promise<AllocationWithBill[]> {
  if (creditIds.length === 0) return [];
  const rows = await db
    .select({
      allocation: vendorCreditAllocations,
      bill: {
        billNumber: bills.billNumber,
        totalCents: bills.totalCents,
        paidCents: bills.paidCents,
        creditedCents: bills.creditedCents,
      },
    })
    .from(vendorCreditAllocations)
    .innerJoin(
      bills,
      and(
        eq(bills.businessId, vendorCreditAllocations.businessId),
        eq(bills.id, vendorCreditAllocations.billId),
      ),
    )
    .where(
      and(
        eq(vendorCreditAllocations.businessId, businessId),
        inArray(vendorCreditAllocations.vendorCreditId, [...creditIds]),
        isNull(vendorCreditAllocations.unappliedAt),
      ),
    )
    .orderBy(asc(vendorCreditAllocations.appliedAt), asc(vendorCreditAllocations.id));
  return rows.map(({ allocation, bill }) => ({ ...allocation, bill }));
}
