import type { AccountClassification, CashFlowTag } from "../schemas/account-classification";
import type { CashFlowHint, FlowClass } from "../schemas/cash-flow-class";

export interface FlowClassifiedLine {
  classification: AccountClassification | string;
  cashFlowTag: CashFlowTag | string | null;
  cashFlowHint?: CashFlowHint | string | null;
  debitCents: number;
  creditCents: number;
}

const PROFIT_OR_LOSS = new Set(["revenue", "cost_of_sales", "expense", "other_income"]);
export const isProfitOrLoss = (classification: string) => PROFIT_OR_LOSS.has(classification);

type Activity = Exclude<FlowClass, "cash" | "excluded" | "non_cash_adjustment"> | "non_cash";

function byClassification(classification: string): "investing" | "working_capital" | "financing" {
  if (classification === "non_current_asset") return "investing";
  if (classification === "current_asset" || classification === "current_liability") return "working_capital";
  return "financing";
}

/** What a line would be in an entry that moves cash; `non_cash` is settled by the entry (see below). */
function activityOf(line: FlowClassifiedLine): Activity {
  if (isProfitOrLoss(line.classification)) {
    return line.cashFlowTag === "disposal" ? "investing" : "operating_profit";
  }
  if (line.cashFlowHint === "investing" || line.cashFlowHint === "financing") return line.cashFlowHint;
  if (line.cashFlowTag === "non_cash") return "non_cash";
  return byClassification(line.classification);
}

/**
 * The flow class of each line of one entry, decided at posting so the cash flow statement reconciles by construction
 * (every non-cash line lands in exactly one section, and `excluded` lines net to zero per entry):
 * - a `cash_equivalent` account's line is `cash`;
 * - in an entry that moves cash, every other line takes its activity: profit and loss accounts `operating_profit`
 *   (`disposal`-tagged ones `investing`); balance-sheet lines their hint, else non-current assets `investing`,
 *   current assets and liabilities `working_capital`, non-current liabilities and equity `financing` (a `non_cash`
 *   account too, e.g. accumulated depreciation removed by a disposal for cash);
 * - in an entry that moves no cash, the lines whose activity is investing or financing (with `non_cash` lines when
 *   there is one) are a non-cash investing or financing transaction (IAS 7 ¶43): `excluded` when they net to zero;
 *   otherwise the residue stays in operating (balance-sheet lines `non_cash_adjustment`, disposal gains and losses in
 *   `operating_profit`). Other `non_cash` lines (depreciation, amortisation charges) are `non_cash_adjustment`, and
 *   the rest keep their activity.
 * lib/db/migrations/0003_report_rollups.sql holds the same rules in SQL for lines posted before this existed.
 */
export function classifyCashFlows(lines: readonly FlowClassifiedLine[]): FlowClass[] {
  const isCash = lines.map((line) => line.cashFlowTag === "cash_equivalent");
  const activities = lines.map(activityOf);
  if (isCash.some(Boolean)) {
    return lines.map((line, i) => {
      if (isCash[i]) return "cash";
      const activity = activities[i]!;
      return activity === "non_cash" ? byClassification(line.classification) : activity;
    });
  }
  const hasInvestingOrFinancing = activities.some((a) => a === "investing" || a === "financing");
  const isCandidate = activities.map(
    (a) => a === "investing" || a === "financing" || (a === "non_cash" && hasInvestingOrFinancing),
  );
  const residue = lines.reduce(
    (sum, line, i) => (isCandidate[i] ? sum + line.creditCents - line.debitCents : sum),
    0,
  );
  return lines.map((line, i) => {
    const activity = activities[i]!;
    if (!isCandidate[i]) return activity === "non_cash" ? "non_cash_adjustment" : activity;
    if (residue === 0) return "excluded";
    return isProfitOrLoss(line.classification) ? "operating_profit" : "non_cash_adjustment";
  });
}
