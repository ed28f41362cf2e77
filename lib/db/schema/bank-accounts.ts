import { sql } from "drizzle-orm";
import {
  boolean,
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
import { BANK_LINK_STATUSES } from "../../schemas/bank-values";
import { accounts } from "./accounts";
import { cents, createdAt, stamp, tenantId, updatedAt } from "./columns";

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/**
 * A bank account of the business (docs/banking.md), mapped to one cash account of its chart (`ledger_account_id`):
 * everything its transactions post moves that account. `balance_cents` is the bank's balance as the imported lines
 * say (opening balance plus every transaction not excluded), kept by the import and exclusion in their transaction.
 */
export const bankAccounts = pgTable(
  "bank_accounts",
  {
    businessId: tenantId(),
    id: uuid("id").notNull().defaultRandom(),
    externalId: text("external_id"),
    displayName: text("display_name").notNull(),
    officialName: text("official_name"),
    mask: text("mask"),
    currency: text("currency").notNull(),
    accountKey: text("account_key").notNull(),
    provider: text("provider").notNull().default("manual"),
    bankLinkStatus: text("bank_link_status").notNull().default("active"),
    ledgerAccountId: uuid("ledger_account_id").notNull(),
    openingBalanceCents: cents("opening_balance_cents").notNull().default(0),
    openingBalanceDate: date("opening_balance_date", { mode: "string" }),
    openingEntryId: uuid("opening_entry_id"),
    balanceCents: cents("balance_cents").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    archivedAt: stamp("archived_at"),
    firstSyncedAt: stamp("first_synced_at"),
    lastSyncedAt: stamp("last_synced_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    uniqueIndex("bank_accounts_business_external_id_key")
      .on(t.businessId, t.externalId)
      .where(sql`${t.externalId} is not null`),
    // One active bank account per ledger account: its balance and reconciliation must belong to one statement.
    uniqueIndex("bank_accounts_business_ledger_account_key")
      .on(t.businessId, t.ledgerAccountId)
      .where(sql`${t.isActive}`),
    index("bank_accounts_business_created_idx").on(t.businessId, t.createdAt, t.id),
    foreignKey({
      name: "bank_accounts_ledger_account_fk",
      columns: [t.businessId, t.ledgerAccountId],
      foreignColumns: [accounts.businessId, accounts.id],
    }),
    check("bank_accounts_link_status_check", sql`${t.bankLinkStatus} in (${inList(BANK_LINK_STATUSES)})`),
    check(
      "bank_accounts_opening_check",
      sql`${t.openingBalanceCents} = 0 or ${t.openingBalanceDate} is not null`,
    ),
  ],
);
