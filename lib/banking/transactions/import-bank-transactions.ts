import { and, eq, sql } from "drizzle-orm";
import type { BusinessRow } from "../../businesses/business-serializer";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/query-rows";
import { bankAccounts, bankStatementReconciliations } from "../../db/schema";
import type { ErrorDetails } from "../../http/api-error";
import type { ImportLineInput, ImportResult } from "../../schemas/bank-transaction-import";
import type { BankTransactionSource } from "../../schemas/bank-values";
import { assertActive, findBankAccount, type BankAccountRow } from "../accounts/bank-account-row";

export interface ImportLine extends ImportLineInput {
  /** A statement file's line, for the per-item result. */
  line?: number;
}

type ItemResult = ImportResult["results"][number];

/**
 * Stores statement lines of one bank account (docs/banking.md, "Import"): each external_id at most once per account,
 * also when the same batch is imported by many requests at once (they take the account's row lock in turn, and a
 * line already there is left as it is). A line the account cannot take (another currency, before the opening date, in
 * a reconciled statement) is rejected on its own; the others are stored. The account's balance and sync times move
 * in the same transaction. `afterInsert` gets the new rows (the rules, which categorize some of them).
 */
export async function importBankTransactions(
  db: Db,
  business: BusinessRow,
  bankAccountId: string,
  lines: readonly ImportLine[],
  source: BankTransactionSource,
  afterInsert?: (tx: Db, account: BankAccountRow, created: CreatedLine[]) => Promise<Map<string, string>>,
  now = new Date(),
): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    const account = await findBankAccount(tx, business.id, bankAccountId, {
      forUpdate: true,
      fieldPath: "bank_account_connection_id",
    });
    assertActive(account);
    const lastReconciled = await lastReconciledDate(tx, business.id, account.id);
    const results: ItemResult[] = lines.map((line, index) => ({
      index,
      line: line.line ?? null,
      external_id: line.external_id,
      status: "rejected",
      id: null,
      errors: problemsOf(line, account, lastReconciled),
      rule_id: null,
    }));
    const firstByExternalId = new Map<string, number>();
    const toInsert = lines.filter((line, index) => {
      if (results[index]!.errors) return false;
      if (firstByExternalId.has(line.external_id)) return false;
      firstByExternalId.set(line.external_id, index);
      return true;
    });
    const created = await insertLines(tx, business.id, account, toInsert, source, now);
    const createdIds = new Map(created.map((row) => [row.externalId, row.id]));
    const existingIds = await existingIdsOf(
      tx,
      business.id,
      account.id,
      toInsert.map((line) => line.external_id).filter((externalId) => !createdIds.has(externalId)),
    );
    lines.forEach((line, index) => {
      const result = results[index]!;
      if (result.errors) return;
      const isFirst = firstByExternalId.get(line.external_id) === index;
      const createdId = createdIds.get(line.external_id);
      result.status = isFirst && createdId ? "created" : "existing";
      result.id = createdId ?? existingIds.get(line.external_id)!;
    });
    const ruleIds = created.length && afterInsert ? await afterInsert(tx, account, created) : new Map();
    for (const result of results)
      if (result.status === "created") result.rule_id = ruleIds.get(result.id!) ?? null;
    await tx
      .update(bankAccounts)
      .set({
        balanceCents: sql`${bankAccounts.balanceCents} + ${created.reduce((sum, row) => sum + row.signedCents, 0)}`,
        firstSyncedAt: sql`coalesce(${bankAccounts.firstSyncedAt}, ${now.toISOString()}::timestamptz)`,
        lastSyncedAt: now,
        updatedAt: now,
      })
      .where(and(eq(bankAccounts.businessId, business.id), eq(bankAccounts.id, account.id)));
    const count = (status: ItemResult["status"]) =>
      results.filter((result) => result.status === status).length;
    return {
      bank_account_connection_id: account.id,
      created_count: count("created"),
      existing_count: count("existing"),
      rejected_count: count("rejected"),
      categorized_by_rule_count: ruleIds.size,
      results,
    };
  });
}

