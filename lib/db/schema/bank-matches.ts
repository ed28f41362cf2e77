import { sql } from "drizzle-orm";
import { boolean, check, foreignKey, index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { MATCH_TARGET_TYPES } from "../../schemas/bank-values";
import { bankTransactions } from "./bank-transactions";
import { cents, createdAt, tenantId } from "./columns";

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/**
 * A reconciliation link (docs/banking.md): `amount_cents` of a bank transaction is the money movement of a document
 * (a bill, invoice or refund payment, a payout, or the other side of a transfer between two of the business's bank
 * accounts). `is_created_payment`: the match recorded the payment (paying an open bill or invoice), so unmatching
 * removes it again. `journal_entry_id`: an entry the link posted (a transfer, or moving a payment recorded on another
 * cash account onto this bank account), reversed on unmatch. Deleted on unmatch: the audit trail keeps the history.
 */
export const bankTransactionMatches = pgTable(
  "bank_transaction_matches",
  {
    businessId: tenantId(),
    id: uuid("id").notNull().defaultRandom(),
    bankTransactionId: uuid("bank_transaction_id").notNull(),
    targetType: text("target_type").notNull(),
    targetId: uuid("target_id").notNull(),
    amountCents: cents("amount_cents").notNull(),
    /** The document behind the target, for display and the document's reconciliation fields: bill, invoice, refund. */
    documentType: text("document_type").notNull(),
    documentId: uuid("document_id").notNull(),
    isCreatedPayment: boolean("is_created_payment").notNull().default(false),
    journalEntryId: uuid("journal_entry_id"),
    /** A transfer's link on the other account's transaction. */
    pairedMatchId: uuid("paired_match_id"),
    notes: text("notes"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    index("bank_transaction_matches_business_transaction_idx").on(t.businessId, t.bankTransactionId),
    index("bank_transaction_matches_business_target_idx").on(t.businessId, t.targetType, t.targetId),
    index("bank_transaction_matches_business_document_idx").on(t.businessId, t.documentType, t.documentId),
    foreignKey({
      name: "bank_transaction_matches_transaction_fk",
      columns: [t.businessId, t.bankTransactionId],
      foreignColumns: [bankTransactions.businessId, bankTransactions.id],
    }),
    check("bank_transaction_matches_amount_check", sql`${t.amountCents} > 0`),
    check("bank_transaction_matches_target_check", sql`${t.targetType} in (${inList(MATCH_TARGET_TYPES)})`),
  ],
);
