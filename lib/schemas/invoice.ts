import { z } from "zod";
import { uuidSchema } from "./common";
import { customerSchema } from "./customer";
import { documentSchema } from "./document";
import { INVOICE_TYPES } from "./invoice-input";
import { salesTaxSchema } from "./sales-tax";

/** Stored states; OVERDUE is computed when read (decisions.md §6). */
export const INVOICE_STATUSES = ["DRAFT", "SENT", "PARTIALLY_PAID", "PAID", "CANCELLED", "REFUNDED"] as const;
export type StoredInvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_RESPONSE_STATUSES = [...INVOICE_STATUSES, "OVERDUE"] as const;
export type InvoiceStatus = (typeof INVOICE_RESPONSE_STATUSES)[number];

const accountIdentifierSchema = z.object({ id: uuidSchema, type: z.literal("AccountId") });
const cents = z.number().int();
const stamp = z.iso.datetime();

export const invoiceLineSchema = z.object({
  id: uuidSchema,
  invoice_id: uuidSchema,
  account_identifier: accountIdentifierSchema,
  description: z.string().nullable(),
  unit_price: z.number().meta({ description: "Cents, fractions allowed." }),
  quantity: z.number(),
  subtotal: cents.meta({ description: "quantity × unit_price, rounded half away from zero." }),
  discount_amount: cents,
  sales_taxes_total: cents,
  total_amount: cents.meta({ description: "subtotal − discount_amount + sales_taxes_total." }),
  tax_rate: z.number().meta({ description: "Sum of the line's tax rates, percent." }),
  sales_taxes: z.array(salesTaxSchema),
  external_id: z.string().nullable(),
  product: z.string().nullable(),
});

export const invoiceSchema = z
  .object({
    type: z.literal("Invoice"),
    id: uuidSchema,
    business_id: uuidSchema,
    status: z.enum(INVOICE_RESPONSE_STATUSES),
    sent_at: stamp.nullable(),
    due_at: stamp.nullable().meta({ description: "Null only on a draft created without one." }),
    paid_at: stamp.nullable(),
    voided_at: z.null().meta({ description: "Always null: a voided invoice has status CANCELLED." }),
    is_overdue: z.boolean(),
    invoice_number: z.string(),
    invoice_type: z.enum(INVOICE_TYPES),
    currency: z.string(),
    exchange_rate: z.string().meta({ description: "Base units per one unit of the invoice's currency." }),
    customer: customerSchema,
    line_items: z.array(invoiceLineSchema),
    subtotal: cents.meta({ description: "Sum of line subtotals, before discounts and taxes." }),
    additional_discount: cents,
    additional_sales_taxes: z.array(salesTaxSchema.extend({ tax_account: accountIdentifierSchema })),
    additional_sales_taxes_total: cents,
    tips: cents,
    tips_account: z.string().nullable().meta({ description: "Id of the account credited with the tips." }),
    total_amount: cents,
    outstanding_balance: cents,
    paid_amount: cents,
    credited_amount: cents,
    refunded_amount: cents,
    written_off_amount: cents,
    payment_allocations: z.array(
      z.object({
        amount_cents: cents,
        payment_date: z.iso.date(),
        payment_method: z.string(),
        payment_id: uuidSchema,
      }),
    ),
    credit_allocations: z.array(
      z.object({
        amount_cents: cents,
        applied_at: stamp,
        credit_note_id: uuidSchema,
        reference_number: z.string().nullable(),
      }),
    ),
    refund_allocations: z.array(
      z.object({
        refund_id: uuidSchema,
        amount_cents: cents,
        allocated_at: stamp,
        reference_number: z.string().nullable(),
      }),
    ),
    write_offs: z.array(
      z.object({
        write_off_id: uuidSchema,
        amount_cents: cents,
        reason: z.string().nullable(),
        status: z.string(),
        write_off_at: stamp,
      }),
    ),
    document: documentSchema.nullable(),
    journal_entry_id: uuidSchema.nullable().meta({ description: "The entry sending posted." }),
    imported_at: stamp,
    created_at: stamp,
    updated_at: stamp,
    external_id: z.string().nullable(),
    memo: z.string().nullable(),
    reference_numbers: z.array(z.string()),
    metadata: z.unknown(),
  })
  .meta({ id: "Invoice" });
export type InvoiceResponse = z.output<typeof invoiceSchema>;

export const invoicePathSchema = z.object({ business_id: uuidSchema, invoice_id: uuidSchema });
