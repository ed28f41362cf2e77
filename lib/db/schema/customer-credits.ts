import { sql } from "drizzle-orm";
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { cents, createdAt, exchangeRate, stamp, tenantId, updatedAt } from "./columns";
import { customers } from "./customers";
import { invoices } from "./invoices";

/**
 * A credit note to a customer (as vendor credits, mirrored): sent → debit revenue per line, credit accounts
 * receivable. `applied_cents`, `refunded_cents` and the status are kept by the allocation and refund code under a row
 * lock on the credit and on each invoice it touches.
 */
export const customerCredits = pgTable(
  "customer_credits",
  {
    businessId: tenantId(),
    id: uuid("id").notNull().defaultRandom(),
    externalId: text("external_id"),
    creditNoteNumber: text("credit_note_number"),
    customerId: uuid("customer_id").notNull(),
    currency: text("currency").notNull(),
    exchangeRate: exchangeRate().notNull().default("1"),
    sentAt: stamp("sent_at"),
    memo: text("memo"),
    tags: jsonb("tags").notNull().default([]),
    metadata: jsonb("metadata"),
    /** Invoice the credit originated from (origin tracking, not an allocation). */
    sourceInvoiceId: uuid("source_invoice_id"),
    status: text("status").notNull().default("draft"),
    totalCents: cents("total_cents").notNull(),
    totalBaseCents: cents("total_base_cents").notNull(),
    appliedCents: cents("applied_cents").notNull().default(0),
    /** Part of the credit paid back to the customer by a refund instead of applied to an invoice. */
    refundedCents: cents("refunded_cents").notNull().default(0),
    voidedAt: stamp("voided_at"),
    journalEntryId: uuid("journal_entry_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    uniqueIndex("customer_credits_business_external_id_key")
      .on(t.businessId, t.externalId)
      .where(sql`${t.externalId} is not null`),
    index("customer_credits_business_customer_idx").on(t.businessId, t.customerId),
    index("customer_credits_business_sent_idx").on(t.businessId, t.sentAt),
    index("customer_credits_business_created_idx").on(t.businessId, t.createdAt, t.id),
    index("customer_credits_business_source_invoice_idx").on(t.businessId, t.sourceInvoiceId),
    foreignKey({
      name: "customer_credits_customer_fk",
      columns: [t.businessId, t.customerId],
      foreignColumns: [customers.businessId, customers.id],
    }),
    foreignKey({
      name: "customer_credits_source_invoice_fk",
      columns: [t.businessId, t.sourceInvoiceId],
      foreignColumns: [invoices.businessId, invoices.id],
    }),
    check(
      "customer_credits_status_check",
      sql`${t.status} in ('draft', 'sent', 'partially_applied', 'applied', 'void')`,
    ),
    check(
      "customer_credits_applied_check",
      sql`${t.totalCents} >= 0 and ${t.appliedCents} >= 0 and ${t.refundedCents} >= 0
        and ${t.appliedCents} + ${t.refundedCents} <= ${t.totalCents}`,
    ),
  ],
);

export const customerCreditLines = pgTable(
  "customer_credit_lines",
  {
    businessId: tenantId(),
    id: uuid("id").notNull().defaultRandom(),
    customerCreditId: uuid("customer_credit_id").notNull(),
    lineNo: integer("line_no").notNull(),
    /** Revenue account debited with the line. */
    accountId: uuid("account_id").notNull(),
    amountCents: cents("amount_cents").notNull(),
    salesTaxes: jsonb("sales_taxes").notNull().default([]),
    taxCents: cents("tax_cents").notNull().default(0),
    memo: text("memo"),
    referenceNumber: text("reference_number"),
    tags: jsonb("tags").notNull().default([]),
    metadata: jsonb("metadata"),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    uniqueIndex("customer_credit_lines_business_credit_line_key").on(
      t.businessId,
      t.customerCreditId,
      t.lineNo,
    ),
    foreignKey({
      name: "customer_credit_lines_credit_fk",
      columns: [t.businessId, t.customerCreditId],
      foreignColumns: [customerCredits.businessId, customerCredits.id],
    }),
    foreignKey({
      name: "customer_credit_lines_account_fk",
      columns: [t.businessId, t.accountId],
      foreignColumns: [accounts.businessId, accounts.id],
    }),
    check("customer_credit_lines_amount_check", sql`${t.amountCents} >= 0 and ${t.taxCents} >= 0`),
  ],
);

/**
 * Credit applied to an invoice. Never deleted: removing an allocation stamps `unapplied_at`/`unapplied_date`, so an
 * aging as of any past date still sees what was applied then.
 */
export const customerCreditAllocations = pgTable(
  "customer_credit_allocations",
  {
    businessId: tenantId(),
    id: uuid("id").notNull().defaultRandom(),
    customerCreditId: uuid("customer_credit_id").notNull(),
    invoiceId: uuid("invoice_id").notNull(),
    amountCents: cents("amount_cents").notNull(),
    /** Base-currency accounts receivable the allocation cleared on the invoice (at the invoice's rate). */
    arBaseCents: cents("ar_base_cents").notNull(),
    appliedAt: stamp("applied_at").notNull(),
    appliedDate: date("applied_date", { mode: "string" }).notNull(),
    unappliedAt: stamp("unapplied_at"),
    unappliedDate: date("unapplied_date", { mode: "string" }),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    index("customer_credit_allocations_business_credit_idx").on(t.businessId, t.customerCreditId),
    index("customer_credit_allocations_business_invoice_idx").on(t.businessId, t.invoiceId),
    foreignKey({
      name: "customer_credit_allocations_credit_fk",
      columns: [t.businessId, t.customerCreditId],
      foreignColumns: [customerCredits.businessId, customerCredits.id],
    }),
    foreignKey({
      name: "customer_credit_allocations_invoice_fk",
      columns: [t.businessId, t.invoiceId],
      foreignColumns: [invoices.businessId, invoices.id],
    }),
    check("customer_credit_allocations_amount_check", sql`${t.amountCents} > 0`),
  ],
);
