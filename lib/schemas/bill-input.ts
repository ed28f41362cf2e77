import { z } from "zod";
import { exactlyOneParty } from "./documented-rules";
import { accountIdentifierInputSchema } from "./account";
import { dateSchema, dateTimeSchema, uuidSchema } from "./common";
import { currencySchema } from "./currency";
import { exchangeRateSchema } from "./decimal-string";
import { documentUploadSchema } from "./document";
import { metadataSchema } from "./metadata";
import { additionalSalesTaxInputSchema, salesTaxInputSchema } from "./sales-tax";

const text = (max: number) => z.string().max(max, `At most ${max} characters.`);
const nonEmpty = (max: number) => text(max).min(1, "Must not be empty.");

/** At most `digits` decimals, which is what the numeric column keeps exactly. */
const hasAtMostDecimals = (digits: number) => (value: number) => Number(value.toFixed(digits)) === value;

/** The largest unit price of a bill or invoice line, in cents (an opening balance's amount is one such line). */
export const MAX_UNIT_PRICE_CENTS = 10_000_000_000_000;

export const billLineInputSchema = z
  .object({
    quantity: z
      .number({ error: "Must be a number." })
      .gt(0, "Must be more than 0.")
      .max(1_000_000_000, "Must be 1,000,000,000 or less.")
      .refine(hasAtMostDecimals(6), "At most 6 decimals.")
      .default(1)
      .meta({
        description: "More than 0, at most 1,000,000,000, with at most 6 decimals.",
        multipleOf: 0.000001,
      }),
    unit_price: z
      .number({ error: "Required: a number of cents." })
      .min(0, "Must be 0 or more.")
      .max(MAX_UNIT_PRICE_CENTS, "Too large.")
      .refine(hasAtMostDecimals(6), "At most 6 decimals.")
      .meta({
        description: "Cents; fractions of a cent are allowed, at most 6 decimals.",
        multipleOf: 0.000001,
      }),
    description: text(1000).nullish(),
    product: text(255).nullish(),
    account_identifier: accountIdentifierInputSchema.nullish().meta({
      description: "Expense or asset account; default the business's default expense account.",
    }),
    sales_taxes: z.array(salesTaxInputSchema).max(10, "At most 10 taxes per line.").default([]),
  })
  .meta({ id: "BillLineInput" });
export type BillLineInput = z.output<typeof billLineInputSchema>;

/** Endpoint 3. Shared with the browser's bill form: no server imports here. */
const billFields = {
  external_id: nonEmpty(255).meta({
    description: "Your id for the bill: a repeat returns the existing bill with 200 and creates nothing.",
  }),
  vendor_id: uuidSchema.nullish().meta({ description: "An existing vendor; or use vendor_external_id." }),
  vendor_external_id: nonEmpty(255)
    .optional()
    .meta({ description: "Your id for the vendor; an unknown one creates the vendor." }),
  vendor_name: nonEmpty(200)
    .optional()
    .meta({ description: "Names a vendor that vendor_external_id creates." }),
  bill_number: nonEmpty(255).nullish(),
  vendor_bill_number: nonEmpty(255).nullish(),
  purchase_order_number: nonEmpty(255).nullish(),
  memo: text(4000).nullish(),
  reference_numbers: z.array(nonEmpty(255)).max(50, "At most 50 items.").optional(),
  attachment_urls: z.array(nonEmpty(2048)).max(50, "At most 50 items.").optional(),
  metadata: metadataSchema.optional(),
  bill_date: dateSchema.optional().meta({ description: "Default: today in the business's time zone." }),
  received_at: dateTimeSchema.optional().meta({ description: "Default: now." }),
  due_at: dateTimeSchema.optional().meta({
    description:
      "Default: 30 days after bill_date. A bare date means the start of that day in the business's zone.",
  }),
  approved_at: dateTimeSchema.nullish().meta({
    description: "Supplying it posts the bill to the ledger, dated on its date in the business's time zone.",
  }),
  currency: currencySchema.optional().meta({ description: "Default: the business's base currency." }),
  exchange_rate: exchangeRateSchema.optional().meta({
    description: "Required for a currency other than the base currency: base units per one unit.",
  }),
  line_items: z
    .array(billLineInputSchema, { error: "Required: a list of line items." })
    .min(1, "A bill needs at least one line item.")
    .max(500, "At most 500 line items."),
  additional_sales_taxes: z.array(additionalSalesTaxInputSchema).max(20, "At most 20 taxes.").optional(),
  document: documentUploadSchema
    .optional()
    .meta({ description: "The bill's file (document_type purchase_invoice)." }),
};
export const createBillSchema = z.object(billFields).meta(exactlyOneParty("vendor_id", "vendor_external_id"));
export type CreateBillInput = z.output<typeof createBillSchema>;
