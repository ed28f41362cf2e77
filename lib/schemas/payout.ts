import { z } from "zod";
import { accountIdentifierInputSchema } from "./account";
import { commaListSchema } from "./comma-list";
import { dateTimeSchema, paginationQuerySchema, uuidSchema } from "./common";
import { textSchema } from "./credit-note";
import { currencySchema } from "./currency";
import { rangeRefinement } from "./query-range";
import { centsQuerySchema } from "./query-values";
import { centsSchema } from "./sales-tax";

export const PAYOUT_STATUSES = ["pending", "in_transit", "paid", "failed", "cancelled"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const RECONCILIATION_STATUSES = ["unreconciled", "partially_reconciled", "fully_reconciled"] as const;
export type ReconciliationStatus = (typeof RECONCILIATION_STATUSES)[number];

const idListSchema = (what: string) =>
  z
    .array(uuidSchema)
    .max(10_000, "At most 10,000 ids.")
    .default([])
    .meta({ description: `Completed ${what} of this processor that no other payout settles.` });

export const createPayoutSchema = z.object({
  processor: z
    .string()
    .trim()
    .min(1, "Must not be empty.")
    .max(50, "At most 50 characters.")
    .transform((value) => value.toLowerCase()),
  processor_payout_id: z
    .string()
    .trim()
    .min(1, "Must not be empty.")
    .max(255, "At most 255 characters.")
    .meta({
      description: "Unique per business: the same body again returns the payout, another body is 409.",
    }),
  invoice_payment_ids: idListSchema("invoice payments"),
  refund_payment_ids: idListSchema("refund payments"),
  fee_cents: centsSchema.default(0).meta({ description: "Fees the processor kept." }),
  additional_refunds_amount_cents: centsSchema.optional().meta({
    description: "Refunds the processor deducted that no refund payment here records.",
  }),
  paid_out_amount_cents: centsSchema.default(0).meta({ description: "What reached the bank." }),
  currency: currencySchema.optional().meta({ description: "The business's base currency (the default)." }),
  status: z.enum(PAYOUT_STATUSES).default("paid").meta({ description: "Only a paid payout is posted." }),
  completed_at: dateTimeSchema
    .optional()
    .meta({ description: "When it arrived; a paid payout defaults to now." }),
  deposit_account_identifier: accountIdentifierInputSchema.nullish().meta({
    description: "The bank account it arrived in; default the business's bank account.",
  }),
  external_id: z.string().trim().min(1, "Must not be empty.").max(255, "At most 255 characters.").optional(),
  reference_number: textSchema(255).nullish(),
  memo: textSchema(2000).nullish(),
  settlement_file_id: uuidSchema
    .nullish()
    .meta({ description: "A document of this business: the settlement file." }),
});
export type CreatePayoutInput = z.output<typeof createPayoutSchema>;

export const listPayoutsQuerySchema = paginationQuerySchema
  .extend({
    completed_at_start: dateTimeSchema.optional().meta({ description: "Completed at or after." }),
    completed_at_end: dateTimeSchema.optional().meta({ description: "Completed at or before." }),
    external_id: z.string().optional().meta({ description: "Case-insensitive substring." }),
    min_amount: centsQuerySchema.optional().meta({ description: "paid_out_amount_cents at least." }),
    max_amount: centsQuerySchema.optional().meta({ description: "paid_out_amount_cents at most." }),
    processor: z
      .string()
      .transform((value) => value.trim().toLowerCase())
      .optional()
      .meta({ description: "Processor name (case-insensitive)." }),
    reconciliation_status: commaListSchema(RECONCILIATION_STATUSES).optional(),
    status: commaListSchema(PAYOUT_STATUSES).optional(),
    search: textSchema(200).optional().meta({
      description:
        "Case-insensitive substring of the external id, reference number, memo or processor payout id.",
    }),
  })
  .refine(...rangeRefinement("completed_at_start", "completed_at_end"))
  .refine(...rangeRefinement("min_amount", "max_amount"));
export type ListPayoutsQuery = z.output<typeof listPayoutsQuerySchema>;

export const payoutPathSchema = z.object({ business_id: uuidSchema, payout_id: uuidSchema });

export const payoutSchema = z
  .object({
    id: uuidSchema,
    business_id: uuidSchema,
    processor_payout_id: z.string(),
    paid_out_amount_cents: z.number().int(),
    net_amount_cents: z.number().int().meta({ description: "Gross payments − total refunds, before fees." }),
    imported_at: z.iso.datetime(),
    payment_count: z.number().int(),
    refund_payment_count: z.number().int(),
    gross_payments_amount_cents: z.number().int(),
    total_refunds_amount_cents: z
      .number()
      .int()
      .meta({ description: "Refund payments plus additional_refunds_amount_cents." }),
    expected_net_amount_cents: z.number().int().meta({ description: "Gross − total refunds − fees." }),
    amount_variance_cents: z.number().int().meta({ description: "Paid out − expected net." }),
    settlement_file_id: uuidSchema.nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    external_id: z.string().optional(),
    fee_cents: z.number().int().optional(),
    additional_refunds_amount_cents: z.number().int().optional(),
    completed_at: z.iso.datetime().optional(),
    reference_number: z.string().optional(),
    memo: z.string().optional(),
    processor: z.string(),
    currency: z.string(),
    status: z.enum(PAYOUT_STATUSES),
    reconciliation_status: z.enum(RECONCILIATION_STATUSES),
    invoice_payment_ids: z.array(uuidSchema),
    refund_payment_ids: z.array(uuidSchema),
    journal_entry_id: uuidSchema.nullable(),
  })
  .meta({ id: "Payout" });
export type PayoutResponse = z.output<typeof payoutSchema>;
