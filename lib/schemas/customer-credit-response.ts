import { z } from "zod";
import { uuidSchema } from "./common";
import { creditLineResponseFields, creditResponseFields } from "./credit-note";
import { CUSTOMER_CREDIT_STATUSES } from "./customer-credit";

export const customerCreditLineSchema = z.object({
  ...creditLineResponseFields,
  revenue_account_identifier: z.object({ id: uuidSchema, type: z.literal("AccountId") }),
});

export const customerCreditAllocationSchema = z.object({
  invoice_id: uuidSchema,
  invoice_number: z.string(),
  amount_cents: z.number().int(),
  invoice_outstanding_balance_cents: z.number().int(),
  applied_at: z.iso.datetime(),
});

/** The short customer reference a customer credit embeds. */
export const customerReferenceSchema = z.object({
  id: uuidSchema,
  external_id: z.string().nullable(),
  display_name: z.string(),
});

export const customerCreditSchema = z
  .object({
    id: uuidSchema,
    status: z.enum(CUSTOMER_CREDIT_STATUSES),
    sent_at: z.iso.datetime().nullable(),
    customer: customerReferenceSchema,
    source_invoice_id: uuidSchema.nullable(),
    line_items: z.array(customerCreditLineSchema),
    allocations: z.array(customerCreditAllocationSchema).meta({ description: "Active allocations only." }),
    ...creditResponseFields,
  })
  .meta({ id: "CustomerCredit" });
export type CustomerCreditResponse = z.output<typeof customerCreditSchema>;
