import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { invoiceBalanceColumns } from "../invoice-balance-columns";
import { customerCreditAllocations, customers, invoices } from "../../db/schema";
import { latestDocuments } from "../../documents/latest-documents";
import { groupBy } from "../../db/group-rows";
import { loadCustomerCreditLines } from "./customer-credit-lines";
import type { CustomerCreditRow } from "./get-customer-credit";

/** What a page of credits embeds, in four queries whatever the page size: customers, lines, allocations, documents. */
export async function loadCustomerCreditParts(
  db: Db,
  businessId: string,
  credits: readonly CustomerCreditRow[],
) {
  const creditIds = credits.map((credit) => credit.id);
  const customerIds = [...new Set(credits.map((credit) => credit.customerId))];
  const [customerRows, lines, allocations, documents] = await Promise.all([
    customerIds.length
      ? db
          .select({ id: customers.id, externalId: customers.externalId, displayName: customers.displayName })
          .from(customers)
          .where(and(eq(customers.businessId, businessId), inArray(customers.id, customerIds)))
      : [],
    loadCustomerCreditLines(db, businessId, creditIds),
    loadActiveAllocations(db, businessId, creditIds),
    latestDocuments(db, businessId, "customer_credit", creditIds),
  ]);
  return {
    customers: new Map(customerRows.map((customer) => [customer.id, customer])),
    lines: groupBy(lines, (line) => line.customerCreditId),
    allocations: groupBy(allocations, (allocation) => allocation.customerCreditId),
    documents,
  };
}

async function loadActiveAllocations(db: Db, businessId: string, creditIds: readonly string[]) {
  if (creditIds.length === 0) return [];
  return db
    .select({
      customerCreditId: customerCreditAllocations.customerCreditId,
      invoiceId: customerCreditAllocations.invoiceId,
      amountCents: customerCreditAllocations.amountCents,
      appliedAt: customerCreditAllocations.appliedAt,
      invoice: invoiceBalanceColumns,
    })
    .from(customerCreditAllocations)
    .innerJoin(
      invoices,
      and(
        eq(invoices.businessId, customerCreditAllocations.businessId),
        eq(invoices.id, customerCreditAllocations.invoiceId),
      ),
    )
    .where(
      and(
        eq(customerCreditAllocations.businessId, businessId),
        inArray(customerCreditAllocations.customerCreditId, [...creditIds]),
        isNull(customerCreditAllocations.unappliedAt),
      ),
    )
    .orderBy(asc(customerCreditAllocations.appliedAt), asc(customerCreditAllocations.id));
}
