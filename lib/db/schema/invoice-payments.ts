import { sql } from "drizzle-orm";
import {
  check,
  date,
  foreignKey,
  index,
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
import { payouts } from "./payouts";

/**
 * A payment received on an invoice: debit the deposit account (the `payment_clearing` account when a processor
 * collected it, else a bank account), credit accounts receivable. A processor's fee is informational here; it is
 * posted by the payout that settles the payment (`payout_id`).
 */
export const invoicePayments = pgTable(
  "invoice_payments",
  {
    businessId: tenantId(),
    id: uuid("id").notNull().defaultRandom(),
    invoiceId: uuid("invoice_id").notNull(),
    /** The invoice's customer, copied so payment lists filter by customer without a join. */
    customerId: uuid("customer_id").notNull(),
    externalId: text("external_id"),
    /** In the invoice's currency. */
    amountCents: cents("amount_cents").notNull(),
    paymentDate: date("payment_date", { mode: "string" }).notNull(),
    paymentMethod: text("payment_method").notNull(),
    processor: text("processor"),
    processorPaymentId: text("processor_payment_id"),
    depositAccountId: uuid("deposit_account_id").notNull(),
    /** Rate of the payment; the difference to the invoice's rate is posted as FX gain or loss. */
    exchangeRate: exchangeRate().notNull().default("1"),
    /** Base-currency accounts receivable this payment cleared (at the invoice's rate, the last one taking the residue). */
    arBaseCents: cents("ar_base_cents").notNull(),
    /** Base-currency amount that reached the deposit account. */
    cashBaseCents: cents("cash_base_cents").notNull(),
    feeCents: cents("fee_cents").notNull().default(0),
    payoutId: uuid("payout_id"),
    status: text("status").notNull().default("completed"),
    reference: text("reference"),
    memo: text("memo"),
    journalEntryId: uuid("journal_entry_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    index("invoice_payments_business_invoice_idx").on(t.businessId, t.invoiceId, t.paymentDate),
    index("invoice_payments_business_date_idx").on(t.businessId, t.paymentDate, t.id),
    index("invoice_payments_business_customer_idx").on(t.businessId, t.customerId, t.paymentDate),
    index("invoice_payments_business_payout_idx").on(t.businessId, t.payoutId),
    // Bank matching: a payment by the cash that reached the deposit account, near a date.
    index("invoice_payments_business_cash_idx").on(t.businessId, t.cashBaseCents, t.paymentDate),
    uniqueIndex("invoice_payments_business_external_id_key")
      .on(t.businessId, t.externalId)
      .where(sql`${t.externalId} is not null`),
    uniqueIndex("invoice_payments_business_processor_payment_key")
      .on(t.businessId, t.processor, t.processorPaymentId)
      .where(sql`${t.processorPaymentId} is not null`),
    foreignKey({
      name: "invoice_payments_invoice_fk",
      columns: [t.businessId, t.invoiceId],
      foreignColumns: [invoices.businessId, invoices.id],
    }),
    foreignKey({
      name: "invoice_payments_customer_fk",
      columns: [t.businessId, t.customerId],
      foreignColumns: [customers.businessId, customers.id],
    }),
    foreignKey({
      name: "invoice_payments_deposit_account_fk",
      columns: [t.businessId, t.depositAccountId],
      foreignColumns: [accounts.businessId, accounts.id],
    }),
    foreignKey({
      name: "invoice_payments_payout_fk",
      columns: [t.businessId, t.payoutId],
      foreignColumns: [payouts.businessId, payouts.id],
    }),
    check("invoice_payments_amount_check", sql`${t.amountCents} > 0 and ${t.feeCents} >= 0`),
    check("invoice_payments_status_check", sql`${t.status} in ('pending', 'completed', 'failed', 'voided')`),
  ],
);

/** Part of an invoice written off as bad debt: debit bad debt expense, credit accounts receivable. */
export const invoiceWriteOffs = pgTable(
  "invoice_write_offs",
  {
    businessId: tenantId(),
    id: uuid("id").notNull().defaultRandom(),
    invoiceId: uuid("invoice_id").notNull(),
    amountCents: cents("amount_cents").notNull(),
    /** Base-currency accounts receivable the write-off cleared (at the invoice's rate). */
    arBaseCents: cents("ar_base_cents").notNull(),
    reason: text("reason"),
    status: text("status").notNull().default("posted"),
    writeOffAt: stamp("write_off_at").notNull(),
    writeOffDate: date("write_off_date", { mode: "string" }).notNull(),
    journalEntryId: uuid("journal_entry_id"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    index("invoice_write_offs_business_invoice_idx").on(t.businessId, t.invoiceId),
    foreignKey({
      name: "invoice_write_offs_invoice_fk",
      columns: [t.businessId, t.invoiceId],
      foreignColumns: [invoices.businessId, invoices.id],
    }),
    check("invoice_write_offs_amount_check", sql`${t.amountCents} > 0`),
    check("invoice_write_offs_status_check", sql`${t.status} in ('posted', 'voided')`),
  ],
);
