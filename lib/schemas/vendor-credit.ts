import { z } from "zod";
import { accountIdentifierInputSchema } from "./account";
import { commaListSchema } from "./comma-list";
import { dateTimeSchema, paginationQuerySchema, uuidListSchema, uuidSchema } from "./common";
import { currencySchema } from "./currency";
import { exchangeRateSchema } from "./decimal-string";
import { documentUploadSchema } from "./document";
import { metadataSchema } from "./metadata";
import { salesTaxInputSchema } from "./sales-tax";

export const VENDOR_CREDIT_STATUSES = ["draft", "received", "partially_applied", "applied", "void"] as const;
export type VendorCreditStatus = (typeof VENDOR_CREDIT_STATUSES)[number];

const positiveCentsSchema = z
  .number({ error: "Must be a number of cents." })
  .int("Must be a whole number of cents.")
  .min(1, "Must be more than 0.")
  .max(Number.MAX_SAFE_INTEGER, "Too large.");

const text = (max: number) => z.string().max(max, `At most ${max} characters.`);

/** Transaction tags: key-value objects such as `{"key": "project", "value": "apollo"}`. */
export const transactionTagsSchema = z
  .array(z.record(z.string(), z.unknown(), { error: "Each tag must be an object." }))
  .max(100, "At most 100 tags.");

/** Line tags: the spec's request says objects and its response says strings, so either is kept as sent. */
const lineTagsSchema = z
  .array(
    z.union([text(255), z.record(z.string(), z.unknown())], { error: "Each tag: a string or an object." }),
  )
  .max(100, "At most 100 tags.");

export const vendorCreditLineInputSchema = z.object({
  amount: positiveCentsSchema.meta({ description: "Cents before taxes, in the credit's currency." }),
  expense_account_identifier: accountIdentifierInputSchema.optional().meta({
    description: "AccountId or AccountCode; the business's default expense account when left out.",
  }),
  sales_taxes: z.array(salesTaxInputSchema).max(10, "At most 10 taxes per line.").default([]),
  memo: text(1000).nullish(),
  metadata: metadataSchema.optional(),
  reference_number: text(255).nullish(),
  tags: lineTagsSchema.default([]),
});
export type VendorCreditLineInput = z.output<typeof vendorCreditLineInputSchema>;

export const vendorCreditAllocationInputSchema = z.object({
  bill_id: uuidSchema,
  amount: positiveCentsSchema.meta({ description: "Cents of the credit applied to the bill." }),
});
export type VendorCreditAllocationInput = z.output<typeof vendorCreditAllocationInputSchema>;

const lineItemsSchema = z.array(vendorCreditLineInputSchema).min(1, "At least one line.").max(500);
const allocationsSchema = z.array(vendorCreditAllocationInputSchema).max(500, "At most 500 allocations.");

/** Fields both create and update accept. */
const editableFields = {
  external_id: z.string().min(1, "Must not be empty.").max(255, "At most 255 characters."),
  credit_note_number: text(255).nullish(),
  received_at: dateTimeSchema.meta({
    description: "Setting it moves a draft to received and posts the entry.",
  }),
  memo: text(2000).nullish(),
  tags: transactionTagsSchema,
  metadata: metadataSchema,
  source_bill_id: uuidSchema.nullish(),
  line_items: lineItemsSchema,
  allocations: allocationsSchema.meta({
    description: "Replaces the credit's allocation set: a bill left out is unapplied.",
  }),
};

export const createVendorCreditSchema = z.object({
  ...editableFields,
  external_id: editableFields.external_id.optional(),
  received_at: editableFields.received_at.optional(),
  tags: transactionTagsSchema.default([]),
  metadata: metadataSchema.optional(),
  allocations: allocationsSchema.optional(),
  vendor_id: uuidSchema.nullish(),
  vendor_external_id: z.string().min(1, "Must not be empty.").max(255, "At most 255 characters.").optional(),
  vendor_name: text(200).optional().meta({ description: "Names a vendor that vendor_external_id creates." }),
  currency: currencySchema.optional().meta({ description: "Defaults to the business's base currency." }),
  exchange_rate: exchangeRateSchema.optional(),
});
export type CreateVendorCreditInput = z.output<typeof createVendorCreditSchema>;

export const updateVendorCreditSchema = z.object({
  ...editableFields,
  external_id: editableFields.external_id.optional(),
  received_at: editableFields.received_at.optional(),
  tags: transactionTagsSchema.optional(),
  metadata: metadataSchema.optional(),
  line_items: lineItemsSchema.optional(),
  allocations: allocationsSchema.optional(),
  document: documentUploadSchema.optional(),
});
export type UpdateVendorCreditInput = z.output<typeof updateVendorCreditSchema>;

export const listVendorCreditsQuerySchema = paginationQuerySchema
  .extend({
    received_at_start: dateTimeSchema.optional().meta({ description: "Received at or after." }),
    received_at_end: dateTimeSchema.optional().meta({ description: "Received at or before." }),
    source_bill_id: uuidSchema.optional(),
    status: commaListSchema(VENDOR_CREDIT_STATUSES).optional(),
    vendor_external_id: z.string().optional(),
    vendor_id: uuidListSchema.optional().meta({ description: "One or more vendor ids, comma-separated." }),
    search: text(200).optional().meta({
      description:
        "Case-insensitive substring of the credit note number, the external id or the vendor's name.",
    }),
  })
  .refine(
    (q) =>
      !q.received_at_start ||
      !q.received_at_end ||
      Date.parse(q.received_at_start) <= Date.parse(q.received_at_end),
    { path: ["received_at_end"], message: "Must be at or after received_at_start." },
  );
export type ListVendorCreditsQuery = z.output<typeof listVendorCreditsQuerySchema>;

export const vendorCreditPathSchema = z.object({ business_id: uuidSchema, credit_id: uuidSchema });
