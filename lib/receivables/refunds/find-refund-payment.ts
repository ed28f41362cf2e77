import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { refundPayments } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import type { RefundPaymentRow } from "./refund-status";

/** A payment of this refund; 404 for another refund's payment or none at all. */
export async function getRefundPayment(
  db: Db,
  businessId: string,
  refundId: string,
  paymentId: string,
): Promise<RefundPaymentRow> {
  const [payment] = await db
    .select()
    .from(refundPayments)
    .where(
      and(
        eq(refundPayments.businessId, businessId),
        eq(refundPayments.refundId, refundId),
        eq(refundPayments.id, paymentId),
      ),
    );
  if (!payment) throw ApiError.notFound("Refund payment");
  return payment;
}

/**
 * The payment an external_id names, when it is a payment of `refundId`; an external_id used on another refund's
 * payment is 409.
 */
export async function findRepeatedRefundPayment(
  db: Db,
  businessId: string,
  refundId: string,
  externalId: string | undefined,
): Promise<RefundPaymentRow | undefined> {
  if (externalId === undefined) return undefined;
  const [payment] = await db
    .select()
    .from(refundPayments)
    .where(and(eq(refundPayments.businessId, businessId), eq(refundPayments.externalId, externalId)));
  if (payment && payment.refundId !== refundId) {
    throw ApiError.conflict(`external_id ${externalId} is already used by a payment of another refund.`, {
      external_id: ["Already used by a payment of another refund."],
    });
  }
  return payment;
}
