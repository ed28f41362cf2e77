import { z } from "zod";
import { accountIdentifierInputSchema } from "./account";
import { dateTimeSchema, uuidSchema } from "./common";
import { positiveCentsSchema, textSchema, transactionTagsSchema } from "./credit-note";
import { metadataSchema } from "./metadata";
import { centsSchema } from "./sales-tax";

export const createRefundPaymentSchema = z
  .object({
    refunded_amount: positiveCentsSchema.meta({
      description: "Cents; at most what the refund still has to pay.",
    }),
    refund_processing_fee: centsSchema.default(0).meta({
      description:
        "Cents. Posted with the payment when paid from a bank account; a processor's is posted by its payout.",
    }),
    processor: z
      .string()
      .trim()
      .min(1, "Must not be empty.")
      .max(50, "At most 50 characters.")
      .transform((value) => value.toLowerCase())
      .optional()
      .meta({
        description: "stripe, adyen, …: the money leaves the payment clearing account, settled by a payout.",
      }),
    paid_from_account_identifier: accountIdentifierInputSchema.nullish().meta({
      description: "Without a processor: the bank or cash account the money left; default the bank account.",
    }),
    completed_at: dateTimeSchema.optional().meta({
      description: "Given: the payment is completed and posted now; else it is pending until completed.",
    }),
    external_id: z
      .string()
      .trim()
      .min(1, "Must not be empty.")
      .max(255, "At most 255 characters.")
      .optional()
      .meta({ description: "A repeat on the same refund returns the existing payment with 200." }),
    memo: textSchema(2000).nullish(),
    metadata: metadataSchema.optional(),
    transaction_tags: transactionTagsSchema.default([]),
  })
  .refine((payment) => !payment.processor || !payment.paid_from_account_identifier, {
    path: ["paid_from_account_identifier"],
    message: "A processor's refunds leave the payment clearing account: leave this out, or the processor.",
  });
export type CreateRefundPaymentInput = z.output<typeof createRefundPaymentSchema>;

export const completeRefundPaymentSchema = z.object({
  completed_at: dateTimeSchema.optional().meta({ description: "Default: now." }),
});
export type CompleteRefundPaymentInput = z.output<typeof completeRefundPaymentSchema>;

export const reconciledBankTransactionSchema = z.object({
  bank_transaction_id: uuidSchema,
  bank_transaction_date: z.iso.datetime(),
  bank_transaction_amount_cents: z.number().int(),
  bank_transaction_direction: z.string(),
  reconciled_amount_cents: z.number().int(),
  reconciliation_link_id: uuidSchema,
  reconciled_at: z.iso.datetime(),
  currency: z.string(),
  payment_type: z.string(),
  bank_account_name: z.string(),
  notes: z.string(),
});
export type ReconciledBankTransaction = z.output<typeof reconciledBankTransactionSchema>;

export const refundPaymentSchema = z
  .object({
    id: uuidSchema,
    refund_id: uuidSchema,
    refunded_amount: z.number().int(),
    refund_processing_fee: z.number().int(),
    reconciled_bank_transactions: z
      .array(reconciledBankTransactionSchema)
      .meta({ description: "The bank lines matched to this payment (docs/banking.md), oldest first." }),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    external_id: z.string().nullable(),
    completed_at: z.iso.datetime().nullable(),
    processor: z.string().nullable(),
    transaction_tags: z.unknown(),
    memo: z.string().nullable(),
    metadata: z.unknown(),
    status: z.enum(["pending", "completed", "failed", "cancelled"]),
    payout_id: uuidSchema.nullable(),
  })
  .meta({ id: "RefundPayment" });
export type RefundPaymentResponse = z.output<typeof refundPaymentSchema>;

export const refundPaymentPathSchema = z.object({
  business_id: uuidSchema,
  refund_id: uuidSchema,
  payment_id: uuidSchema,
});
