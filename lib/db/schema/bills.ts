import { sql } from "drizzle-orm";
import {
  boolean,
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
import { vendors } from "./vendors";

/**
 * A bill from a vendor. Amounts are in the bill's currency; `total_base_cents` is the total in the business's base
 * currency at the bill's rate, what accounts payable was credited with. `paid_cents`, `credited_cents` and the status
 * are kept by lib/payables/bill-settlement.ts in the transaction that changes a payment or an allocation.
 */
export const bills = pgTable(
  "bills",
  {
    businessId: tenantId(),
    id: uuid("id").notNull().defaultRandom(),
    externalId: text("external_id").notNull(),
    vendorId: uuid("vendor_id").notNull(),
    billNumber: text("bill_number"),
    vendorBillNumber: text("vendor_bill_number"),
    purchaseOrderNumber: text("purchase_order_number"),
    memo: text("memo"),
    referenceNumbers: text("reference_numbers").array().notNull().default([]),
    attachmentUrls: text("attachment_urls").array().notNull().default([]),
    metadata: jsonb("metadata"),
    currency: text("currency").notNull(),
    exchangeRate: exchangeRate().notNull().default("1"),
    issueDate: date("issue_date", { mode: "string" }).notNull(),
    receivedAt: stamp("received_at").notNull(),
    dueAt: stamp("due_at").notNull(),
    /** The due date in the business's time zone, what aging and `is_overdue` compare with. */
    dueDate: date("due_date", { mode: "string" }).notNull(),
    approvedAt: stamp("approved_at"),
    paidAt: stamp("paid_at"),
    voidedAt: stamp("voided_at"),
    /** Why the bill was voided, as the person voiding it said (optional). */
    voidReason: text("void_reason"),
    status: text("status").notNull().default("received"),
    subtotalCents: cents("subtotal_cents").notNull(),
    lineTaxCents: cents("line_tax_cents").notNull(),
    additionalSalesTaxes: jsonb("additional_sales_taxes").notNull().default([]),
    additionalSalesTaxesCents: cents("additional_sales_taxes_cents").notNull().default(0),
    totalCents: cents("total_cents").notNull(),
    totalBaseCents: cents("total_base_cents").notNull(),
    paidCents: cents("paid_cents").notNull().default(0),
    creditedCents: cents("credited_cents").notNull().default(0),
    journalEntryId: uuid("journal_entry_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    uniqueIndex("bills_business_external_id_key").on(t.businessId, t.externalId),
    index("bills_business_created_idx").on(t.businessId, t.createdAt, t.id),
    index("bills_business_vendor_idx").on(t.businessId, t.vendorId, t.issueDate),
    index("bills_business_status_due_idx").on(t.businessId, t.status, t.dueDate),
    index("bills_business_issue_date_idx").on(t.businessId, t.issueDate),
    // Bank matching (lib/banking/suggestions): open approved bills by what is left to pay, and by their numbers.
    index("bills_business_open_amount_idx")
      .on(t.businessId, sql`(${t.totalCents} - ${t.paidCents} - ${t.creditedCents})`)
      .where(sql`${t.status} in ('received', 'partially_paid') and ${t.approvedAt} is not null`),
    index("bills_business_number_idx")
      .on(t.businessId, t.billNumber)
      .where(sql`${t.billNumber} is not null`),
    index("bills_business_vendor_number_idx")
      .on(t.businessId, t.vendorBillNumber)
      .where(sql`${t.vendorBillNumber} is not null`),
    foreignKey({
      name: "bills_vendor_fk",
      columns: [t.businessId, t.vendorId],
      foreignColumns: [vendors.businessId, vendors.id],
    }),
    check("bills_status_check", sql`${t.status} in ('received', 'partially_paid', 'paid', 'voided')`),
    check(
      "bills_settlement_check",
      sql`${t.paidCents} >= 0 and ${t.creditedCents} >= 0 and ${t.paidCents} + ${t.creditedCents} <= ${t.totalCents}`,
    ),
  ],
);

export const billLines = pgTable(
  "bill_lines",
  {
    businessId: tenantId(),
    id: uuid("id").notNull().defaultRandom(),
    billId: uuid("bill_id").notNull(),
    lineNo: integer("line_no").notNull(),
    accountId: uuid("account_id").notNull(),
    description: text("description"),
    product: text("product"),
    quantity: numeric("quantity", { precision: 20, scale: 6 }).notNull(),
    /** Cents, fractions allowed (decisions.md §4). */
    unitPrice: numeric("unit_price", { precision: 24, scale: 6 }).notNull(),
    subtotalCents: cents("subtotal_cents").notNull(),
    /** `[{ name, rate, amount }]` with each amount in cents, rounded on its own. */
    salesTaxes: jsonb("sales_taxes").notNull().default([]),
    taxCents: cents("tax_cents").notNull(),
    taxRate: numeric("tax_rate", { precision: 12, scale: 6 }).notNull().default("0"),
    totalCents: cents("total_cents").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    uniqueIndex("bill_lines_business_bill_line_key").on(t.businessId, t.billId, t.lineNo),
    foreignKey({
      name: "bill_lines_bill_fk",
      columns: [t.businessId, t.billId],
      foreignColumns: [bills.businessId, bills.id],
    }),
    foreignKey({
      name: "bill_lines_account_fk",
      columns: [t.businessId, t.accountId],
      foreignColumns: [accounts.businessId, accounts.id],
    }),
  ],
);

export const billPayments = pgTable(
  "bill_payments",
  {
    businessId: tenantId(),
    id: uuid("id").notNull().defaultRandom(),
    billId: uuid("bill_id").notNull(),
    externalId: text("external_id"),
    /** In the bill's currency. */
    amountCents: cents("amount_cents").notNull(),
    paymentDate: date("payment_date", { mode: "string" }).notNull(),
    paymentMethod: text("payment_method").notNull(),
    paidFromAccountId: uuid("paid_from_account_id").notNull(),
    /** Rate of the payment; the difference to the bill's rate is posted as FX gain or loss. */
    exchangeRate: exchangeRate().notNull().default("1"),
    /** Base-currency accounts payable this payment cleared (at the bill's rate, the last one taking the residue). */
    apBaseCents: cents("ap_base_cents").notNull(),
    /** Base-currency cash that left the paid-from account. */
    cashBaseCents: cents("cash_base_cents").notNull(),
    reference: text("reference"),
    memo: text("memo"),
    isReconciled: boolean("is_reconciled").notNull().default(false),
    journalEntryId: uuid("journal_entry_id"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    index("bill_payments_business_bill_idx").on(t.businessId, t.billId, t.paymentDate),
    index("bill_payments_business_date_idx").on(t.businessId, t.paymentDate, t.id),
    // Bank matching: a payment by the cash that left the bank, near a date.
    index("bill_payments_business_cash_idx").on(t.businessId, t.cashBaseCents, t.paymentDate),
    uniqueIndex("bill_payments_business_external_id_key")
      .on(t.businessId, t.externalId)
      .where(sql`${t.externalId} is not null`),
    foreignKey({
      name: "bill_payments_bill_fk",
      columns: [t.businessId, t.billId],
      foreignColumns: [bills.businessId, bills.id],
    }),
    foreignKey({
      name: "bill_payments_account_fk",
      columns: [t.businessId, t.paidFromAccountId],
      foreignColumns: [accounts.businessId, accounts.id],
    }),
    check("bill_payments_amount_check", sql`${t.amountCents} > 0`),
  ],
);
