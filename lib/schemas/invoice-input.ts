import { z } from "zod";
import { exactlyOneParty } from "./documented-rules";
import { SUPPORTED_LOCALES } from "../i18n/locales";
import { accountIdentifierInputSchema } from "./account";
import { billLineInputSchema } from "./bill-input";
import { dateSchema, dateTimeSchema, uuidSchema } from "./common";
import { currencySchema } from "./currency";
import { exchangeRateSchema } from "./decimal-string";
import { documentUploadSchema } from "./document";
import { metadataSchema } from "./metadata";
import { additionalSalesTaxInputSchema, centsSchema } from "./sales-tax";

const text = (max: number) => z.string().max(max, `At most ${max} characters.`);
const nonEmpty = (max: number) => text(max).min(1, "Must not be empty.");

export const INVOICE_TYPES = ["invoice", "receipt"] as const;

/** An invoice line: a bill line's amounts, plus a discount and the caller's id for the line. */
export const invoiceLineInputSchema = billLineInputSchema
  .extend({
    account_identifier: accountIdentifierInputSchema.nullish().meta({
      description: "Revenue account; default the business's default revenue account.",
    }),
    discount_amount: centsSchema
      .default(0)
      .meta({ description: "Cents off the line's subtotal; taxes are computed on what is left." }),
    external_id: nonEmpty(255).nullish(),
  })
  .meta({ id: "InvoiceLineInput" });
export type InvoiceLineInput = z.output<typeof invoiceLineInputSchema>;

/** `POST /invoices/`. Shared with the browser's invoice form: no server imports here. */
export const createInvoiceSchema = z
  .object({
    external_id: nonEmpty(255)
      .optional()
      .meta({ description: "Your id for the invoice: a repeat returns the existing invoice with 200." }),
    invoice_number: nonEmpty(100).meta({ description: "Unique within the business (409 otherwise)." }),
    invoice_type: z.enum(INVOICE_TYPES, { error: "Must be invoice or receipt." }).default("invoice"),
    customer_id: uuidSchema
      .nullish()
      .meta({ description: "An existing customer; or use customer_external_id." }),
    customer_external_id: nonEmpty(255)
      .optional()
      .meta({ description: "Your id for the customer; an unknown one creates the customer." }),
    customer_name: nonEmpty(200)
      .optional()
      .meta({ description: "Names a customer that customer_external_id creates." }),
    status: z
      .enum(["DRAFT", "SENT"], { error: "Must be DRAFT or SENT." })
      .optional()
      .meta({ description: "SENT (or a sent_at) posts the invoice; default DRAFT." }),
    sent_at: dateTimeSchema.nullish().meta({
      description:
        "Sends the invoice: posts it to the ledger dated on this date in the business's time zone.",
    }),
    due_at: dateTimeSchema.optional().meta({
      description:
        "Default: the sent date plus the customer's payment_terms_days (30). A bare date is the start of that day " +
        "in the business's zone.",
    }),
    currency: currencySchema.optional().meta({ description: "Default: the business's base currency." }),
    exchange_rate: exchangeRateSchema.optional().meta({
      description: "Required for a currency other than the base currency: base units per one unit.",
    }),
    memo: text(4000).nullish(),
    reference_numbers: z.array(nonEmpty(255)).max(50, "At most 50 items.").optional(),
    metadata: metadataSchema.optional(),
    line_items: z
      .array(invoiceLineInputSchema, { error: "Required: a list of line items." })
      .min(1, "An invoice needs at least one line item.")
      .max(500, "At most 500 line items."),
    additional_discount: centsSchema
      .default(0)
      .meta({ description: "Cents off the whole invoice, after line discounts, before additional taxes." }),
    additional_sales_taxes: z.array(additionalSalesTaxInputSchema).max(20, "At most 20 taxes.").optional(),
    tips: centsSchema.default(0),
    tips_account: accountIdentifierInputSchema
      .nullish()
      .meta({ description: "Account credited with the tips; default the business's tips account." }),
    document: documentUploadSchema.optional().meta({ description: "The invoice's file." }),
  })
  .meta(exactlyOneParty("customer_id", "customer_external_id"));
export type CreateInvoiceInput = z.output<typeof createInvoiceSchema>;

export const sendInvoiceSchema = z.object({
  sent_at: dateTimeSchema.optional().meta({ description: "Default: now." }),
  due_at: dateTimeSchema.optional().meta({
    description: "Default: the invoice's due date, else the sent date plus the customer's payment terms.",
  }),
  generate_pdf: z.boolean({ error: "Must be true or false." }).default(true).meta({
    description: "Make the invoice's PDF (its `document`) when it has no document yet; false skips it.",
  }),
});
export type SendInvoiceInput = z.output<typeof sendInvoiceSchema>;

/** Endpoint 4. */
export const voidInvoiceSchema = z.object({
  invoice_number: nonEmpty(100).meta({ description: "Must equal the invoice's number." }),
  external_id: nonEmpty(255).optional(),
  memo: text(4000).optional(),
  customer_id: uuidSchema
    .optional()
    .meta({ description: "Write-only; when given it must be the invoice's." }),
});
export type VoidInvoiceInput = z.output<typeof voidInvoiceSchema>;

export const createInvoiceWriteOffSchema = z.object({
  amount_cents: z
    .number({ error: "Required: a number of cents." })
    .int("Must be a whole number of cents.")
    .gt(0, "Must be more than 0.")
    .max(Number.MAX_SAFE_INTEGER, "Too large.")
    .meta({ description: "In the invoice's currency; at most its outstanding balance." }),
  reason: text(1000).nullish(),
  write_off_date: dateSchema.optional().meta({ description: "Default: today in the business's time zone." }),
});
export type CreateInvoiceWriteOffInput = z.output<typeof createInvoiceWriteOffSchema>;

/** `POST /invoices/{invoice_id}/pdf/`. */
export const generateInvoicePdfSchema = z.object({
  locale: z
    .enum(SUPPORTED_LOCALES, { error: `Must be one of ${SUPPORTED_LOCALES.join(", ")}.` })
    .optional()
    .meta({ description: "The PDF's language; default the business's, from its country (else en-GB)." }),
});
export type GenerateInvoicePdfInput = z.output<typeof generateInvoicePdfSchema>;
