import { z } from "zod";
import { uuidSchema } from "./common";
import { documentSchema } from "./document";
import { REFUND_STATUSES } from "./refund";
import { refundPaymentSchema } from "./refund-payment";

export const refundAllocationSchema = z.object({
  id: uuidSchema,
  amount: z.number().int(),
  invoice_id: uuidSchema,
  invoice_number: z.string(),
  invoice_outstanding_balance_cents: z.number().int(),
  target_description: z.string().meta({ description: "What the allocation refunds: `Invoice <number>`." }),
  description: z.string().nullable(),
  allocation_date: z.iso.datetime(),
});

export const refundSchema = z
  .object({
    id: uuidSchema,
    refunded_amount: z.number().int(),
    customer_id: uuidSchema,
    customer_name: z.string(),
    allocations: z.array(refundAllocationSchema),
    refund_payments: z.array(refundPaymentSchema),
    document: documentSchema.nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    external_id: z.string().nullable(),
    completed_at: z.iso
      .datetime()
      .nullable()
      .meta({ description: "When its payments completed it (status paid)." }),
    is_dedicated: z.boolean(),
    memo: z.string().nullable(),
    reference_number: z.string().nullable(),
    metadata: z.unknown(),
    status: z.enum(REFUND_STATUSES),
    currency: z.string(),
    exchange_rate: z.string(),
    paid_amount: z.number().int().meta({ description: "Cents of completed refund payments." }),
  })
  .meta({ id: "Refund" });
export type RefundResponse = z.output<typeof refundSchema>;
