import { z } from "zod";
import { accountIdentifierInputSchema } from "./account";
import { commaListSchema } from "./comma-list";
import { dateSchema, paginationQuerySchema, uuidListSchema, uuidSchema } from "./common";
import { exchangeRateSchema } from "./decimal-string";

export const PAYMENT_METHODS = ["bank_transfer", "card", "cash", "check", "direct_debit", "other"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const createBillPaymentSchema = z.object({
  amount_cents: z
    .number({ error: "Required: a number of cents." })
    .int("Must be a whole number of cents.")
    .gt(0, "Must be more than 0.")
    .max(Number.MAX_SAFE_INTEGER, "Too large.")
    .meta({ description: "In the bill's currency; at most the bill's outstanding balance." }),
  payment_date: dateSchema.optional().meta({ description: "Default: today in the business's time zone." }),
  payment_method: z.enum(PAYMENT_METHODS, { error: `Must be one of ${PAYMENT_METHODS.join(", ")}.` }),
  paid_from_account_identifier: accountIdentifierInputSchema.nullish().meta({
    description: "A current-asset account (bank, cash); default the business's bank account.",
  }),
  exchange_rate: exchangeRateSchema.optional().meta({
    description:
      "Foreign-currency bills: the payment's rate, default the bill's. The difference posts to FX.",
  }),
  reference: z.string().max(255, "At most 255 characters.").nullish(),
  memo: z.string().max(2000, "At most 2000 characters.").nullish(),
  external_id: z
    .string()
    .min(1, "Must not be empty.")
    .max(255, "At most 255 characters.")
    .optional()
    .meta({ description: "Your id for the payment: a repeat returns the existing payment with 200." }),
});
export type CreateBillPaymentInput = z.output<typeof createBillPaymentSchema>;

export const billPaymentSchema = z
  .object({
    type: z.literal("BillPayment"),
    id: uuidSchema,
    bill_id: uuidSchema,
    vendor_id: uuidSchema,
    amount_cents: z.number().int(),
    currency: z.string(),
    payment_date: z.iso.date(),
    payment_method: z.enum(PAYMENT_METHODS),
    paid_from_account: z.object({ id: uuidSchema, type: z.literal("AccountId") }),
    exchange_rate: z.string(),
    reference: z.string().nullable(),
    memo: z.string().nullable(),
    external_id: z.string().nullable(),
    journal_entry_id: uuidSchema.nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "BillPayment" });
export type BillPaymentResponse = z.output<typeof billPaymentSchema>;

export const listBillPaymentsQuerySchema = paginationQuerySchema
  .extend({
    bill_id: uuidSchema.optional(),
    vendor_id: uuidListSchema.optional().meta({ description: "One or more vendor ids, comma-separated." }),
    payment_date_start: dateSchema.optional().meta({ description: "Paid on or after." }),
    payment_date_end: dateSchema.optional().meta({ description: "Paid on or before." }),
    payment_method: commaListSchema(PAYMENT_METHODS).optional(),
  })
  .refine(
    (query) =>
      !query.payment_date_start ||
      !query.payment_date_end ||
      query.payment_date_start <= query.payment_date_end,
    { path: ["payment_date_end"], message: "Must be on or after payment_date_start." },
  );
export type ListBillPaymentsQuery = z.output<typeof listBillPaymentsQuerySchema>;

export const billPaymentPathSchema = z.object({ business_id: uuidSchema, payment_id: uuidSchema });
