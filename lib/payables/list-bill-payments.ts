import { and, count, desc, eq, gte, inArray, lte, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { billPayments, bills } from "../db/schema";
import { pageOffset } from "../http/pagination";
import type { ListBillPaymentsQuery } from "../schemas/bill-payment";
import { selectBillPayments, withBill } from "./find-bill-payment";

/** A page of the business's bill payments, newest payment date first (then creation, then id), with the total. */
export async function listBillPayments(db: Db, businessId: string, filters: ListBillPaymentsQuery) {
  const conditions: SQL[] = [eq(billPayments.businessId, businessId)];
  if (filters.bill_id) conditions.push(eq(billPayments.billId, filters.bill_id));
  if (filters.vendor_id) {
    const vendorBills = db
      .select({ id: bills.id })
      .from(bills)
      .where(and(eq(bills.businessId, businessId), inArray(bills.vendorId, filters.vendor_id)));
    conditions.push(inArray(billPayments.billId, vendorBills));
  }
  if (filters.payment_date_start) conditions.push(gte(billPayments.paymentDate, filters.payment_date_start));
  if (filters.payment_date_end) conditions.push(lte(billPayments.paymentDate, filters.payment_date_end));
  if (filters.payment_method) conditions.push(inArray(billPayments.paymentMethod, filters.payment_method));
  const where = and(...conditions);
  const { limit, offset } = pageOffset(filters);
  const [rows, [total]] = await Promise.all([
    selectBillPayments(db, businessId, where)
      .orderBy(desc(billPayments.paymentDate), desc(billPayments.createdAt), desc(billPayments.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(billPayments).where(where),
  ]);
  return { payments: rows.map(withBill), total: total!.value };
}
