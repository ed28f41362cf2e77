import { and, eq, inArray, sql } from "drizzle-orm";
import { anyOf, param, preparedStatement } from "../db/prepared";
import type { Db } from "../db/client";
import { invoices } from "../db/schema";
import { OPEN_INVOICE_STATUSES } from "../receivables/invoice-status";

const balancesStatement = preparedStatement((db) =>
  db
    .select({
      customerId: invoices.customerId,
      cents: sql<string>`sum(${invoices.outstandingBaseCents})`,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.businessId, param("businessId")),
        anyOf(invoices.customerId, "customerIds"),
        inArray(invoices.status, [...OPEN_INVOICE_STATUSES]),
      ),
    )
    .groupBy(invoices.customerId)
    .prepare("customer_outstanding_balances"),
);

/**
 * What each customer still owes, in base-currency cents: the sum of what accounts receivable holds for its sent,
 * unsettled invoices (kept on each invoice by settleInvoice). One query for a page of customers.
 */
export async function outstandingBalances(
  db: Db,
  businessId: string,
  customerIds: readonly string[],
): Promise<Map<string, number>> {
  if (customerIds.length === 0) return new Map();
  const rows = await balancesStatement(db).execute({ businessId, customerIds: [...customerIds] });
  return new Map(rows.map((row) => [row.customerId, Number(row.cents)]));
}
