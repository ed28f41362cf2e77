import { z } from "zod";
import { exactlyOneParty } from "./documented-rules";
import { commaListSchema } from "./comma-list";
import { dateTimeSchema, paginationQuerySchema, uuidListSchema, uuidSchema } from "./common";
import { positiveCentsSchema, textSchema } from "./credit-note";
import { exchangeRateSchema } from "./decimal-string";
import { documentUploadSchema } from "./document";
import { metadataSchema } from "./metadata";
import { rangeRefinement } from "./query-range";
import { booleanQuerySchema, centsQuerySchema, orderingSchema, textListQuerySchema } from "./query-values";

export const REFUND_STATUSES = ["pending", "processing", "paid", "failed", "cancelled"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const REFUND_ORDERING_FIELDS = ["completed_at", "created_at", "refunded_amount"] as const;

const externalIdSchema = z.string().trim().min(1, "Must not be empty.").max(255, "At most 255 characters.");

export const refundAllocationInputSchema = z.object({
  invoice_id: uuidSchema,
  amount: positiveCentsSchema.meta({ description: "Cents of the refund paid back on this invoice." }),
  description: textSchema(500).nullish(),
});
export type RefundAllocationInput = z.output<typeof refundAllocationInputSchema>;

export const createRefundSchema = z
  .object({
    customer_id: uuidSchema.nullish(),
    customer_external_id: externalIdSchema.optional(),
    refunded_amount: positiveCentsSchema.meta({ description: "Cents; the allocations must add up to it." }),
    allocations: z
      .array(refundAllocationInputSchema)
      .min(1, "At least one allocation.")
      .max(100, "At most 100 allocations.")
      .meta({ description: "Paid or partially paid invoices of the customer, in one currency." }),
    is_dedicated: z
      .boolean()
      .default(false)
      .meta({ description: "A dedicated refund has exactly one allocation." }),
    exchange_rate: exchangeRateSchema.optional().meta({
      description: "Foreign-currency invoices: the refund's rate, default the first invoice's.",
    }),
    external_id: externalIdSchema
      .optional()
      .meta({ description: "A repeat returns the existing refund with 200." }),
    reference_number: textSchema(255).nullish(),
    memo: textSchema(2000).nullish(),
    metadata: metadataSchema.optional(),
    document: documentUploadSchema.optional(),
  })
  .refine((body) => body.allocations.reduce((sum, a) => sum + a.amount, 0) === body.refunded_amount, {
    path: ["refunded_amount"],
    message: "Must equal the sum of the allocations' amounts.",
  })
  .refine((body) => !body.is_dedicated || body.allocations.length === 1, {
    path: ["allocations"],
    message: "A dedicated refund has exactly one allocation.",
  })
  .meta(exactlyOneParty("customer_id", "customer_external_id"));
export type CreateRefundInput = z.output<typeof createRefundSchema>;

export const listRefundsQuerySchema = paginationQuerySchema
  .extend({
    completed_at_start: dateTimeSchema.optional().meta({ description: "Completed at or after." }),
    completed_at_end: dateTimeSchema.optional().meta({ description: "Completed at or before." }),
    customer_external_id: z.string().optional(),
    customer_id: uuidListSchema
      .optional()
      .meta({ description: "One or more customer ids, comma-separated." }),
    external_id: z.string().optional().meta({ description: "Exact match." }),
    is_dedicated: booleanQuerySchema.optional(),
    min_amount: centsQuerySchema.optional().meta({ description: "refunded_amount at least, in cents." }),
    max_amount: centsQuerySchema.optional().meta({ description: "refunded_amount at most, in cents." }),
    ordering: orderingSchema(REFUND_ORDERING_FIELDS).optional().meta({ description: "Default -created_at." }),
    reference_numbers: textListQuerySchema
      .optional()
      .meta({ description: "Comma-separated, exact matches." }),
    status: commaListSchema(REFUND_STATUSES).optional(),
    search: textSchema(200).optional().meta({
      description: "Case-insensitive substring of the external id, reference number, memo or customer name.",
    }),
  })
  .refine(...rangeRefinement("completed_at_start", "completed_at_end"))
  .refine(...rangeRefinement("min_amount", "max_amount"));
export type ListRefundsQuery = z.output<typeof listRefundsQuerySchema>;

export const refundPathSchema = z.object({ business_id: uuidSchema, refund_id: uuidSchema });
