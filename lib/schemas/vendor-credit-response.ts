import { z } from "zod";
import { uuidSchema } from "./common";
import { currencySchema } from "./currency";
import { documentSchema } from "./document";
import { salesTaxSchema } from "./sales-tax";
import { VENDOR_CREDIT_STATUSES } from "./vendor-credit";

const tagSchema = z.union([z.string(), z.record(z.string(), z.unknown())]);

export const vendorCreditLineSchema = z.object({
  amount: z.number().int().meta({ description: "Cents before taxes." }),
  expense_account_identifier: z.object({ id: uuidSchema, type: z.literal("AccountId") }),
  sales_taxes: z.array(salesTaxSchema),
  tags: z.array(tagSchema),
  memo: z.string().nullable(),
  metadata: z.unknown(),
  reference_number: z.string().nullable(),
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
    tags: z.array(z.record(z.string(), z.unknown())),
    total_amount: z.number().int().meta({ description: "Cents: line amounts plus their taxes." }),
    applied_amount: z.number().int(),
    unapplied_amount: z.number().int(),
    document: documentSchema.nullable().meta({ description: "The latest linked document." }),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    external_id: z.string().nullable(),
    currency: currencySchema,
    exchange_rate: z.string().meta({ description: "Base-currency units per one unit of `currency`." }),
    credit_note_number: z.string().nullable(),
    memo: z.string().nullable(),
    metadata: z.unknown(),
    voided_at: z.iso.datetime().nullable(),
  })
  .meta({ id: "VendorCredit" });
export type VendorCreditResponse = z.output<typeof vendorCreditSchema>;
