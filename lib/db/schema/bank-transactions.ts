import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  BANK_DIRECTIONS,
  BANK_TRANSACTION_SOURCES,
  BANK_TRANSACTION_STATUSES,
  BANK_TRANSACTION_TYPES,
  CATEGORIZED_BY,
} from "../../schemas/bank-values";
import { accounts } from "./accounts";
import { bankAccounts } from "./bank-accounts";
import { cents, createdAt, stamp, tenantId, updatedAt } from "./columns";

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/**
 * One line of a bank statement (docs/banking.md). Amounts are positive cents with a direction. A split parent keeps
 * its amount and gets children (`parent_id`), each categorized to one account; the ledger never sees a transaction
 * until it is categorized (its entry: `categorization_entry_id`) or matched (bank_transaction_matches), and every
 * change after that is a reversal. `matched_cents` is what its matches cover; a transaction in a reconciled statement
 * (`statement_reconciliation_id`) is locked.
 */
export const bankTransactions = pgTable(
  "bank_transactions",
  {
    businessId: tenantId(),
    id: uuid("id").notNull().defaultRandom(),
    bankAccountId: uuid("bank_account_id").notNull(),
    parentId: uuid("parent_id"),
    externalId: text("external_id"),
    date: date("date", { mode: "string" }).notNull(),
    amountCents: cents("amount_cents").notNull(),
    direction: text("direction").notNull(),
    currency: text("currency").notNull(),
    counterpartyName: text("counterparty_name"),
    merchantName: text("merchant_name"),
    description: text("description"),
    reference: text("reference"),
    transactionType: text("transaction_type").notNull().default("other"),
    source: text("source").notNull(),
    status: text("status").notNull().default("uncategorized"),
    /** The account a categorized transaction (or a split child) is posted to. */
    accountId: uuid("account_id"),
    /** Percent, as given; `tax_cents` is the part of the amount posted to input tax or sales tax payable. */
    taxRate: numeric("tax_rate", { precision: 12, scale: 6 }),
    taxCents: cents("tax_cents").notNull().default(0),
    categorizationEntryId: uuid("categorization_entry_id"),
    categorizedBy: text("categorized_by"),
    ruleId: uuid("rule_id"),
    matchedCents: cents("matched_cents").notNull().default(0),
    /** When the transaction became fully accounted for (categorized, split or matched in full). */
    reconciledAt: stamp("reconciled_at"),
    statementReconciliationId: uuid("statement_reconciliation_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    uniqueIndex("bank_transactions_business_account_external_key")
      .on(t.businessId, t.bankAccountId, t.externalId)
      .where(sql`${t.externalId} is not null`),
    // The list's default order (-date, -created_at, id), and the same per bank account and per status.
    index("bank_transactions_business_date_idx").on(t.businessId, t.date, t.createdAt, t.id),
    index("bank_transactions_business_account_date_idx").on(
      t.businessId,
      t.bankAccountId,
      t.date,
      t.createdAt,
      t.id,
    ),
    index("bank_transactions_business_status_date_idx").on(t.businessId, t.status, t.date, t.createdAt, t.id),
    index("bank_transactions_business_parent_idx")
      .on(t.businessId, t.parentId)
      .where(sql`${t.parentId} is not null`),
    index("bank_transactions_business_category_idx")
      .on(t.businessId, t.accountId, t.date)
      .where(sql`${t.accountId} is not null`),
    // Transfer suggestions: an uncategorized line of another account with the same amount.
    index("bank_transactions_business_open_amount_idx")
      .on(t.businessId, t.amountCents, t.date)
      .where(sql`${t.status} in ('uncategorized', 'matched') and ${t.parentId} is null`),
    // Category suggestions: how this counterparty's lines were categorized before.
    index("bank_transactions_business_counterparty_idx")
      .on(t.businessId, sql`lower(${t.counterpartyName})`, t.date)
      .where(sql`${t.status} = 'categorized' and ${t.parentId} is null`),
    index("bank_transactions_business_statement_idx")
      .on(t.businessId, t.statementReconciliationId)
      .where(sql`${t.statementReconciliationId} is not null`),
    foreignKey({
      name: "bank_transactions_bank_account_fk",
      columns: [t.businessId, t.bankAccountId],
      foreignColumns: [bankAccounts.businessId, bankAccounts.id],
    }),
    foreignKey({
      name: "bank_transactions_parent_fk",
      columns: [t.businessId, t.parentId],
      foreignColumns: [t.businessId, t.id],
    }),
    foreignKey({
      name: "bank_transactions_account_fk",
      columns: [t.businessId, t.accountId],
      foreignColumns: [accounts.businessId, accounts.id],
    }),
    check("bank_transactions_amount_check", sql`${t.amountCents} > 0`),
    check("bank_transactions_direction_check", sql`${t.direction} in (${inList(BANK_DIRECTIONS)})`),
    check("bank_transactions_type_check", sql`${t.transactionType} in (${inList(BANK_TRANSACTION_TYPES)})`),
    check("bank_transactions_source_check", sql`${t.source} in (${inList(BANK_TRANSACTION_SOURCES)})`),
    check("bank_transactions_status_check", sql`${t.status} in (${inList(BANK_TRANSACTION_STATUSES)})`),
    check("bank_transactions_categorized_by_check", sql`${t.categorizedBy} in (${inList(CATEGORIZED_BY)})`),
    check(
      "bank_transactions_matched_check",
      sql`${t.matchedCents} >= 0 and ${t.matchedCents} <= ${t.amountCents} and ${t.taxCents} >= 0`,
    ),
    check(
      "bank_transactions_external_id_check",
      sql`(${t.parentId} is null) = (${t.externalId} is not null)`,
    ),
  ],
);

/**
 * Transactions per business, bank account, status and level (top-level or split child), kept by statement-level
 * triggers (the migration) in the transaction that changes them, so the list's exact `count` for its usual filters
 * is a sum of a few rows. Each transaction adds to one of 16 stripes (txid mod 16), as invoice_status_counts does.
 */
export const bankTransactionCounts = pgTable(
  "bank_transaction_counts",
  {
    businessId: tenantId(),
    bankAccountId: uuid("bank_account_id").notNull(),
    status: text("status").notNull(),
    isChild: smallint("is_child").notNull(),
    stripe: smallint("stripe").notNull(),
    transactionCount: bigint("transaction_count", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.bankAccountId, t.status, t.isChild, t.stripe] }),
    check("bank_transaction_counts_stripe_check", sql`${t.stripe} between 0 and 15`),
  ],
);
