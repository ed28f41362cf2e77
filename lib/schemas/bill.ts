import { z } from "zod";
import { commaListSchema } from "./comma-list";
import { dateTimeSchema, paginationQuerySchema, uuidListSchema, uuidSchema } from "./common";
import { documentSchema } from "./document";
import { salesTaxSchema } from "./sales-tax";
import { vendorSchema } from "./vendor";
import { BILL_SORTS, BILL_STATUSES, DEFAULT_BILL_SORT } from "./bill-statuses";

export {
  BILL_STATUSES,
  type BillStatus,
  BILL_SORTS,
  type BillSort,
  DEFAULT_BILL_SORT,
} from "./bill-statuses";

const accountIdentifierSchema = z.object({ id: uuidSchema, type: z.literal("AccountId") });
const cents = z.number().int();
const stamp = z.iso.datetime();

export const billLineSchema = z.object({
  id: uuidSchema,
  bill_id: uuidSchema,
  account_identifier: accountIdentifierSchema,
  currency: z.string(),
  unit_price: z.number().meta({ description: "Cents, fractions allowed." }),
  quantity: z.number(),
  subtotal: cents.meta({ description: "quantity × unit_price, rounded half away from zero." }),
  sales_taxes_total: cents,
  total_amount: cents,
  tax_rate: z.number().meta({ description: "Sum of the line's tax rates, percent." }),
  description: z.string().nullable(),
  product: z.string().nullable(),
  sales_taxes: z.array(salesTaxSchema),
});

export const billSchema = z
  .object({
    type: z.literal("BillData"),
    id: uuidSchema,
    business_id: uuidSchema,
    status: z.enum(BILL_STATUSES),
    terms: z.string().meta({ description: "DUE_ON_RECEIPT, NET_30, NET_60 or NET_<days>." }),
    issue_date: z.iso.date(),
    received_at: stamp,
    due_at: stamp,
    approved_at: stamp
      .nullable()
      .meta({ description: "When the bill entered the ledger; null: not approved." }),
    paid_at: stamp.nullable(),
    voided_at: stamp.nullable(),
    void_reason: z.string().nullable().meta({ description: "Why the bill was voided, when the void said." }),
    is_overdue: z.boolean(),
    currency: z.string(),
    exchange_rate: z.string().meta({ description: "Base units per one unit of the bill's currency." }),
    vendor: vendorSchema,
    line_items: z.array(billLineSchema),
    bill_payment_allocations: z.array(
      z.object({
        amount_cents: cents,
        payment_date: z.iso.date(),
        payment_method: z.string(),
        bill_payment_id: uuidSchema,
      }),
    ),
    vendor_credit_allocations: z.array(
      z.object({
        amount_cents: cents,
        applied_at: stamp,
        vendor_credit_id: uuidSchema,
        vendor_credit_number: z.string().nullable(),
      }),
    ),
    vendor_refund_allocations: z.array(
      z.object({
        vendor_refund_id: uuidSchema,
        amount_cents: cents,
        allocated_at: stamp,
        reference_number: z.string().nullable(),
      }),
    ),
    additional_sales_taxes: z.array(salesTaxSchema.extend({ tax_account: accountIdentifierSchema })),
    additional_sales_taxes_total: cents,
    subtotal: cents,
    total_amount: cents,
    outstanding_balance: cents,
    paid_by_bank_payments: cents,
    paid_by_credits: cents,
    needs_reconciliation: z.boolean(),
    document: documentSchema.nullable(),
    journal_entry_id: uuidSchema.nullable().meta({ description: "The entry approval posted." }),
    created_at: stamp,
    updated_at: stamp,
    external_id: z.string(),
    bill_number: z.string().nullable(),
    vendor_bill_number: z.string().nullable(),
    purchase_order_number: z.string().nullable(),
    memo: z.string().nullable(),
    reference_numbers: z.array(z.string()),
    attachment_urls: z.array(z.string()),
    metadata: z.unknown(),
  })
  .meta({ id: "Bill" });
export type BillResponse = z.output<typeof billSchema>;

export const listBillsQuerySchema = paginationQuerySchema.extend({
  status: commaListSchema(BILL_STATUSES).optional(),
  vendor_id: uuidListSchema.optional().meta({ description: "One or more vendor ids, comma-separated." }),
  vendor_external_id: z.string().optional(),
  due_at_start: dateTimeSchema.optional().meta({
    description: "Due at or after. A bare date compares with the due date in the business's time zone.",
  }),
  due_at_end: dateTimeSchema.optional().meta({
    description: "Due at or before. A bare date compares with the due date in the business's time zone.",
  }),
  search: z.string().max(200, "At most 200 characters.").optional().meta({
    description:
      "Case-insensitive substring of bill_number, vendor_bill_number, memo, external_id or vendor name.",
  }),
  sort: z
    .enum(BILL_SORTS, { error: `Must be one of ${BILL_SORTS.join(", ")}.` })
    .default(DEFAULT_BILL_SORT)
    .meta({ description: "`-` is descending; ties are broken by id." }),
});
export type ListBillsQuery = z.output<typeof listBillsQuerySchema>;

export const billPathSchema = z.object({ business_id: uuidSchema, bill_id: uuidSchema });

export const approveBillSchema = z.object({
  approved_at: dateTimeSchema.optional().meta({ description: "Default: now." }),
});
