import { z } from "zod";
import { exactlyOneParty } from "./documented-rules";
import { accountIdentifierInputSchema } from "./account";
import { commaListSchema } from "./comma-list";
import { dateTimeSchema, paginationQuerySchema, uuidListSchema, uuidSchema } from "./common";
import {
  creditAllocationsSchema,
  creditCreateFields,
  creditLineInputFields,
  creditLineItemsSchema,
  creditNoteFields,
  issuedAtSchema,
  positiveCentsSchema,
  creditUpdateFields,
  textSchema,
} from "./credit-note";

export const VENDOR_CREDIT_STATUSES = ["draft", "received", "partially_applied", "applied", "void"] as const;
export type VendorCreditStatus = (typeof VENDOR_CREDIT_STATUSES)[number];

export const vendorCreditLineInputSchema = z.object({
  ...creditLineInputFields,
  expense_account_identifier: accountIdentifierInputSchema.optional().meta({
    description: "AccountId or AccountCode; the business's default expense account when left out.",
  }),
});
export type VendorCreditLineInput = z.output<typeof vendorCreditLineInputSchema>;

export const vendorCreditAllocationInputSchema = z.object({
  bill_id: uuidSchema,
  amount: positiveCentsSchema.meta({ description: "Cents of the credit applied to the bill." }),
});
export type VendorCreditAllocationInput = z.output<typeof vendorCreditAllocationInputSchema>;

const lineItemsSchema = creditLineItemsSchema(vendorCreditLineInputSchema);
const allocationsSchema = creditAllocationsSchema(vendorCreditAllocationInputSchema);

/** Fields both create and update accept. */
const editableFields = {
  ...creditNoteFields,
  received_at: issuedAtSchema("Setting it moves a draft to received and posts the entry."),
  source_bill_id: uuidSchema.nullish(),
  line_items: lineItemsSchema,
  allocations: allocationsSchema.meta({
    description: "Replaces the credit's allocation set: a bill left out is unapplied.",
  }),
};

export const createVendorCreditSchema = z
  .object({
    ...editableFields,
    ...creditCreateFields,
    received_at: editableFields.received_at.optional(),
    allocations: allocationsSchema.optional(),
    vendor_id: uuidSchema.nullish(),
    vendor_external_id: z
      .string()
      .min(1, "Must not be empty.")
      .max(255, "At most 255 characters.")
      .optional(),
    vendor_name: textSchema(200)
      .optional()
      .meta({ description: "Names a vendor that vendor_external_id creates." }),
  })
  .meta(exactlyOneParty("vendor_id", "vendor_external_id"));
export type CreateVendorCreditInput = z.output<typeof createVendorCreditSchema>;

export const updateVendorCreditSchema = z.object({
  ...editableFields,
  ...creditUpdateFields,
  received_at: editableFields.received_at.optional(),
  line_items: lineItemsSchema.optional(),
  allocations: allocationsSchema.optional(),
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
    search: textSchema(200).optional().meta({
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
