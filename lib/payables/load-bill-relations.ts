import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { billLines, billPayments, vendorCreditAllocations, vendorCredits, vendors } from "../db/schema";
import type { DocumentRow } from "../documents/document-serializer";
import { latestDocuments } from "../documents/latest-documents";
import type { VendorRow } from "../vendors/vendor-serializer";
import type { BillRow } from "./bill-settlement";

export type BillLineRow = typeof billLines.$inferSelect;
export type BillPaymentRow = typeof billPayments.$inferSelect;
export interface BillCreditAllocation {
  billId: string;
  vendorCreditId: string;
  amountCents: number;
  appliedAt: Date;
  creditNoteNumber: string | null;
}

export interface BillRelations {
  vendors: Map<string, VendorRow>;
  lines: Map<string, BillLineRow[]>;
  payments: Map<string, BillPaymentRow[]>;
  creditAllocations: Map<string, BillCreditAllocation[]>;
  documents: Map<string, DocumentRow>;
}

function groupByBill<T extends { billId: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.billId);
    if (group) group.push(row);
    else groups.set(row.billId, [row]);
  }
  return groups;
}

/**
 * A bill's embedded objects as its create wrote them: its vendor, lines and document, and no payments or credits
 * yet, which a new bill cannot have.
 */
export function newBillRelations(
  bill: BillRow,
  vendor: VendorRow,
  lines: readonly BillLineRow[],
  document?: DocumentRow,
): BillRelations {
  return {
    vendors: new Map([[vendor.id, vendor]]),
    lines: new Map([[bill.id, [...lines].sort((a, b) => a.lineNo - b.lineNo)]]),
    payments: new Map(),
    creditAllocations: new Map(),
    documents: document ? new Map([[bill.id, document]]) : new Map(),
  };
}

/** What the bill object embeds, for a whole page of bills in five queries (one per kind, never one per bill). */
export async function loadBillRelations(
  db: Db,
  businessId: string,
  bills: readonly BillRow[],
): Promise<BillRelations> {
  const billIds = bills.map((bill) => bill.id);
  const vendorIds = [...new Set(bills.map((bill) => bill.vendorId))];
  if (billIds.length === 0) {
    return {
      vendors: new Map(),
      lines: new Map(),
      payments: new Map(),
      creditAllocations: new Map(),
      documents: new Map(),
    };
  }
  const [vendorRows, lineRows, paymentRows, allocationRows, documents] = await Promise.all([
    db
      .select()
      .from(vendors)
      .where(and(eq(vendors.businessId, businessId), inArray(vendors.id, vendorIds))),
    db
      .select()
      .from(billLines)
      .where(and(eq(billLines.businessId, businessId), inArray(billLines.billId, billIds)))
      .orderBy(asc(billLines.billId), asc(billLines.lineNo)),
    db
      .select()
      .from(billPayments)
      .where(and(eq(billPayments.businessId, businessId), inArray(billPayments.billId, billIds)))
      .orderBy(asc(billPayments.paymentDate), asc(billPayments.createdAt), asc(billPayments.id)),
    db
      .select({
        billId: vendorCreditAllocations.billId,
        vendorCreditId: vendorCreditAllocations.vendorCreditId,
        amountCents: vendorCreditAllocations.amountCents,
        appliedAt: vendorCreditAllocations.appliedAt,
        creditNoteNumber: vendorCredits.creditNoteNumber,
      })
      .from(vendorCreditAllocations)
      .innerJoin(
        vendorCredits,
        and(
          eq(vendorCredits.businessId, vendorCreditAllocations.businessId),
          eq(vendorCredits.id, vendorCreditAllocations.vendorCreditId),
        ),
      )
      .where(
        and(
          eq(vendorCreditAllocations.businessId, businessId),
          inArray(vendorCreditAllocations.billId, billIds),
          isNull(vendorCreditAllocations.unappliedAt),
        ),
      )
      .orderBy(asc(vendorCreditAllocations.appliedAt), asc(vendorCreditAllocations.id)),
    latestDocuments(db, businessId, "bill", billIds),
  ]);
  return {
    vendors: new Map(vendorRows.map((vendor) => [vendor.id, vendor])),
    lines: groupByBill(lineRows),
    payments: groupByBill(paymentRows),
    creditAllocations: groupByBill(allocationRows),
    documents,
  };
}
