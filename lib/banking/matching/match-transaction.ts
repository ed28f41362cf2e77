import { randomUUID } from "node:crypto";
import type { BusinessRow } from "../../businesses/business-serializer";
import type { Db } from "../../db/client";
import { bankTransactionMatches } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { createBillPayment } from "../../payables/create-bill-payment";
import { createInvoicePayment } from "../../receivables/create-invoice-payment";
import type { MatchInput, MatchItemInput } from "../../schemas/bank-matching";
import { assertActive, findBankAccount, type BankAccountRow } from "../accounts/bank-account-row";
import { assertUnlocked } from "../categorization/transaction-guards";
import {
  findBankTransaction,
  lockBankTransactions,
  type BankTransactionRow,
} from "../transactions/bank-transaction-row";
import { postMoveEntry } from "./match-entries";
import { lockMatchTarget, type MatchTarget } from "./match-targets";
import { refreshTargetReconciliation } from "./target-reconciliation";
import { assertMatchable, settleTransactionMatches } from "./transaction-match-state";

type Link = typeof bankTransactionMatches.$inferInsert;

const path = (index: number, field: string) => `matches.${index}.${field}`;

/** Sorted, so two requests locking overlapping documents take the locks in one order and never deadlock. */
function lockOrder(items: readonly MatchItemInput[]) {
  return items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => item.target_type !== "bank_transaction")
    .sort((a, b) =>
      `${a.item.target_type}:${a.item.target_id.toLowerCase()}`.localeCompare(
        `${b.item.target_type}:${b.item.target_id.toLowerCase()}`,
      ),
    );
}

function assertNoRepeats(items: readonly MatchItemInput[]) {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const key = `${item.target_type}:${item.target_id.toLowerCase()}`;
    if (seen.has(key)) throw ApiError.validation({ [path(index, "target_id")]: ["Named twice."] });
    seen.add(key);
  });
}

/** How much of the target this item applies: what was asked, or what is left on both sides; never more. */
function amountFor(item: MatchItemInput, index: number, transactionOpen: number, targetOpen: number) {
  if (targetOpen <= 0) {
    throw ApiError.conflict("Nothing is left to match on this target.", {
      [path(index, "target_id")]: ["Already matched in full (or nothing is open on it)."],
    });
  }
  const amount = item.amount_cents ?? Math.min(transactionOpen, targetOpen);
  if (amount <= 0 || amount > transactionOpen) {
    throw ApiError.conflict("The matches are more than is left on the bank transaction.", {
      [path(index, "amount_cents")]: [`At most ${Math.max(transactionOpen, 0)} is left on the transaction.`],
    });
  }
  if (amount > targetOpen) {
    throw ApiError.conflict("The match is more than is left on the target.", {
      [path(index, "amount_cents")]: [`At most ${targetOpen} is left on the target.`],
    });
  }
  return amount;
}

interface Context {
  tx: Db;
  business: BusinessRow;
  row: BankTransactionRow;
  account: BankAccountRow;
  now: Date;
}

/** A document's link: an open bill or invoice is paid first (the payment is the target), elsewhere-posted cash moved. */
async function documentLink(
  ctx: Context,
  item: MatchItemInput,
  target: MatchTarget,
  amount: number,
): Promise<Link> {
  const { tx, business, row, account } = ctx;
  const common = {
    businessId: business.id,
    id: randomUUID(),
    bankTransactionId: row.id,
    amountCents: amount,
    documentType: target.documentType,
    documentId: target.documentId,
    notes: item.notes ?? null,
    createdAt: ctx.now,
  };
  const paymentInput = {
    amount_cents: amount,
    payment_date: row.date,
    payment_method: "bank_transfer" as const,
    reference: row.reference,
    memo: `Bank transaction ${row.externalId ?? row.id}`,
  };
  if (target.type === "bill") {
    const { payment } = await createBillPayment(tx, business, target.id, {
      ...paymentInput,
      paid_from_account_identifier: { type: "AccountId", id: account.ledgerAccountId },
    });
    return { ...common, targetType: "bill_payment", targetId: payment.id, isCreatedPayment: true };
  }
  if (target.type === "invoice") {
    const { payment } = await createInvoicePayment(tx, business, target.id, {
      ...paymentInput,
      fee_cents: 0,
      deposit_account_identifier: { type: "AccountId", id: account.ledgerAccountId },
    });
    return { ...common, targetType: "invoice_payment", targetId: payment.id, isCreatedPayment: true };
  }
  const journalEntryId =
    target.ledgerAccountId && target.ledgerAccountId !== account.ledgerAccountId
      ? await postMoveEntry(
          tx,
          row,
          account.ledgerAccountId,
          target.ledgerAccountId,
          amount,
          `Bank transaction ${row.externalId ?? row.id} matched to ${target.type.replace("_", " ")} ${target.id}`,
        )
      : null;
  return { ...common, targetType: target.type, targetId: target.id, journalEntryId };
}

