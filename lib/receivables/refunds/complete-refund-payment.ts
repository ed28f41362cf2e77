import type { BusinessRow } from "../../businesses/business-serializer";
import type { Db } from "../../db/client";
import { ApiError } from "../../http/api-error";
import type { CompleteRefundPaymentInput } from "../../schemas/refund-payment";
import { instantInZone } from "../../time/zoned-time";
import { completeLockedPayment } from "./complete-payment";
import { lockRefund } from "./find-refund";
import { getRefundPayment } from "./find-refund-payment";
import type { RefundPaymentRow } from "./refund-status";

/**
 * `POST /invoices/refunds/{refund_id}/payments/{payment_id}/complete/`: completes a pending payment at `completed_at`
 * (default now) and posts it. Completing a completed payment returns it unchanged; a cancelled one is 409.
 */
export async function completeRefundPayment(
  db: Db,
  business: BusinessRow,
  refundId: string,
  paymentId: string,
  input: CompleteRefundPaymentInput,
  now = new Date(),
): Promise<RefundPaymentRow> {
  return db.transaction(async (tx) => {
    const refund = await lockRefund(tx, business.id, refundId);
    const payment = await getRefundPayment(tx, business.id, refund.id, paymentId);
    if (payment.status === "completed") return payment;
    if (payment.status !== "pending") throw ApiError.conflict(`The payment is ${payment.status}.`);
    const completedAt = input.completed_at ? instantInZone(input.completed_at, business.timezone) : now;
    return (await completeLockedPayment(tx, business, refund, payment, completedAt, now)).payment;
  });
}
