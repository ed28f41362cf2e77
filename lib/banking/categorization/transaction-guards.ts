import { ApiError } from "../../http/api-error";
import type { BankTransactionRow } from "../transactions/bank-transaction-row";

/** A transaction in a reconciled statement cannot change until that reconciliation is undone (docs/banking.md). */
export function assertUnlocked(row: BankTransactionRow) {
  if (row.statementReconciliationId) {
    throw ApiError.conflict(
      `Bank transaction ${row.id} is in a reconciled statement: undo that reconciliation to change it.`,
    );
  }
}

/** Categorizing, splitting or excluding a matched transaction would account for its money twice. */
export function assertUnmatched(row: BankTransactionRow) {
  if (row.status === "matched") {
    throw ApiError.conflict(`Bank transaction ${row.id} is matched to documents: unmatch it first.`);
  }
}
