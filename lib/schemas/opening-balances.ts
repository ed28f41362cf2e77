import { z } from "zod";
import { MAX_UNIT_PRICE_CENTS } from "./bill-input";
import { exactlyOneParty } from "./documented-rules";
import { dateSchema, uuidSchema } from "./common";
import { currencySchema } from "./currency";
import { exchangeRateSchema } from "./decimal-string";

const text = (max: number) => z.string().max(max, `At most ${max} characters.`);
const nonEmpty = (max: number) => text(max).min(1, "Must not be empty.");

const openAmountSchema = z
  .number({ error: "Required: a number of cents." })
  .int("Must be a whole number of cents.")
  .gt(0, "Must be more than 0.")
  .max(MAX_UNIT_PRICE_CENTS, "Too large.")
  .meta({ description: "What is still open, in the document's currency, tax included (whole cents)." });

const documentFields = {
  currency: currencySchema.optional().meta({ description: "Default: the business's base currency." }),
  exchange_rate: exchangeRateSchema.optional().meta({
    description: "Required for a currency other than the base currency: base units per one unit.",
  }),
  amount_cents: openAmountSchema,
  memo: text(4000).nullish(),
};

export const openingBillSchema = z
  .object({
    external_id: nonEmpty(255).meta({
      description:
        "Your id for the bill: a bill with this external_id is returned as it is and nothing is made.",
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
    bill_date: dateSchema.optional().meta({
      description: "Before as_of; default the day before. The bill is in the ledger from this date.",
    }),
    due_date: dateSchema.optional().meta({ description: "On or after bill_date; default 30 days after it." }),
    ...documentFields,
  })
  .meta({ id: "OpeningBillInput", ...exactlyOneParty("vendor_id", "vendor_external_id") });
export type OpeningBillInput = z.output<typeof openingBillSchema>;

export const openingInvoiceSchema = z
  .object({
    external_id: nonEmpty(255).meta({
      description: "Your id for the invoice: an invoice with this external_id is returned as it is.",
    }),
    invoice_number: nonEmpty(100).meta({ description: "Unique within the business (409 otherwise)." }),
    customer_id: uuidSchema
      .nullish()
      .meta({ description: "An existing customer; or use customer_external_id." }),
    customer_external_id: nonEmpty(255)
      .optional()
      .meta({ description: "Your id for the customer; an unknown one creates the customer." }),
    customer_name: nonEmpty(200)
      .optional()
      .meta({ description: "Names a customer that customer_external_id creates." }),
    invoice_date: dateSchema.optional().meta({
      description: "When it was sent: before as_of, default the day before. In the ledger from this date.",
    }),
    due_date: dateSchema.optional().meta({
      description: "On or after invoice_date; default the customer's payment terms after it.",
    }),
    ...documentFields,
  })
  .meta({ id: "OpeningInvoiceInput", ...exactlyOneParty("customer_id", "customer_external_id") });
export type OpeningInvoiceInput = z.output<typeof openingInvoiceSchema>;

/** `POST /opening-balances/`: the open bills and invoices a business brings from its previous system. */
export const createOpeningBalancesSchema = z
  .object({
    as_of: dateSchema.meta({
      description: "The first day of these books: every document is dated before it.",
    }),
    bills: z.array(openingBillSchema).max(500, "At most 500 bills.").default([]),
    invoices: z.array(openingInvoiceSchema).max(500, "At most 500 invoices.").default([]),
  })
  .refine((value) => value.bills.length + value.invoices.length > 0, {
    message: "Give at least one bill or invoice.",
    path: ["bills"],
  });
export type CreateOpeningBalancesInput = z.output<typeof createOpeningBalancesSchema>;

const openingDocumentSchema = z.object({
  id: uuidSchema,
  external_id: z.string(),
  currency: z.string(),
  amount_cents: z.number().int().meta({ description: "The document's total, in its currency." }),
  due_date: z.string().nullable(),
  is_new: z.boolean().meta({ description: "False when the external_id was known: nothing was made." }),
});

export const openingBalancesSchema = z
  .object({
    type: z.literal("OpeningBalances"),
    as_of: z.iso.date(),
    equity_account_id: uuidSchema.meta({ description: "The account the opening balances post against." }),
    bills: z.array(
      openingDocumentSchema.extend({ vendor_id: uuidSchema, bill_number: z.string().nullable() }),
    ),
    invoices: z.array(openingDocumentSchema.extend({ customer_id: uuidSchema, invoice_number: z.string() })),
  })
  .meta({ id: "OpeningBalances" });
export type OpeningBalancesResponse = z.output<typeof openingBalancesSchema>;
