import type { BankTransactionStatus, CategorizationStatus } from "../../schemas/bank-values";
import type { BankTransactionRow } from "./bank-transaction-row";

type StatusFields = Pick<BankTransactionRow, "status" | "amountCents" | "matchedCents">;

/** How much of the transaction the books account for: all of it once categorized or split, what matches cover. */
export function reconciledCents(row: StatusFields): number {
  if (row.status === "categorized" || row.status === "split") return row.amountCents;
  if (row.status === "matched") return row.matchedCents;
  return 0;
}

/** What is left to account for; an excluded line leaves nothing. */
export function remainingCents(row: StatusFields): number {
  return row.status === "excluded" ? 0 : row.amountCents - reconciledCents(row);
}

/** extensions.md §2.4's field from our status (docs/banking.md). */
export function categorizationStatusOf(row: StatusFields): CategorizationStatus {
  switch (row.status as BankTransactionStatus) {
    case "uncategorized":
      return "pending";
    case "excluded":
      return "excluded";
    case "matched":
      return row.matchedCents < row.amountCents ? "manual_review" : "categorized";
    default:
      return "categorized";
  }
}

export const isFullyReconciled = (row: StatusFields) =>
  row.status !== "excluded" && row.status !== "uncategorized" && remainingCents(row) === 0;
