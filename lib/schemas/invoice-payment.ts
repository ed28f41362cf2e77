import { z } from "zod";
import { accountIdentifierInputSchema } from "./account";
import { PAYMENT_METHODS, type PaymentMethod } from "./bill-payment";
import { commaListSchema } from "./comma-list";
import { dateSchema, paginationQuerySchema, uuidListSchema, uuidSchema } from "./common";
import { exchangeRateSchema } from "./decimal-string";
import { centsSchema } from "./sales-tax";

const name = (max: number) =>
  z.string().trim().min(1, "Must not be empty.").max(max, `At most ${max} characters.`);

export const createInvoicePaymentSchema = z
  .object({
    amount_cents: z
      .number({ error: "Required: a number of cents." })
      .int("Must be a whole number of cents.")
      .gt(0, "Must be more than 0.")
      .max(Number.MAX_SAFE_INTEGER, "Too large.")
      .meta({ description: "In the invoice's currency; at most the invoice's outstanding balance." }),
    payment_date: dateSchema.optional().meta({ description: "Default: today in the business's time zone." }),
    payment_method: z.enum(PAYMENT_METHODS, { error: `Must be one of ${PAYMENT_METHODS.join(", ")}.` }),
    processor: name(50)
      .transform((value) => value.toLowerCase())
      .optional()
      .meta({
        description: "stripe, adyen, …: the payment goes to the payment clearing account until its payout.",
      }),
    processor_payment_id: name(255).optional().meta({
      description:
        "The processor's id; unique per processor. A repeat on the same invoice returns the first payment.",
    }),
    fee_cents: centsSchema
      .default(0)
      .meta({ description: "The processor's fee, informational: fees are posted by the payout." }),
    deposit_account_identifier: accountIdentifierInputSchema.nullish().meta({
      description: "A current-asset account (bank, cash) the money arrived in; default the bank account.",
    }),
    exchange_rate: exchangeRateSchema.optional().meta({
      description:
        "Foreign-currency invoices: the payment's rate, default the invoice's. The difference posts to FX.",
    }),
    reference: z.string().max(255, "At most 255 characters.").nullish(),
    memo: z.string().max(2000, "At most 2000 characters.").nullish(),
    external_id: name(255)
      .optional()
      .meta({ description: "Your id for the payment: a repeat returns the existing payment with 200." }),
  })
  .refine((payment) => payment.processor_payment_id === undefined || payment.processor !== undefined, {
    path: ["processor"],
    message: "Required with processor_payment_id.",
  })
  .refine((payment) => !payment.processor || !payment.deposit_account_identifier, {
    path: ["deposit_account_identifier"],
    message: "A processor's payments go to the payment clearing account: leave this out, or the processor.",
  });
export type CreateInvoicePaymentInput = z.output<typeof createInvoicePaymentSchema>;

export const invoicePaymentSchema = z
  .object({
    type: z.literal("InvoicePayment"),
    id: uuidSchema,
    invoice_id: uuidSchema,
    customer_id: uuidSchema,
    amount_cents: z.number().int(),
    currency: z.string(),
    payment_date: z.iso.date(),
    payment_method: z.enum(PAYMENT_METHODS),
    processor: z.string().nullable(),
    processor_payment_id: z.string().nullable(),
    deposit_account: z.object({ id: uuidSchema, type: z.literal("AccountId") }),
    exchange_rate: z.string(),
    fee_cents: z.number().int(),
    payout_id: uuidSchema.nullable(),
    is_paid_out: z.boolean(),
    status: z.string(),
    reference: z.string().nullable(),
    memo: z.string().nullable(),
    external_id: z.string().nullable(),
    journal_entry_id: uuidSchema.nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: "InvoicePayment" });
export type InvoicePaymentResponse = z.output<typeof invoicePaymentSchema>;
export type { PaymentMethod };

export const listInvoicePaymentsQuerySchema = paginationQuerySchema
  .extend({
    invoice_id: uuidSchema.optional(),
    customer_id: uuidListSchema
      .optional()
      .meta({ description: "One or more customer ids, comma-separated." }),
    payment_date_start: dateSchema.optional().meta({ description: "Paid on or after." }),
    payment_date_end: dateSchema.optional().meta({ description: "Paid on or before." }),
    processor: z.string().optional().meta({ description: "Comma-separated processor names." }),
    payout_id: uuidSchema.optional(),
    is_paid_out: z
      .enum(["true", "false"], { error: "Must be true or false." })
      .transform((value) => value === "true")
      .optional()
      .meta({ description: "Whether a payout settled the payment." }),
    payment_method: commaListSchema(PAYMENT_METHODS).optional(),
  })
  .refine(
    (query) =>
      !query.payment_date_start ||
      !query.payment_date_end ||
      query.payment_date_start <= query.payment_date_end,
    { path: ["payment_date_end"], message: "Must be on or after payment_date_start." },
  );
export type ListInvoicePaymentsQuery = z.output<typeof listInvoicePaymentsQuerySchema>;

export const invoicePaymentPathSchema = z.object({ business_id: uuidSchema, payment_id: uuidSchema });
