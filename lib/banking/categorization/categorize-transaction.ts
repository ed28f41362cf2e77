import { and, eq } from "drizzle-orm";
import type { BusinessRow } from "../../businesses/business-serializer";
import type { Db } from "../../db/client";
import { bankTransactions } from "../../db/schema";
import { ApiError, type ErrorDetails } from "../../http/api-error";
import type { CategorizeInput, SplitInput, SuggestedRule } from "../../schemas/bank-categorization";
import { assertActive, findBankAccount } from "../accounts/bank-account-row";
import {
  lockBankTransaction,
  signedCents,
  type BankTransactionRow,
} from "../transactions/bank-transaction-row";
import { applyCategorization, moveBankBalance, undoCategorization } from "./apply-categorization";
import { categoryAccounts } from "./categorization-accounts";
import { categoryParts, type PartInput } from "./categorization-lines";
import { suggestedRuleFor } from "./suggested-rule";
import { assertUnlocked, assertUnmatched } from "./transaction-guards";

/** Locks a transaction and its bank account for a change of its categorization. */
async function editable(tx: Db, businessId: string, id: string) {
  const row = await lockBankTransaction(tx, businessId, id);
  assertUnlocked(row);
  const account = await findBankAccount(tx, businessId, row.bankAccountId);
  assertActive(account);
  return { row, account };
}

async function postParts(
  tx: Db,
  { row, account }: Awaited<ReturnType<typeof editable>>,
  inputs: readonly PartInput[],
  path: (index: number, field: string) => string,
  now: Date,
) {
  assertUnmatched(row);
  const details: ErrorDetails = {};
  const parts = categoryParts(inputs, path, details);
  if (Object.keys(details).length) throw ApiError.validation(details);
  await categoryAccounts(
    tx,
    row.businessId,
    parts.map((part, index) => ({ accountId: part.accountId, fieldPath: path(index, "account_id") })),
    account.ledgerAccountId,
  );
  return applyCategorization(tx, account, row, { parts, categorizedBy: "manual" }, now);
}

/**
 * `POST /bank-transactions/{id}/categorize/`: posts the whole transaction to one account (a recategorization reverses
 * the earlier entry first; an excluded transaction is included again). 409 when it is matched or locked. After the
 * third time a counterparty gets the same account by hand, a rule is offered (`suggestedRule`).
 */
export async function categorizeTransaction(
  db: Db,
  business: BusinessRow,
  id: string,
  input: CategorizeInput,
  now = new Date(),
): Promise<{ row: BankTransactionRow; suggestedRule: SuggestedRule | null }> {
  return db.transaction(async (tx) => {
    const target = await editable(tx, business.id, id);
    const part: PartInput = { ...input, amount_cents: target.row.amountCents };
    const row = await postParts(tx, target, [part], (_, field) => field, now);
    return { row, suggestedRule: await suggestedRuleFor(tx, row) };
  });
}

/** `POST /bank-transactions/{id}/split/`: posts parts of the transaction to several accounts; they must add up to it. */
export async function splitTransaction(
  db: Db,
  business: BusinessRow,
  id: string,
  input: SplitInput,
  now = new Date(),
): Promise<BankTransactionRow> {
  return db.transaction(async (tx) => {
    const target = await editable(tx, business.id, id);
    const total = input.lines.reduce((sum, line) => sum + line.amount_cents, 0);
    if (total !== target.row.amountCents) {
      throw ApiError.validation({
        lines: [`The lines add up to ${total}; the transaction is ${target.row.amountCents}.`],
      });
    }
    return postParts(tx, target, input.lines, (index, field) => `lines.${index}.${field}`, now);
  });
}

/**
 * `POST /bank-transactions/{id}/uncategorize/`: back to uncategorized, by reversal; also includes an excluded
 * transaction again. An uncategorized one is returned unchanged; a matched one is 409 (unmatch it).
 */
export async function uncategorizeTransaction(db: Db, business: BusinessRow, id: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const { row, account } = await editable(tx, business.id, id);
    assertUnmatched(row);
    if (row.status === "uncategorized") return row;
    const reset = await undoCategorization(tx, account, row);
    return update(tx, row, { ...reset, updatedAt: now });
  });
}

/**
 * `POST /bank-transactions/{id}/exclude/`: leaves the line out of the books and of the bank's balance (a duplicate,
 * say), reversing a categorization first. Excluding an excluded line returns it unchanged.
 */
export async function excludeTransaction(db: Db, business: BusinessRow, id: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const { row, account } = await editable(tx, business.id, id);
    assertUnmatched(row);
    if (row.status === "excluded") return row;
    const reset = row.status === "uncategorized" ? {} : await undoCategorization(tx, account, row);
    await moveBankBalance(tx, account, -signedCents(row));
    return update(tx, row, { ...reset, status: "excluded", updatedAt: now });
  });
}

async function update(tx: Db, row: BankTransactionRow, changes: Partial<BankTransactionRow>) {
  const [updated] = await tx
    .update(bankTransactions)
    .set(changes)
    .where(and(eq(bankTransactions.businessId, row.businessId), eq(bankTransactions.id, row.id)))
    .returning();
  return updated!;
}
