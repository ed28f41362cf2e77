import type { Messages } from "@/lib/i18n/catalog";
import type { BankTransactionResponse } from "@/lib/schemas/bank-transaction";

const UNDO_ACTIONS = ["uncategorize", "exclude", "unmatch", "include"] as const;
export type UndoAction = (typeof UNDO_ACTIONS)[number];
export type LineAction = "categorize" | "split" | "match" | UndoAction;
type Line = Pick<BankTransactionResponse, "status" | "remaining_amount_cents" | "suggestions">;

/** An action the undo form carries out (the others have forms of their own). */
export const isUndoAction = (action: LineAction): action is UndoAction =>
  (UNDO_ACTIONS as readonly string[]).includes(action);

/**
 * What the API lets an editor do with a line of each status. A categorized or split line is recategorized or split again by reversal (match is refused: uncategorize first); a matched line is
 * unmatched, or matched further while something is left; an excluded line can only come back to the inbox.
 */
export function lineActions(transaction: Line): LineAction[] {
  switch (transaction.status) {
    case "uncategorized":
      return ["categorize", "split", "match", "exclude"];
    case "categorized":
    case "split":
      return ["uncategorize", "categorize", "split"];
    case "matched":
      return transaction.remaining_amount_cents > 0 ? ["unmatch", "match"] : ["unmatch"];
    case "excluded":
      return ["include"];
  }
}

/** The action the panel opens on: match when the best suggestion is a document, else the status's first. */
export function initialLineAction(transaction: Line): LineAction {
  const top = transaction.suggestions?.[0];
  return transaction.status === "uncategorized" && top && top.type !== "account"
    ? "match"
    : lineActions(transaction)[0]!;
}

/** The choice's label: on a line that is already categorized, categorizing it again says it changes the category. */
export function lineActionLabel(
  action: LineAction,
  transaction: BankTransactionResponse,
  messages: Messages,
) {
  const text = messages.bankTransactions;
  const undo = messages.bankTransactionUndo;
  const isOpen = transaction.status === "uncategorized";
  const labels: Record<LineAction, string> = {
    categorize: isOpen ? text.tabCategorize : undo.tabRecategorize,
    split: text.tabSplit,
    match: text.tabMatch,
    exclude: undo.tabExclude,
    uncategorize: undo.tabUncategorize,
    unmatch: undo.tabUnmatch,
    include: undo.tabInclude,
  };
  return labels[action];
}
