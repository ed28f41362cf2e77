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
import { bills } from "./bills";
import { cents, createdAt, exchangeRate, stamp, tenantId, updatedAt } from "./columns";
import { vendors } from "./vendors";

/**
 * A credit note from a vendor. `applied_cents` and the status are kept by the allocation code in the transaction that
 * changes an allocation, under a row lock on the credit and on each bill it touches.
 */
export const vendorCredits = pgTable(
  "vendor_credits",
  {
    businessId: tenantId(),
    id: uuid("id").notNull().defaultRandom(),
    externalId: text("external_id"),
    creditNoteNumber: text("credit_note_number"),
    vendorId: uuid("vendor_id").notNull(),
    currency: text("currency").notNull(),
    exchangeRate: exchangeRate().notNull().default("1"),
    receivedAt: stamp("received_at"),
    memo: text("memo"),
    tags: jsonb("tags").notNull().default([]),
    metadata: jsonb("metadata"),
    sourceBillId: uuid("source_bill_id"),
    status: text("status").notNull().default("draft"),
    totalCents: cents("total_cents").notNull(),
    totalBaseCents: cents("total_base_cents").notNull(),
    appliedCents: cents("applied_cents").notNull().default(0),
    voidedAt: stamp("voided_at"),
    journalEntryId: uuid("journal_entry_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    uniqueIndex("vendor_credits_business_external_id_key")
      .on(t.businessId, t.externalId)
      .where(sql`${t.externalId} is not null`),
    index("vendor_credits_business_vendor_idx").on(t.businessId, t.vendorId),
    index("vendor_credits_business_received_idx").on(t.businessId, t.receivedAt),
    index("vendor_credits_business_created_idx").on(t.businessId, t.createdAt, t.id),
    foreignKey({
      name: "vendor_credits_vendor_fk",
      columns: [t.businessId, t.vendorId],
      foreignColumns: [vendors.businessId, vendors.id],
    }),
    foreignKey({
      name: "vendor_credits_source_bill_fk",
      columns: [t.businessId, t.sourceBillId],
      foreignColumns: [bills.businessId, bills.id],
    }),
    check(
      "vendor_credits_status_check",
      sql`${t.status} in ('draft', 'received', 'partially_applied', 'applied', 'void')`,
    ),
    check(
      "vendor_credits_applied_check",
      sql`${t.appliedCents} >= 0 and ${t.appliedCents} <= ${t.totalCents}`,
    ),
  ],
);

export const vendorCreditLines = pgTable(
  "vendor_credit_lines",
  {
    businessId: tenantId(),
    id: uuid("id").notNull().defaultRandom(),
    vendorCreditId: uuid("vendor_credit_id").notNull(),
    lineNo: integer("line_no").notNull(),
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
    uniqueIndex("vendor_credit_lines_business_credit_line_key").on(t.businessId, t.vendorCreditId, t.lineNo),
    foreignKey({
      name: "vendor_credit_lines_credit_fk",
      columns: [t.businessId, t.vendorCreditId],
      foreignColumns: [vendorCredits.businessId, vendorCredits.id],
    }),
    foreignKey({
      name: "vendor_credit_lines_account_fk",
      columns: [t.businessId, t.accountId],
      foreignColumns: [accounts.businessId, accounts.id],
    }),
  ],
);

/**
 * Credit applied to a bill. Never deleted: removing an allocation stamps `unapplied_at`/`unapplied_date`, so an aging
 * as of any past date still sees what was applied then.
 */
export const vendorCreditAllocations = pgTable(
  "vendor_credit_allocations",
  {
    businessId: tenantId(),
    id: uuid("id").notNull().defaultRandom(),
    vendorCreditId: uuid("vendor_credit_id").notNull(),
    billId: uuid("bill_id").notNull(),
    amountCents: cents("amount_cents").notNull(),
    /** Base-currency accounts payable the allocation cleared on the bill (at the bill's rate). */
    apBaseCents: cents("ap_base_cents").notNull(),
    appliedAt: stamp("applied_at").notNull(),
    appliedDate: date("applied_date", { mode: "string" }).notNull(),
    unappliedAt: stamp("unapplied_at"),
    unappliedDate: date("unapplied_date", { mode: "string" }),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    index("vendor_credit_allocations_business_credit_idx").on(t.businessId, t.vendorCreditId),
    index("vendor_credit_allocations_business_bill_idx").on(t.businessId, t.billId),
    foreignKey({
      name: "vendor_credit_allocations_credit_fk",
      columns: [t.businessId, t.vendorCreditId],
      foreignColumns: [vendorCredits.businessId, vendorCredits.id],
    }),
    foreignKey({
      name: "vendor_credit_allocations_bill_fk",
      columns: [t.businessId, t.billId],
      foreignColumns: [bills.businessId, bills.id],
    }),
    check("vendor_credit_allocations_amount_check", sql`${t.amountCents} > 0`),
  ],
);
