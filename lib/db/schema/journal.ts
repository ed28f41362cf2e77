import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { CASH_FLOW_HINTS, FLOW_CLASSES } from "../../schemas/cash-flow-class";
import { JOURNAL_SOURCES } from "../../schemas/journal-source";
import { accounts } from "./accounts";
import { businesses } from "./businesses";

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/**
 * One posting of the double-entry ledger. Append-only: the migration adds triggers that refuse UPDATE and DELETE,
 * and a deferred constraint trigger that refuses an entry whose lines do not balance when its transaction commits.
 */
export const journalEntries = pgTable(
  "journal_entries",
  {
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id),
    id: uuid("id").notNull().defaultRandom(),
    entryDate: date("entry_date", { mode: "string" }).notNull(),
    source: text("source").notNull(),
    sourceId: uuid("source_id"),
    memo: text("memo"),
    /** Set on a reversal (a void): the entry it cancels. At most one reversal per entry. */
    reversesEntryId: uuid("reverses_entry_id"),
    /**
     * Posting order across the database (an identity, so concurrent postings never wait on a counter): the number in
     * the entry's sequence_number (JE-2025-000042). Unique and increasing, not gapless per business.
     */
    entryNumber: bigint("entry_number", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    index("journal_entries_business_number_idx").on(t.businessId, t.entryNumber),
    index("journal_entries_business_date_idx").on(t.businessId, t.entryDate, t.id),
    index("journal_entries_business_source_idx").on(t.businessId, t.source, t.sourceId),
    uniqueIndex("journal_entries_business_reverses_key")
      .on(t.businessId, t.reversesEntryId)
      .where(sql`${t.reversesEntryId} is not null`),
    foreignKey({
      name: "journal_entries_reverses_entry_fk",
      columns: [t.businessId, t.reversesEntryId],
      foreignColumns: [t.businessId, t.id],
    }),
    check("journal_entries_source_check", sql`${t.source} in (${inList(JOURNAL_SOURCES)})`),
  ],
);

/** A debit or a credit of one account. Written only by lib/ledger/post-journal-entry.ts. */
export const journalLines = pgTable(
  "journal_lines",
  {
    businessId: uuid("business_id").notNull(),
    id: uuid("id").notNull().defaultRandom(),
    entryId: uuid("entry_id").notNull(),
    lineNo: integer("line_no").notNull(),
    accountId: uuid("account_id").notNull(),
    /** A copy of the entry's date, so balance and report queries read one index without a join. */
    entryDate: date("entry_date", { mode: "string" }).notNull(),
    debitCents: bigint("debit_cents", { mode: "number" }).notNull().default(0),
    creditCents: bigint("credit_cents", { mode: "number" }).notNull().default(0),
    description: text("description"),
    /** Document currency of an FX line; the debit or credit is always in the business's base currency. */
    currency: text("currency"),
    originalAmountCents: bigint("original_amount_cents", { mode: "number" }),
    /** Where the cash flow statement puts the line, derived at posting (lib/ledger/classify-cash-flows.ts). */
    flowClass: text("flow_class").notNull(),
    /** Set by an investing or financing document on its payable or receivable lines. */
    cashFlowHint: text("cash_flow_hint"),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    foreignKey({
      name: "journal_lines_entry_fk",
      columns: [t.businessId, t.entryId],
      foreignColumns: [journalEntries.businessId, journalEntries.id],
    }),
    foreignKey({
      name: "journal_lines_account_fk",
      columns: [t.businessId, t.accountId],
      foreignColumns: [accounts.businessId, accounts.id],
    }),
    index("journal_lines_business_account_date_idx").on(t.businessId, t.accountId, t.entryDate),
    uniqueIndex("journal_lines_business_entry_line_key").on(t.businessId, t.entryId, t.lineNo),
    check(
      "journal_lines_one_side_check",
      sql`${t.debitCents} >= 0 and ${t.creditCents} >= 0 and (${t.debitCents} > 0) <> (${t.creditCents} > 0)`,
    ),
    check("journal_lines_flow_class_check", sql`${t.flowClass} in (${inList(FLOW_CLASSES)})`),
    check("journal_lines_cash_flow_hint_check", sql`${t.cashFlowHint} in (${inList(CASH_FLOW_HINTS)})`),
  ],
);
