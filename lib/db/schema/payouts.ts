import { sql } from "drizzle-orm";
import { check, foreignKey, index, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { cents, createdAt, stamp, tenantId, updatedAt } from "./columns";
import { documents } from "./documents";

/**
 * A processor's transfer of collected payments to the bank (decisions.md §6): debit bank with what was paid out and
 * processor fees with the fees, credit payment clearing. Invoice payments and refund payments point at their payout.
 */
export const payouts = pgTable(
  "payouts",
  {
    businessId: tenantId(),
    id: uuid("id").notNull().defaultRandom(),
    processor: text("processor").notNull(),
    processorPayoutId: text("processor_payout_id").notNull(),
    externalId: text("external_id"),
    currency: text("currency").notNull(),
    paidOutAmountCents: cents("paid_out_amount_cents").notNull().default(0),
    feeCents: cents("fee_cents").notNull().default(0),
    grossPaymentsAmountCents: cents("gross_payments_amount_cents").notNull().default(0),
    totalRefundsAmountCents: cents("total_refunds_amount_cents").notNull().default(0),
    additionalRefundsAmountCents: cents("additional_refunds_amount_cents"),
    /** Gross payments − refunds − fees; may be negative when refunds exceed payments. */
    expectedNetAmountCents: cents("expected_net_amount_cents").notNull().default(0),
    /** Paid out − expected net. */
    amountVarianceCents: cents("amount_variance_cents").notNull().default(0),
    netAmountCents: cents("net_amount_cents").notNull().default(0),
    status: text("status").notNull().default("pending"),
    reconciliationStatus: text("reconciliation_status").notNull().default("unreconciled"),
    /** Bank account the payout arrives in; null means the business's `bank` role account. */
    depositAccountId: uuid("deposit_account_id"),
    completedAt: stamp("completed_at"),
    referenceNumber: text("reference_number"),
    memo: text("memo"),
    settlementFileId: uuid("settlement_file_id"),
    journalEntryId: uuid("journal_entry_id"),
    importedAt: stamp("imported_at").notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    uniqueIndex("payouts_business_processor_payout_key").on(t.businessId, t.processorPayoutId),
    uniqueIndex("payouts_business_external_id_key")
      .on(t.businessId, t.externalId)
      .where(sql`${t.externalId} is not null`),
    index("payouts_business_imported_idx").on(t.businessId, t.importedAt, t.id),
    index("payouts_business_completed_idx").on(t.businessId, t.completedAt, t.id),
    index("payouts_business_status_idx").on(t.businessId, t.status, t.importedAt),
    // Bank matching: a paid payout by what reached the bank.
    index("payouts_business_paid_out_idx")
      .on(t.businessId, t.paidOutAmountCents, t.completedAt)
      .where(sql`${t.status} = 'paid'`),
    foreignKey({
      name: "payouts_deposit_account_fk",
      columns: [t.businessId, t.depositAccountId],
      foreignColumns: [accounts.businessId, accounts.id],
    }),
    foreignKey({
      name: "payouts_settlement_file_fk",
      columns: [t.businessId, t.settlementFileId],
      foreignColumns: [documents.businessId, documents.id],
    }),
    check(
      "payouts_status_check",
      sql`${t.status} in ('pending', 'in_transit', 'paid', 'failed', 'cancelled')`,
    ),
    check(
      "payouts_reconciliation_status_check",
      sql`${t.reconciliationStatus} in ('unreconciled', 'partially_reconciled', 'fully_reconciled')`,
    ),
    check(
      "payouts_amounts_check",
      sql`${t.paidOutAmountCents} >= 0 and ${t.feeCents} >= 0 and ${t.grossPaymentsAmountCents} >= 0
        and ${t.totalRefundsAmountCents} >= 0 and coalesce(${t.additionalRefundsAmountCents}, 0) >= 0`,
    ),
  ],
);
