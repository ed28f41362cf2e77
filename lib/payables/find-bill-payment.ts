import { and, eq, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { billPayments, bills } from "../db/schema";
import { ApiError } from "../http/api-error";
import type { BillPaymentRow } from "./load-bill-relations";

/** A payment with what its object shows of its bill. */
export type BillPaymentWithBill = BillPaymentRow & { vendorId: string; currency: string };

/** Payments of the business joined with their bills; `where` narrows them further. */
export function selectBillPayments(db: Db, businessId: string, where?: SQL) {
  return db
    .select({ payment: billPayments, vendorId: bills.vendorId, currency: bills.currency })
    .from(billPayments)
    .innerJoin(bills, and(eq(bills.businessId, billPayments.businessId), eq(bills.id, billPayments.billId)))
    .where(and(eq(billPayments.businessId, businessId), where));
}

export const withBill = (row: { payment: BillPaymentRow; vendorId: string; currency: string }) => ({
  ...row.payment,
  vendorId: row.vendorId,
  currency: row.currency,
});

/** One payment of the business; 404 for another business's payment or none at all. */
export async function getBillPayment(
  db: Db,
  businessId: string,
  paymentId: string,
): Promise<BillPaymentWithBill> {
  const [row] = await selectBillPayments(db, businessId, eq(billPayments.id, paymentId));
  if (!row) throw ApiError.notFound("Bill payment");
  return withBill(row);
}

/**
 * The payment a caller's external_id names, when it is a payment of `billId`; an external_id used on another bill's
 * payment is 409 conflict.
 */
export async function findRepeatedPayment(
  db: Db,
  businessId: string,
  billId: string,
  externalId: string | undefined,
): Promise<BillPaymentWithBill | undefined> {
  if (externalId === undefined) return undefined;
  const [row] = await selectBillPayments(db, businessId, eq(billPayments.externalId, externalId));
  if (row && row.payment.billId !== billId) {
    throw ApiError.conflict(`external_id ${externalId} is already used by a payment of another bill.`, {
      external_id: ["Already used by a payment of another bill."],
    });
  }
  return row ? withBill(row) : undefined;
}
