import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { invoiceBalanceColumns } from "../invoice-balance-columns";
import { customers, invoices, refundAllocations, refundPayments } from "../../db/schema";
import { groupBy } from "../../db/group-rows";
import { latestDocuments } from "../../documents/latest-documents";
import type { RefundRow } from "./find-refund";

/**
 * What a page of refunds embeds, in four queries whatever the page size: customers, allocations, payments,
 * documents.
 */
export async function loadRefundParts(db: Db, businessId: string, refunds: readonly RefundRow[]) {
  const refundIds = refunds.map((refund) => refund.id);
  const customerIds = [...new Set(refunds.map((refund) => refund.customerId))];
  const [customerRows, allocations, payments, documents] = await Promise.all([
    db
      .select({ id: customers.id, displayName: customers.displayName })
      .from(customers)
      .where(and(eq(customers.businessId, businessId), inArray(customers.id, customerIds))),
    db
      .select({
        allocation: refundAllocations,
        invoice: invoiceBalanceColumns,
      })
      .from(refundAllocations)
      .innerJoin(
        invoices,
        and(
          eq(invoices.businessId, refundAllocations.businessId),
          eq(invoices.id, refundAllocations.invoiceId),
        ),
      )
      .where(
        and(eq(refundAllocations.businessId, businessId), inArray(refundAllocations.refundId, refundIds)),
      )
      .orderBy(asc(refundAllocations.createdAt), asc(refundAllocations.id)),
    db
      .select()
      .from(refundPayments)
      .where(and(eq(refundPayments.businessId, businessId), inArray(refundPayments.refundId, refundIds)))
      .orderBy(asc(refundPayments.createdAt), asc(refundPayments.id)),
    latestDocuments(db, businessId, "refund", refundIds),
  ]);
  return {
    customers: new Map(customerRows.map((customer) => [customer.id, customer.displayName])),
    allocations: groupBy(allocations, (row) => row.allocation.refundId),
    payments: groupBy(payments, (payment) => payment.refundId),
    documents,
  };
}
