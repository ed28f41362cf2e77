import { sql } from "drizzle-orm";
import {
  check,
  date,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { bankAccounts } from "./bank-accounts";
import { cents, createdAt, tenantId } from "./columns";

/**
 * A statement period marked reconciled (docs/banking.md): the statement's closing balance at its end date agreed with
 * the books. Its transactions (dated up to the end date, not in an earlier one) are locked until it is undone; only
 * the latest of a bank account can be undone.
 */
export const bankStatementReconciliations = pgTable(
  "bank_statement_reconciliations",
  {
    businessId: tenantId(),
    id: uuid("id").notNull().defaultRandom(),
    bankAccountId: uuid("bank_account_id").notNull(),
    statementEndDate: date("statement_end_date", { mode: "string" }).notNull(),
    closingBalanceCents: cents("closing_balance_cents").notNull(),
    ledgerBalanceCents: cents("ledger_balance_cents").notNull(),
    clearedBalanceCents: cents("cleared_balance_cents").notNull(),
    transactionCount: integer("transaction_count").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    uniqueIndex("bank_statement_reconciliations_account_end_key").on(
      t.businessId,
      t.bankAccountId,
      t.statementEndDate,
    ),
    foreignKey({
      name: "bank_statement_reconciliations_account_fk",
      columns: [t.businessId, t.bankAccountId],
      foreignColumns: [bankAccounts.businessId, bankAccounts.id],
    }),
    check("bank_statement_reconciliations_count_check", sql`${t.transactionCount} >= 0`),
  ],
);
