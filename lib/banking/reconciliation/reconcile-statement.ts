import { and, desc, eq, isNull, lte } from "drizzle-orm";
import type { BusinessRow } from "../../businesses/business-serializer";
import type { Db } from "../../db/client";
import { accounts, bankStatementReconciliations as r, bankTransactions as t } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import type { BankReconciliationResponse, StatementInput } from "../../schemas/bank-reconciliation";
import { findBankAccount, type BankAccountRow } from "../accounts/bank-account-row";
import { lastReconciledEnd, statementReport } from "./statement-report";

type ReconciliationRow = typeof r.$inferSelect;

export function serializeReconciliation(
  row: ReconciliationRow,
  isLatest: boolean,
): BankReconciliationResponse {
  return {
    type: "BankStatementReconciliation",
    id: row.id,
    bank_account_id: row.bankAccountId,
    statement_end_date: row.statementEndDate,
    closing_balance_cents: row.closingBalanceCents,
    ledger_balance_cents: row.ledgerBalanceCents,
    cleared_balance_cents: row.clearedBalanceCents,
    transaction_count: row.transactionCount,
    is_latest: isLatest,
    created_at: row.createdAt.toISOString(),
  };
}

async function isBankRole(db: Db, account: BankAccountRow) {
  const [row] = await db
    .select({ role: accounts.systemRole })
    .from(accounts)
    .where(and(eq(accounts.businessId, account.businessId), eq(accounts.id, account.ledgerAccountId)));
  return row?.role === "bank";
}

/** `GET /bank-accounts/{id}/reconciliation/`: the report for a statement, nothing stored. */
export async function reportStatement(
  db: Db,
  business: BusinessRow,
  bankAccountId: string,
  input: StatementInput,
) {
  const account = await findBankAccount(db, business.id, bankAccountId);
  return statementReport(db, account, input, await isBankRole(db, account));
}

/**
 * `POST /bank-accounts/{id}/reconciliations/`: marks the statement period reconciled when its report allows it (409
 * with the report's reason otherwise) and locks every line up to the end date. Under the bank account's row lock
 * (imports take it too) and the lines' row locks, so nothing changes them between the report and the lock.
 */
export async function reconcileStatement(
  db: Db,
  business: BusinessRow,
  bankAccountId: string,
  input: StatementInput,
) {
  return db.transaction(async (tx) => {
    const account = await findBankAccount(tx, business.id, bankAccountId, { forUpdate: true });
    await tx
      .select({ id: t.id })
      .from(t)
      .where(
        and(
          eq(t.businessId, business.id),
          eq(t.bankAccountId, account.id),
          isNull(t.statementReconciliationId),
          lte(t.date, input.statement_end_date),
        ),
      )
      .orderBy(t.id)
      .for("update");
    const report = await statementReport(tx, account, input, await isBankRole(tx, account));
    if (!report.can_reconcile) {
      throw ApiError.conflict(report.blocking_reason!, { statement_end_date: [report.blocking_reason!] });
    }
    const [created] = await tx
      .insert(r)
      .values({
        businessId: business.id,
        bankAccountId: account.id,
        statementEndDate: input.statement_end_date,
        closingBalanceCents: input.closing_balance_cents,
        ledgerBalanceCents: report.ledger_balance_cents,
        clearedBalanceCents: report.cleared_balance_cents,
        transactionCount: 0,
      })
      .returning();
    const locked = await tx
      .update(t)
      .set({ statementReconciliationId: created!.id })
      .where(
        and(
          eq(t.businessId, business.id),
          eq(t.bankAccountId, account.id),
          isNull(t.statementReconciliationId),
          lte(t.date, input.statement_end_date),
        ),
      )
      .returning({ parentId: t.parentId });
    const [row] = await tx
      .update(r)
      .set({ transactionCount: locked.filter((line) => line.parentId === null).length })
      .where(and(eq(r.businessId, business.id), eq(r.id, created!.id)))
      .returning();
    return serializeReconciliation(row!, true);
  });
}

/**
 * `DELETE /bank-accounts/{id}/reconciliations/{reconciliation_id}/`: undoes the latest reconciliation of the account
 * (409 for an earlier one: undo the later ones first), unlocking its lines. Returns what was undone.
 */
export async function undoReconciliation(db: Db, business: BusinessRow, bankAccountId: string, id: string) {
  return db.transaction(async (tx) => {
    const account = await findBankAccount(tx, business.id, bankAccountId, { forUpdate: true });
    const [row] = await tx
      .select()
      .from(r)
      .where(and(eq(r.businessId, business.id), eq(r.bankAccountId, account.id), eq(r.id, id.toLowerCase())));
    if (!row) throw ApiError.notFound("Statement reconciliation");
    const lastEnd = await lastReconciledEnd(tx, account);
    if (lastEnd !== row.statementEndDate) {
      throw ApiError.conflict(`A later statement (up to ${lastEnd}) is reconciled: undo that one first.`);
    }
    await tx
      .update(t)
      .set({ statementReconciliationId: null })
      .where(and(eq(t.businessId, business.id), eq(t.statementReconciliationId, row.id)));
    await tx.delete(r).where(and(eq(r.businessId, business.id), eq(r.id, row.id)));
    return serializeReconciliation(row, false);
  });
}

/** `GET /bank-accounts/{id}/reconciliations/`: the account's reconciled statements, latest first. */
export async function listReconciliations(db: Db, business: BusinessRow, bankAccountId: string) {
  const account = await findBankAccount(db, business.id, bankAccountId);
  const rows = await db
    .select()
    .from(r)
    .where(and(eq(r.businessId, business.id), eq(r.bankAccountId, account.id)))
    .orderBy(desc(r.statementEndDate));
  return rows.map((row, index) => serializeReconciliation(row, index === 0));
}
