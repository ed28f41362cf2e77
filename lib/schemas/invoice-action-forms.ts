import { z } from "zod";
import { minorDigits } from "../i18n/format";
import { parseMajorUnits } from "../money/major-units-input";
import { PAYMENT_METHODS } from "./bill-payment";
import type { CreateInvoiceWriteOffInput } from "./invoice-input";
import type { CreateInvoicePaymentInput } from "./invoice-payment";

/**
 * The embed's invoice action dialogs: amounts typed in major units of the invoice's currency, accounts chosen by id
 * ("" = the API's default). Messages are keys of the invoiceActions catalogue. No server imports: browser code.
 */
const amountText = z.string().trim().min(1, "amountRequired");
const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "dateRequired");

/** An issue on `amount` unless it is whole minor units above zero and at most `maxCents`. */
function checkAmount(currency: string, maxCents: number, tooLarge = "amountTooLarge") {
  return (values: { amount: string }, context: z.RefinementCtx) => {
    const cents = parseMajorUnits(values.amount, minorDigits(currency));
    if (!Number.isSafeInteger(cents) || cents <= 0)
      context.addIssue({ code: "custom", path: ["amount"], message: "amountInvalid" });
    else if (cents > maxCents) context.addIssue({ code: "custom", path: ["amount"], message: tooLarge });
  };
}

const cents = (currency: string, amount: string) => parseMajorUnits(amount, minorDigits(currency));
const accountOf = (id: string) => (id ? { type: "AccountId" as const, id } : null);

export const invoicePaymentFormValuesSchema = z.object({
  amount: amountText,
  payment_date: dateText,
  payment_method: z.enum(PAYMENT_METHODS),
  deposit_account_id: z.string(),
  reference: z.string().max(255),
});
export type InvoicePaymentFormValues = z.input<typeof invoicePaymentFormValuesSchema>;

/** Full or partial payment: at most the outstanding balance. */
export const invoicePaymentFormSchema = (currency: string, outstandingCents: number) =>
  invoicePaymentFormValuesSchema
    .superRefine(checkAmount(currency, outstandingCents))
    .transform((values): CreateInvoicePaymentInput => ({
      amount_cents: cents(currency, values.amount),
      payment_date: values.payment_date,
      payment_method: values.payment_method,
      fee_cents: 0,
      deposit_account_identifier: accountOf(values.deposit_account_id),
      reference: values.reference.trim() || null,
    }));

export const invoiceWriteOffFormValuesSchema = z.object({
  amount: amountText,
  write_off_date: dateText,
  reason: z.string().max(1000),
});
export type InvoiceWriteOffFormValues = z.input<typeof invoiceWriteOffFormValuesSchema>;

/** What is written off: at most the outstanding balance. */
export const invoiceWriteOffFormSchema = (currency: string, outstandingCents: number) =>
  invoiceWriteOffFormValuesSchema
    .superRefine(checkAmount(currency, outstandingCents))
    .transform((values): CreateInvoiceWriteOffInput => ({
      amount_cents: cents(currency, values.amount),
      write_off_date: values.write_off_date,
      reason: values.reason.trim() || null,
    }));

export const invoiceRefundFormValuesSchema = z.object({
  amount: amountText,
  memo: z.string().max(2000),
  is_paid_now: z.boolean(),
  paid_from_account_id: z.string(),
});
export type InvoiceRefundFormValues = z.input<typeof invoiceRefundFormValuesSchema>;

/** A refund of this one invoice, and whether (and from where) the money went back already. */
export interface InvoiceRefundRequest {
  amount_cents: number;
  memo: string | null;
  /** Null: the refund stays pending until a refund payment completes it. */
  paid_from: { account: { type: "AccountId"; id: string } | null } | null;
}

/** At most what was paid on the invoice and not refunded yet. */
export const invoiceRefundFormSchema = (currency: string, refundableCents: number) =>
  invoiceRefundFormValuesSchema
    .superRefine(checkAmount(currency, refundableCents, "refundTooLarge"))
    .transform((values): InvoiceRefundRequest => ({
      amount_cents: cents(currency, values.amount),
      memo: values.memo.trim() || null,
      paid_from: values.is_paid_now ? { account: accountOf(values.paid_from_account_id) } : null,
    }));
