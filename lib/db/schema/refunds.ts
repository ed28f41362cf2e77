import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { cents, createdAt, exchangeRate, stamp, tenantId, updatedAt } from "./columns";
import { customerCredits } from "./customer-credits";
import { customers } from "./customers";
import { invoices } from "./invoices";
import { payouts } from "./payouts";

/**
 * Money paid back to a customer, allocated to the invoices (or credit notes) it refunds and paid by refund payments.
 * Status (decisions.md §6): pending (no payment yet), processing, paid (completed payments = refunded amount), failed,
 * cancelled.
 */
export const refunds = pgTable(
  "refunds",
  {
    businessId: tenantId(),
    id: uuid("id").notNull().defaultRandom(),
    customerId: uuid("customer_id").notNull(),
    externalId: text("external_id"),
    referenceNumber: text("reference_number"),
    currency: text("currency").notNull(),
    exchangeRate: exchangeRate().notNull().default("1"),
    refundedAmountCents: cents("refunded_amount_cents").notNull(),
    status: text("status").notNull().default("pending"),
    isDedicated: boolean("is_dedicated").notNull().default(false),
    memo: text("memo"),
    metadata: jsonb("metadata"),
    completedAt: stamp("completed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    uniqueIndex("refunds_business_external_id_key")
      .on(t.businessId, t.externalId)
      .where(sql`${t.externalId} is not null`),
    index("refunds_business_created_idx").on(t.businessId, t.createdAt, t.id),
    index("refunds_business_completed_idx").on(t.businessId, t.completedAt, t.id),
    index("refunds_business_customer_idx").on(t.businessId, t.customerId, t.createdAt),
    index("refunds_business_status_idx").on(t.businessId, t.status, t.createdAt),
    foreignKey({
      name: "refunds_customer_fk",
      columns: [t.businessId, t.customerId],
      foreignColumns: [customers.businessId, customers.id],
    }),
    check(
      "refunds_status_check",
      sql`${t.status} in ('pending', 'processing', 'paid', 'failed', 'cancelled')`,
    ),
    check("refunds_amount_check", sql`${t.refundedAmountCents} > 0`),
  ],
);

/** What a refund pays back: part of a paid invoice, or part of a customer credit's unapplied balance. */
export const refundAllocations = pgTable(
  "refund_allocations",
  {
    businessId: tenantId(),
    id: uuid("id").notNull().defaultRandom(),
    refundId: uuid("refund_id").notNull(),
    invoiceId: uuid("invoice_id"),
    customerCreditId: uuid("customer_credit_id"),
    amountCents: cents("amount_cents").notNull(),
    allocatedAt: stamp("allocated_at").notNull(),
    allocationDate: date("allocation_date", { mode: "string" }).notNull(),
    description: text("description"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    index("refund_allocations_business_refund_idx").on(t.businessId, t.refundId),
    index("refund_allocations_business_invoice_idx").on(t.businessId, t.invoiceId),
    index("refund_allocations_business_credit_idx").on(t.businessId, t.customerCreditId),
    foreignKey({
      name: "refund_allocations_refund_fk",
      columns: [t.businessId, t.refundId],
      foreignColumns: [refunds.businessId, refunds.id],
    }),
    foreignKey({
      name: "refund_allocations_invoice_fk",
      columns: [t.businessId, t.invoiceId],
      foreignColumns: [invoices.businessId, invoices.id],
    }),
    foreignKey({
      name: "refund_allocations_credit_fk",
      columns: [t.businessId, t.customerCreditId],
      foreignColumns: [customerCredits.businessId, customerCredits.id],
    }),
    check("refund_allocations_amount_check", sql`${t.amountCents} > 0`),
    check("refund_allocations_target_check", sql`num_nonnulls(${t.invoiceId}, ${t.customerCreditId}) = 1`),
  ],
);

/** A transfer of (part of) a refund to the customer; completing it posts the ledger entry. */
export const refundPayments = pgTable(
  "refund_payments",
  {
    businessId: tenantId(),
    id: uuid("id").notNull().defaultRandom(),
    refundId: uuid("refund_id").notNull(),
    externalId: text("external_id"),
    refundedAmountCents: cents("refunded_amount_cents").notNull(),
    refundProcessingFeeCents: cents("refund_processing_fee_cents").notNull().default(0),
    processor: text("processor"),
    /** Account the money left: the `payment_clearing` account for a processor, else a bank account. */
    paidFromAccountId: uuid("paid_from_account_id"),
    exchangeRate: exchangeRate().notNull().default("1"),
    status: text("status").notNull().default("pending"),
    completedAt: stamp("completed_at"),
    memo: text("memo"),
    metadata: jsonb("metadata"),
    transactionTags: jsonb("transaction_tags").notNull().default([]),
    payoutId: uuid("payout_id"),
    journalEntryId: uuid("journal_entry_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    uniqueIndex("refund_payments_business_external_id_key")
      .on(t.businessId, t.externalId)
      .where(sql`${t.externalId} is not null`),
    index("refund_payments_business_refund_idx").on(t.businessId, t.refundId, t.createdAt),
    index("refund_payments_business_payout_idx").on(t.businessId, t.payoutId),
    // Bank matching: completed refunds paid straight from a bank account, near a date.
    index("refund_payments_business_bank_completed_idx")
      .on(t.businessId, t.completedAt)
      .where(sql`${t.processor} is null and ${t.status} = 'completed'`),
    foreignKey({
      name: "refund_payments_refund_fk",
      columns: [t.businessId, t.refundId],
      foreignColumns: [refunds.businessId, refunds.id],
    }),
    foreignKey({
      name: "refund_payments_account_fk",
      columns: [t.businessId, t.paidFromAccountId],
      foreignColumns: [accounts.businessId, accounts.id],
    }),
    foreignKey({
      name: "refund_payments_payout_fk",
      columns: [t.businessId, t.payoutId],
      foreignColumns: [payouts.businessId, payouts.id],
    }),
    check(
      "refund_payments_status_check",
      sql`${t.status} in ('pending', 'completed', 'failed', 'cancelled')`,
    ),
    check(
      "refund_payments_amount_check",
      sql`${t.refundedAmountCents} > 0 and ${t.refundProcessingFeeCents} >= 0`,
    ),
  ],
);
