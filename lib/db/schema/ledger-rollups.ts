import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  foreignKey,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { FLOW_CLASSES } from "../../schemas/cash-flow-class";
import { ROLLUP_PERIODS } from "../../ledger/rollup-periods";
import { accounts } from "./accounts";
import { businesses } from "./businesses";

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/**
 * Debits and credits per account and flow class summed by day, month and year, kept by postJournalEntry in the posting
 * transaction, so a balance at any date reads a few hundred rows (earlier years + this year's earlier months + this
 * month's days) instead of the journal. Each transaction adds to one of a few stripes, so concurrent postings to one
 * account on one day (every bill credits accounts payable) do not queue on one row lock; readers sum the stripes.
 */
export const ledgerBalanceRollups = pgTable(
  "ledger_balance_rollups",
  {
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id),
    period: text("period").notNull(),
    /** First day of the day, month or year. */
    periodStart: date("period_start", { mode: "string" }).notNull(),
    accountId: uuid("account_id").notNull(),
    flowClass: text("flow_class").notNull(),
    stripe: smallint("stripe").notNull(),
    debitCents: bigint("debit_cents", { mode: "number" }).notNull(),
    creditCents: bigint("credit_cents", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.period, t.periodStart, t.accountId, t.flowClass, t.stripe] }),
    foreignKey({
      name: "ledger_balance_rollups_account_fk",
      columns: [t.businessId, t.accountId],
      foreignColumns: [accounts.businessId, accounts.id],
    }),
    check("ledger_balance_rollups_period_check", sql`${t.period} in (${inList(ROLLUP_PERIODS)})`),
    check("ledger_balance_rollups_flow_class_check", sql`${t.flowClass} in (${inList(FLOW_CLASSES)})`),
  ],
);
