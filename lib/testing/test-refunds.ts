import type { BusinessRow } from "../businesses/business-serializer";
import type { Db } from "../db/client";
import { createRefund } from "../receivables/refunds/create-refund";
import { createRefundPayment } from "../receivables/refunds/create-refund-payment";
import { createRefundSchema } from "../schemas/refund";
import { createRefundPaymentSchema } from "../schemas/refund-payment";

/** A refund made by createRefund (the API's own code) of `allocations`, their amounts adding up to the refund. */
export async function createTestRefund(
  db: Db,
  business: BusinessRow,
  customerId: string,
  allocations: { invoice_id: string; amount: number }[],
  extra: Record<string, unknown> = {},
  now?: Date,
) {
  const input = createRefundSchema.parse({
    customer_id: customerId,
    refunded_amount: allocations.reduce((sum, allocation) => sum + allocation.amount, 0),
    allocations,
    ...extra,
  });
  return (await createRefund(db, business, input, now)).refund;
}

/** A refund payment made by createRefundPayment; completed at noon of 2025-04-01 unless `fields` say otherwise. */
export async function payTestRefund(
  db: Db,
  business: BusinessRow,
  refundId: string,
  fields: Record<string, unknown>,
  now?: Date,
) {
  const input = createRefundPaymentSchema.parse({ completed_at: "2025-04-01T12:00:00Z", ...fields });
  return createRefundPayment(db, business, refundId, input, now);
}
