import { and, eq } from "drizzle-orm";
import type { BusinessRow } from "../../businesses/business-serializer";
import type { Db } from "../../db/client";
import { refundPayments, refunds } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { settleInvoice } from "../invoice-settlement";
import { lockRefund, type RefundRow } from "./find-refund";
import { refundInvoiceIds } from "./refund-invoice-ids";
import { paymentsOfRefund } from "./refund-status";

/**
 * `POST /invoices/refunds/{refund_id}/cancel/`: while nothing of the refund is paid (409 once a payment completed),
 * cancels it and its pending payments; its invoices get back what it had reserved (a REFUNDED invoice is PAID
 * again). Cancelling a cancelled refund returns it unchanged. Nothing was posted, so nothing is reversed.
 */
export async function cancelRefund(
  db: Db,
  business: BusinessRow,
  refundId: string,
  now = new Date(),
): Promise<RefundRow> {
  return db.transaction(async (tx) => {
    const refund = await lockRefund(tx, business.id, refundId);
    if (refund.status === "cancelled") return refund;
    const completed = (await paymentsOfRefund(tx, business.id, refund.id)).filter(
      (payment) => payment.status === "completed",
    );
    if (completed.length > 0) {
      throw ApiError.conflict(
        `The refund has ${completed.length} completed payment(s): a refund that paid money back cannot be cancelled.`,
      );
    }
    await tx
      .update(refundPayments)
      .set({ status: "cancelled", updatedAt: now })
      .where(
        and(
          eq(refundPayments.businessId, business.id),
          eq(refundPayments.refundId, refund.id),
          eq(refundPayments.status, "pending"),
        ),
      );
    const [cancelled] = await tx
      .update(refunds)
      .set({ status: "cancelled", updatedAt: now })
      .where(and(eq(refunds.businessId, business.id), eq(refunds.id, refund.id)))
      .returning();
    for (const invoiceId of await refundInvoiceIds(tx, business.id, refund.id)) {
      await settleInvoice(tx, business.id, invoiceId, now);
    }
    return cancelled!;
  });
}