function problemsOf(
  line: ImportLine,
  account: BankAccountRow,
  lastReconciled: string | null,
): ErrorDetails | null {
  const details: ErrorDetails = {};
  if (line.currency && line.currency !== account.currency) {
    details.currency = [`The bank account is in ${account.currency}.`];
  }
  if (account.openingBalanceDate && line.date < account.openingBalanceDate) {
    details.date = [`Before the account's opening balance date, ${account.openingBalanceDate}.`];
  } else if (lastReconciled && line.date <= lastReconciled) {
    details.date = [`In a reconciled statement (up to ${lastReconciled}): undo that reconciliation first.`];
  }
  return Object.keys(details).length ? details : null;
}

async function lastReconciledDate(tx: Db, businessId: string, bankAccountId: string) {
  const [row] = await tx
    .select({ date: sql<string | null>`max(${bankStatementReconciliations.statementEndDate})::text` })
    .from(bankStatementReconciliations)
    .where(
      and(
        eq(bankStatementReconciliations.businessId, businessId),
        eq(bankStatementReconciliations.bankAccountId, bankAccountId),
      ),
    );
  return row?.date ?? null;
}

export interface CreatedLine {
  id: string;
  externalId: string;
  direction: "credit" | "debit";
  signedCents: number;
  counterpartyName: string | null;
  description: string | null;
}

/**
 * One statement for the whole batch: the lines as array parameters, unnested in order. A line whose external_id the
 * account already has is skipped by the unique index; what was inserted comes back. Each line's created_at is a
 * microsecond after the one before, so lines of one day list in a stable order (the latest imported first).
 */
async function insertLines(
  tx: Db,
  businessId: string,
  account: BankAccountRow,
  lines: readonly ImportLine[],
  source: BankTransactionSource,
  now: Date,
): Promise<CreatedLine[]> {
  if (lines.length === 0) return [];
  const column = <T>(pick: (line: ImportLine) => T) => sql.param(lines.map(pick));
  const rows = await queryRows<{
    id: string;
    external_id: string;
    direction: "credit" | "debit";
    amount_cents: string;
    counterparty_name: string | null;
    description: string | null;
  }>(
    tx,
    sql`insert into bank_transactions (business_id, bank_account_id, external_id, date, amount_cents, direction,
        currency, counterparty_name, merchant_name, description, reference, transaction_type, source, created_at,
        updated_at)
      select ${businessId}::uuid, ${account.id}::uuid, l.external_id, l.date, l.amount_cents, l.direction,
        ${account.currency}, l.counterparty_name, l.merchant_name, l.description, l.reference, l.transaction_type,
        ${source}, ${now.toISOString()}::timestamptz + l.n * interval '1 microsecond',
        ${now.toISOString()}::timestamptz
      from unnest(${column((line) => line.external_id)}::text[], ${column((line) => line.date)}::date[],
        ${column((line) => line.amount_cents)}::bigint[], ${column((line) => line.direction)}::text[],
        ${column((line) => line.counterparty_name ?? null)}::text[],
        ${column((line) => line.merchant_name ?? null)}::text[],
        ${column((line) => line.description ?? null)}::text[], ${column((line) => line.reference ?? null)}::text[],
        ${column((line) => line.transaction_type)}::text[])
        with ordinality as l(external_id, date, amount_cents, direction, counterparty_name, merchant_name,
          description, reference, transaction_type, n)
      on conflict do nothing
      returning id, external_id, direction, amount_cents, counterparty_name, description`,
  );
  return rows.map((row) => ({
    id: row.id,
    externalId: row.external_id,
    direction: row.direction,
    signedCents: row.direction === "credit" ? Number(row.amount_cents) : -Number(row.amount_cents),
    counterpartyName: row.counterparty_name,
    description: row.description,
  }));
}

async function existingIdsOf(tx: Db, businessId: string, bankAccountId: string, externalIds: string[]) {
  if (externalIds.length === 0) return new Map<string, string>();
  const rows = await queryRows<{ id: string; external_id: string }>(
    tx,
    sql`select id, external_id from bank_transactions
        where business_id = ${businessId} and bank_account_id = ${bankAccountId}
          and external_id = any(${sql.param(externalIds)}::text[])`,
  );
  return new Map(rows.map((row) => [row.external_id, row.id]));
}