/** A transfer between two of the business's bank accounts: one entry, a link on each side pointing at the other. */
async function transferLinks(
  ctx: Context,
  item: MatchItemInput,
  index: number,
  other: BankTransactionRow,
  transactionOpen: number,
): Promise<Link[]> {
  const { tx, business, row, account } = ctx;
  const field = path(index, "target_id");
  if (other.id === row.id || other.bankAccountId === row.bankAccountId) {
    throw ApiError.validation({ [field]: ["A transfer's other side is a line of another bank account."] });
  }
  if (other.direction === row.direction) {
    throw ApiError.validation({ [field]: ["A transfer's other side moves the money the other way."] });
  }
  assertUnlocked(other);
  assertMatchable(other, `The other side ${other.id}`);
  const otherAccount = await findBankAccount(tx, business.id, other.bankAccountId);
  assertActive(otherAccount);
  const amount = amountFor(item, index, transactionOpen, other.amountCents - other.matchedCents);
  const journalEntryId = await postMoveEntry(
    tx,
    row,
    account.ledgerAccountId,
    otherAccount.ledgerAccountId,
    amount,
    `Transfer between ${account.displayName} and ${otherAccount.displayName}`,
  );
  const [mine, theirs] = [randomUUID(), randomUUID()];
  const common = { businessId: business.id, amountCents: amount, journalEntryId, notes: item.notes ?? null };
  return [
    {
      ...common,
      id: mine,
      bankTransactionId: row.id,
      targetType: "bank_transaction",
      targetId: other.id,
      documentType: "bank_transaction",
      documentId: other.id,
      pairedMatchId: theirs,
      createdAt: ctx.now,
    },
    {
      ...common,
      id: theirs,
      bankTransactionId: other.id,
      targetType: "bank_transaction",
      targetId: row.id,
      documentType: "bank_transaction",
      documentId: row.id,
      pairedMatchId: mine,
      createdAt: ctx.now,
    },
  ];
}

/**
 * `POST /bank-transactions/{id}/match/` (docs/banking.md): links the transaction to one or more documents' money
 * movements. Locks first the transaction and any transfer's other side (id order), then the documents (type and id
 * order), then checks under those locks that no link applies more than is left on the transaction or on the
 * document: concurrent matches of either take turns and the later one sees what the earlier applied.
 */
export async function matchTransaction(
  db: Db,
  business: BusinessRow,
  id: string,
  input: MatchInput,
  now = new Date(),
): Promise<BankTransactionRow> {
  assertNoRepeats(input.matches);
  return db.transaction(async (tx) => {
    await findBankTransaction(tx, business.id, id);
    const transferIds = input.matches
      .map((item, index) => ({ item, index }))
      .filter(({ item }) => item.target_type === "bank_transaction");
    const locked = await lockBankTransactions(
      tx,
      business.id,
      [id, ...transferIds.map(({ item }) => item.target_id)],
      (position) => (position === 0 ? "id" : path(transferIds[position - 1]!.index, "target_id")),
    );
    const row = locked.get(id.toLowerCase())!;
    assertUnlocked(row);
    assertMatchable(row);
    const account = await findBankAccount(tx, business.id, row.bankAccountId);
    assertActive(account);
    const targets = new Map<number, MatchTarget>();
    for (const { item, index } of lockOrder(input.matches)) {
      const type = item.target_type as Exclude<MatchItemInput["target_type"], "bank_transaction">;
      targets.set(index, await lockMatchTarget(tx, business, type, item.target_id, path(index, "target_id")));
    }
    const ctx: Context = { tx, business, row, account, now };
    let open = row.amountCents - row.matchedCents;
    const links: Link[] = [];
    const others: BankTransactionRow[] = [];
    for (const [index, item] of input.matches.entries()) {
      const target = targets.get(index);
      if (!target) {
        const other = locked.get(item.target_id.toLowerCase())!;
        const pair = await transferLinks(ctx, item, index, other, open);
        links.push(...pair);
        others.push(other);
        open -= pair[0]!.amountCents;
        continue;
      }
      if (target.direction !== row.direction) {
        throw ApiError.validation({
          [path(index, "target_type")]: [
            row.direction === "credit"
              ? "The transaction is money in; this target is money out."
              : "The transaction is money out; this target is money in.",
          ],
        });
      }
      const amount = amountFor(item, index, open, target.bankCents - target.matchedCents);
      links.push(await documentLink(ctx, item, target, amount));
      open -= amount;
    }
    await tx.insert(bankTransactionMatches).values(links);
    for (const link of links)
      await refreshTargetReconciliation(tx, business.id, link.targetType, link.targetId);
    for (const other of others) await settleTransactionMatches(tx, other, now);
    return settleTransactionMatches(tx, row, now);
  });
}
