import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lte, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { invoicePayments } from "../db/schema";
import { pageOffset } from "../http/pagination";
import type { ListInvoicePaymentsQuery } from "../schemas/invoice-payment";
import { selectInvoicePayments, withInvoice } from "./find-invoice-payment";

const commaList = (value: string) =>
  value
    .split(",")
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);

/** A page of the business's invoice payments, newest payment date first (then creation, then id), with the total. */
export async function listInvoicePayments(db: Db, businessId: string, filters: ListInvoicePaymentsQuery) {
  const conditions: SQL[] = [eq(invoicePayments.businessId, businessId)];
  if (filters.invoice_id) conditions.push(eq(invoicePayments.invoiceId, filters.invoice_id));
  if (filters.customer_id) conditions.push(inArray(invoicePayments.customerId, filters.customer_id));
  if (filters.payment_date_start)
    conditions.push(gte(invoicePayments.paymentDate, filters.payment_date_start));
  if (filters.payment_date_end) conditions.push(lte(invoicePayments.paymentDate, filters.payment_date_end));
  if (filters.processor) conditions.push(inArray(invoicePayments.processor, commaList(filters.processor)));
  if (filters.payout_id) conditions.push(eq(invoicePayments.payoutId, filters.payout_id));
  if (filters.is_paid_out !== undefined) {
    conditions.push(
      filters.is_paid_out ? isNotNull(invoicePayments.payoutId) : isNull(invoicePayments.payoutId),
    );
  }
  if (filters.payment_method) conditions.push(inArray(invoicePayments.paymentMethod, filters.payment_method));
  const where = and(...conditions);
  const { limit, offset } = pageOffset(filters);
  const [rows, [total]] = await Promise.all([
    selectInvoicePayments(db, businessId, where)
      .orderBy(desc(invoicePayments.paymentDate), desc(invoicePayments.createdAt), desc(invoicePayments.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(invoicePayments).where(where),
  ]);
  return { payments: rows.map(withInvoice), total: total!.value };
}
