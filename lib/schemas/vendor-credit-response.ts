import { z } from "zod";
import { uuidSchema } from "./common";
import { creditLineResponseFields, creditResponseFields } from "./credit-note";
import { VENDOR_CREDIT_STATUSES } from "./vendor-credit";

export const vendorCreditLineSchema = z.object({
  ...creditLineResponseFields,
  expense_account_identifier: z.object({ id: uuidSchema, type: z.literal("AccountId") }),
});

export const vendorCreditAllocationSchema = z.object({
  bill_id: uuidSchema,
  bill_number: z.string().nullable(),
  amount_cents: z.number().int(),
  bill_outstanding_balance_cents: z.number().int(),
  applied_at: z.iso.datetime(),
});

export const vendorCreditSchema = z
  .object({
    id: uuidSchema,
    status: z.enum(VENDOR_CREDIT_STATUSES),
    received_at: z.iso.datetime().nullable(),
    vendor: z.object({ id: uuidSchema, external_id: z.string().nullable(), display_name: z.string() }),
    source_bill_id: uuidSchema.nullable(),
    line_items: z.array(vendorCreditLineSchema),
    allocations: z.array(vendorCreditAllocationSchema).meta({ description: "Active allocations only." }),
    ...creditResponseFields,
  })
  .meta({ id: "VendorCredit" });
export type VendorCreditResponse = z.output<typeof vendorCreditSchema>;
