import { and, eq, inArray } from "drizzle-orm";
import type { BusinessRow } from "../../businesses/business-serializer";
import type { Db } from "../../db/client";
import { bankTransactionMatches as m } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { reverseJournalEntry } from "../../ledger/reverse-journal-entry";
import { removeBillPayment } from "../../payables/remove-bill-payment";
import { removeInvoicePayment } from "../../receivables/remove-invoice-payment";
import type { UnmatchInput } from "../../schemas/bank-matching";
import { assertActive, findBankAccount } from "../accounts/bank-account-row";
import { assertUnlocked } from "../categorization/transaction-guards";
import {
  findBankTransaction,
  lockBankTransactions,
  type BankTransactionRow,
} from "../transactions/bank-transaction-row";
import { matchedCentsOf } from "./match-targets";
import { refreshTargetReconciliation } from "./target-reconciliation";
import { settleTransactionMatches } from "./transaction-match-state";

type LinkRow = typeof m.$inferSelect;

async function linksOf(tx: Db, businessId: string, transactionId: string, only?: readonly string[]) {
  const rows = await tx
    .select()
    .from(m)
    .where(and(eq(m.businessId, businessId), eq(m.bankTransactionId, transactionId)));
  if (!only) return rows;
  const wanted = new Set(only.map((id) => id.toLowerCase()));
  only.forEach((linkId, index) => {
    if (!rows.some((row) => row.id === linkId.toLowerCase())) {
      throw ApiError.validation({
        [`reconciliation_link_ids.${index}`]: ["Not a link of this transaction."],
      });
    }
  });
  return rows.filter((row) => wanted.has(row.id));
}

/** Takes back what one link did: the entry it posted (once for a transfer's pair), the payment it recorded. */
async function undoLink(tx: Db, businessId: string, link: LinkRow, reversed: Set<string>, date: string) {
  const memo = `Bank match ${link.id} undone`;
  if (link.journalEntryId && !reversed.has(link.journalEntryId)) {
    reversed.add(link.journalEntryId);
    await reverseJournalEntry(tx, businessId, link.journalEntryId, { entryDate: date, memo });
  }
  await tx
    .delete(m)
    .where(
      and(
        eq(m.businessId, businessId),
        inArray(m.id, [link.id, ...(link.pairedMatchId ? [link.pairedMatchId] : [])]),
      ),
    );
  if (!link.isCreatedPayment)
    return refreshTargetReconciliation(tx, businessId, link.targetType, link.targetId);
  if ((await matchedCentsOf(tx, businessId, link.targetType, link.targetId)) > 0) {
    throw ApiError.conflict(
      `The payment this match recorded (${link.targetId}) is matched to other bank transactions too: unmatch them first.`,
    );
  }
  if (link.targetType === "bill_payment") await removeBillPayment(tx, businessId, link.targetId, memo);
  else await removeInvoicePayment(tx, businessId, link.targetId, memo);
}

/**
 * `POST /bank-transactions/{id}/unmatch/` (docs/banking.md): removes the transaction's links (all, or the ones
 * named), reversing what each posted and removing a payment a match recorded, so the transaction, the documents and
 * the books are as before the match. A transfer's other side loses its link too. 409 when either side is in a
 * reconciled statement.
 */
export async function unmatchTransaction(
  db: Db,
  business: BusinessRow,
  id: string,
  input: UnmatchInput,
  now = new Date(),
): Promise<BankTransactionRow> {
  return db.transaction(async (tx) => {
    await findBankTransaction(tx, business.id, id);
    // The other sides of transfers are locked with the transaction, in id order; the links are read again under it.
    const before = await linksOf(tx, business.id, id.toLowerCase());
    const otherIds = before
      .filter((link) => link.targetType === "bank_transaction")
      .map((link) => link.targetId);
    const locked = await lockBankTransactions(tx, business.id, [id, ...otherIds]);
    const row = locked.get(id.toLowerCase())!;
    assertUnlocked(row);
    assertActive(await findBankAccount(tx, business.id, row.bankAccountId));
    const links = await linksOf(tx, business.id, row.id, input.reconciliation_link_ids);
    if (!links.length) return row;
    const reversed = new Set<string>();
    const touched = new Map<string, BankTransactionRow>();
    for (const link of links) {
      if (link.targetType === "bank_transaction") {
        const other = locked.get(link.targetId);
        if (!other) throw ApiError.conflict("The transfer changed meanwhile: try again.");
        assertUnlocked(other);
        touched.set(other.id, other);
      }
      await undoLink(tx, business.id, link, reversed, row.date);
    }
    for (const other of touched.values()) await settleTransactionMatches(tx, other, now);
    return settleTransactionMatches(tx, row, now);
  });
}
