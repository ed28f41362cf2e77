import { sql } from "drizzle-orm";
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { cents, createdAt, exchangeRate, stamp, tenantId, updatedAt } from "./columns";
import { customers } from "./customers";

/**
 * An invoice to a customer. Amounts are in the invoice's currency; `total_base_cents` is what accounts receivable was
 * debited with when it was sent. The settled amounts and the status are kept by lib/receivables/invoice-settlement.ts
 * under the invoice's row lock. OVERDUE is never stored: it is SENT or PARTIALLY_PAID past `due_date`.
 *
 * The list (endpoint 5) runs at a million invoices per business: each of its filters has an index starting with
 * business_id, and the sortable ones end with (imported_at, id) so a page is read in order without sorting.
 */
export const invoices = pgTable(
  "invoices",
  {
    businessId: tenantId(),
    id: uuid("id").notNull().defaultRandom(),
    externalId: text("external_id"),
    invoiceNumber: text("invoice_number").notNull(),
    invoiceType: text("invoice_type").notNull().default("invoice"),
    customerId: uuid("customer_id").notNull(),
    currency: text("currency").notNull(),
    exchangeRate: exchangeRate().notNull().default("1"),
    status: text("status").notNull().default("DRAFT"),
    sentAt: stamp("sent_at"),
    /** Null on a draft created without one: sending sets it from the sent date and the customer's terms. */
    dueAt: stamp("due_at"),
    /** The due date in the business's time zone, what OVERDUE and aging compare with. */
    dueDate: date("due_date", { mode: "string" }),
    paidAt: stamp("paid_at"),
    /** When the invoice was voided (the response's `voided_at` stays null, decisions.md §6). */
    cancelledAt: stamp("cancelled_at"),
    importedAt: stamp("imported_at").notNull().defaultNow(),
    memo: text("memo"),
    referenceNumbers: text("reference_numbers").array().notNull().default([]),
    metadata: jsonb("metadata"),
    /** Sum of line subtotals (quantity × unit price), before any discount. */
    subtotalCents: cents("subtotal_cents").notNull(),
    lineDiscountCents: cents("line_discount_cents").notNull().default(0),
    additionalDiscountCents: cents("additional_discount_cents").notNull().default(0),
    lineTaxCents: cents("line_tax_cents").notNull().default(0),
    additionalSalesTaxes: jsonb("additional_sales_taxes").notNull().default([]),
    additionalSalesTaxesCents: cents("additional_sales_taxes_cents").notNull().default(0),
    tipsCents: cents("tips_cents").notNull().default(0),
    tipsAccountId: uuid("tips_account_id"),
    totalCents: cents("total_cents").notNull(),
    totalBaseCents: cents("total_base_cents").notNull(),
    paidCents: cents("paid_cents").notNull().default(0),
    creditedCents: cents("credited_cents").notNull().default(0),
    refundedCents: cents("refunded_cents").notNull().default(0),
    writtenOffCents: cents("written_off_cents").notNull().default(0),
    /**
     * What accounts receivable still holds for the invoice in base-currency cents: 0 until it is sent, then the
     * total less what payments, credits and write-offs cleared. A customer's outstanding balance is its sum.
     */
    outstandingBaseCents: cents("outstanding_base_cents").notNull().default(0),
    journalEntryId: uuid("journal_entry_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    uniqueIndex("invoices_business_external_id_key")
      .on(t.businessId, t.externalId)
      .where(sql`${t.externalId} is not null`),
    uniqueIndex("invoices_business_number_key").on(t.businessId, t.invoiceNumber),
    index("invoices_business_imported_idx").on(t.businessId, t.importedAt, t.id),
    index("invoices_business_updated_idx").on(t.businessId, t.updatedAt, t.id),
    index("invoices_business_status_imported_idx").on(t.businessId, t.status, t.importedAt, t.id),
    index("invoices_business_customer_imported_idx").on(t.businessId, t.customerId, t.importedAt, t.id),
    index("invoices_business_due_idx").on(t.businessId, t.dueAt),
    index("invoices_business_sent_idx").on(t.businessId, t.sentAt),
    index("invoices_business_total_idx").on(t.businessId, t.totalCents),
    // Bank matching (lib/banking/suggestions): open invoices by what is left to receive.
    index("invoices_business_open_amount_idx")
      .on(t.businessId, sql`(${t.totalCents} - ${t.paidCents} - ${t.creditedCents} - ${t.writtenOffCents})`)
      .where(sql`${t.status} in ('SENT', 'PARTIALLY_PAID')`),
    foreignKey({
      name: "invoices_customer_fk",
      columns: [t.businessId, t.customerId],
      foreignColumns: [customers.businessId, customers.id],
    }),
    foreignKey({
      name: "invoices_tips_account_fk",
      columns: [t.businessId, t.tipsAccountId],
      foreignColumns: [accounts.businessId, accounts.id],
    }),
    check(
      "invoices_status_check",
      sql`${t.status} in ('DRAFT', 'SENT', 'PARTIALLY_PAID', 'PAID', 'CANCELLED', 'REFUNDED')`,
    ),
    check("invoices_type_check", sql`${t.invoiceType} in ('invoice', 'receipt')`),
    check(
      "invoices_amounts_check",
      sql`${t.subtotalCents} >= 0 and ${t.lineDiscountCents} >= 0 and ${t.additionalDiscountCents} >= 0
        and ${t.lineTaxCents} >= 0 and ${t.additionalSalesTaxesCents} >= 0 and ${t.tipsCents} >= 0
        and ${t.totalCents} >= 0 and ${t.totalBaseCents} >= 0`,
    ),
    check(
      "invoices_settlement_check",
      sql`${t.paidCents} >= 0 and ${t.creditedCents} >= 0 and ${t.refundedCents} >= 0 and ${t.writtenOffCents} >= 0
        and ${t.paidCents} + ${t.creditedCents} + ${t.writtenOffCents} <= ${t.totalCents}
        and ${t.refundedCents} <= ${t.paidCents} + ${t.creditedCents}`,
    ),
  ],
);

export const invoiceLines = pgTable(
  "invoice_lines",
  {
    businessId: tenantId(),
    id: uuid("id").notNull().defaultRandom(),
    invoiceId: uuid("invoice_id").notNull(),
    lineNo: integer("line_no").notNull(),
    /** Revenue account credited with the line. */
    accountId: uuid("account_id").notNull(),
    externalId: text("external_id"),
    description: text("description"),
    product: text("product"),
    quantity: numeric("quantity", { precision: 20, scale: 6 }).notNull(),
    /** Cents, fractions allowed (decisions.md §4). */
    unitPrice: numeric("unit_price", { precision: 24, scale: 6 }).notNull(),
    subtotalCents: cents("subtotal_cents").notNull(),
    discountCents: cents("discount_cents").notNull().default(0),
    /** `[{ name, rate, amount }]` with each amount in cents, rounded on its own. */
    salesTaxes: jsonb("sales_taxes").notNull().default([]),
    taxCents: cents("tax_cents").notNull().default(0),
    taxRate: numeric("tax_rate", { precision: 12, scale: 6 }).notNull().default("0"),
    /** Subtotal − discount + taxes. */
    totalCents: cents("total_cents").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    uniqueIndex("invoice_lines_business_invoice_line_key").on(t.businessId, t.invoiceId, t.lineNo),
    foreignKey({
      name: "invoice_lines_invoice_fk",
      columns: [t.businessId, t.invoiceId],
      foreignColumns: [invoices.businessId, invoices.id],
    }),
    foreignKey({
      name: "invoice_lines_account_fk",
      columns: [t.businessId, t.accountId],
      foreignColumns: [accounts.businessId, accounts.id],
    }),
    check("invoice_lines_amounts_check", sql`${t.discountCents} >= 0 and ${t.taxCents} >= 0`),
  ],
);
