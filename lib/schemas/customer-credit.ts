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
  creditUpdateFields,
  issuedAtSchema,
  positiveCentsSchema,
  textSchema,
} from "./credit-note";
import { rangeRefinement } from "./query-range";

export const CUSTOMER_CREDIT_STATUSES = ["draft", "sent", "partially_applied", "applied", "void"] as const;
export type CustomerCreditStatus = (typeof CUSTOMER_CREDIT_STATUSES)[number];

export const customerCreditLineInputSchema = z.object({
  ...creditLineInputFields,
  revenue_account_identifier: accountIdentifierInputSchema.optional().meta({
    description: "AccountId or AccountCode; the business's default revenue account when left out.",
  }),
});
export type CustomerCreditLineInput = z.output<typeof customerCreditLineInputSchema>;

export const customerCreditAllocationInputSchema = z.object({
  invoice_id: uuidSchema,
  amount: positiveCentsSchema.meta({ description: "Cents of the credit applied to the invoice." }),
});
export type CustomerCreditAllocationInput = z.output<typeof customerCreditAllocationInputSchema>;

const lineItemsSchema = creditLineItemsSchema(customerCreditLineInputSchema);
const allocationsSchema = creditAllocationsSchema(customerCreditAllocationInputSchema);

/** Fields both create and update accept. */
const editableFields = {
  ...creditNoteFields,
  sent_at: issuedAtSchema("Setting it moves a draft to sent and posts the entry."),
  source_invoice_id: uuidSchema.nullish(),
  line_items: lineItemsSchema,
  allocations: allocationsSchema.meta({
    description: "Replaces the credit's allocation set: an invoice left out is unapplied.",
  }),
};

export const createCustomerCreditSchema = z
  .object({
    ...editableFields,
    ...creditCreateFields,
    sent_at: editableFields.sent_at.optional(),
    allocations: allocationsSchema.optional(),
    customer_id: uuidSchema.nullish(),
    customer_external_id: z
      .string()
      .min(1, "Must not be empty.")
      .max(255, "At most 255 characters.")
      .optional(),
    customer_name: textSchema(200)
      .optional()
      .meta({ description: "Names a customer that customer_external_id creates." }),
  })
  .meta(exactlyOneParty("customer_id", "customer_external_id"));
export type CreateCustomerCreditInput = z.output<typeof createCustomerCreditSchema>;

export const updateCustomerCreditSchema = z.object({
  ...editableFields,
  ...creditUpdateFields,
  sent_at: editableFields.sent_at.optional(),
  line_items: lineItemsSchema.optional(),
  allocations: allocationsSchema.optional(),
});
export type UpdateCustomerCreditInput = z.output<typeof updateCustomerCreditSchema>;

export const listCustomerCreditsQuerySchema = paginationQuerySchema
  .extend({
    customer_external_id: z.string().optional(),
    customer_id: uuidListSchema
      .optional()
      .meta({ description: "One or more customer ids, comma-separated." }),
    sent_at_start: dateTimeSchema.optional().meta({ description: "Sent at or after." }),
    sent_at_end: dateTimeSchema.optional().meta({ description: "Sent at or before." }),
    source_invoice_id: uuidSchema.optional(),
    status: commaListSchema(CUSTOMER_CREDIT_STATUSES).optional(),
    search: textSchema(200).optional().meta({
      description:
        "Case-insensitive substring of the credit note number, the external id or the customer's name.",
    }),
  })
  .refine(...rangeRefinement("sent_at_start", "sent_at_end"));
export type ListCustomerCreditsQuery = z.output<typeof listCustomerCreditsQuerySchema>;

export const customerCreditPathSchema = z.object({ business_id: uuidSchema, credit_id: uuidSchema });
