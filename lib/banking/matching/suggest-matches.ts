import { sql } from "drizzle-orm";
import type { BusinessRow } from "../../businesses/business-serializer";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/query-rows";
import type { MatchSuggestion } from "../../schemas/bank-transaction";
import type { BankTransactionRow } from "../transactions/bank-transaction-row";
import { remainingCents } from "../transactions/bank-transaction-status";
import { loadCandidates } from "./match-candidates";
import { rankSuggestions, scoreCandidate, type SuggestionLine } from "./suggestion-score";

/** Lines still open to matching: top level, not locked, nothing else done with them but matches in part. */
const isOpen = (row: BankTransactionRow) =>
  !row.parentId &&
  !row.statementReconciliationId &&
  (row.status === "uncategorized" || row.status === "matched") &&
  remainingCents(row) > 0;

/**
 * The account this counterparty's lines were last categorized to by hand or by a rule, offered as a suggestion of
 * type `account` with score 30: per name, one backward step in bank_transactions_business_counterparty_idx (a
 * partial index on exactly these conditions), never a scan of every line the page's counterparties ever had.
 */
async function categoryHistory(db: Db, businessId: string, names: readonly string[]) {
  if (!names.length) return new Map<string, { accountId: string; code: string; name: string }>();
  const rows = await queryRows<{ key: string; accountId: string; code: string; name: string }>(
    db,
    sql`select n.key, last.account_id as "accountId", a.code, a.name
      from unnest(${sql.param([...names])}::text[]) as n(key)
      cross join lateral (select t.account_id from bank_transactions t
        where t.business_id = ${businessId} and lower(t.counterparty_name) = n.key
          and t.status = 'categorized' and t.parent_id is null
        order by t.date desc limit 1) last
      join accounts a on a.business_id = ${businessId} and a.id = last.account_id`,
  );
  return new Map(rows.map((row) => [row.key, { accountId: row.accountId, code: row.code, name: row.name }]));
}

/**
 * Ranked match candidates for each open line of a page (docs/banking.md): payments, payouts, transfers' other sides
 * and open bills and invoices, scored by amount, date, counterparty and reference (suggestion-score.ts), plus the
 * account the counterparty was categorized to before. A handful of indexed queries for the whole page.
 */
export async function suggestMatches(
  db: Db,
  business: BusinessRow,
  rows: readonly BankTransactionRow[],
  limit = 3,
): Promise<Map<string, MatchSuggestion[]>> {
  const open = rows.filter(isOpen);
  const result = new Map<string, MatchSuggestion[]>(rows.map((row) => [row.id, []]));
  if (!open.length) return result;
  const lines: SuggestionLine[] = open.map((row) => ({
    id: row.id,
    bankAccountId: row.bankAccountId,
    date: row.date,
    direction: row.direction,
    openCents: remainingCents(row),
    counterpartyName: row.counterpartyName,
    merchantName: row.merchantName,
    description: row.description,
    reference: row.reference,
  }));
  const names = [
    ...new Set(
      open
        .filter((row) => row.status === "uncategorized" && row.counterpartyName)
        .map((row) => row.counterpartyName!.toLowerCase()),
    ),
  ];
  const [candidates, history] = await Promise.all([
    loadCandidates(db, business.id, business.baseCurrency, lines),
    categoryHistory(db, business.id, names),
  ]);
  for (const [index, line] of lines.entries()) {
    const scored = candidates
      .filter((candidate) => candidate.id !== line.id)
      .map((candidate) => scoreCandidate(line, candidate))
      .filter((suggestion): suggestion is MatchSuggestion => suggestion !== null);
    const row = open[index]!;
    const previous =
      row.status === "uncategorized" && row.counterpartyName
        ? history.get(row.counterpartyName.toLowerCase())
        : undefined;
    if (previous) {
      scored.push({
        type: "account",
        id: previous.accountId,
        score: 30,
        reasons: ["same_counterparty_history"],
        amount_cents: line.openCents,
        date: null,
        date_difference_days: null,
        counterparty_name: row.counterpartyName,
        document_number: previous.code,
        description: `Categorize to ${previous.code} ${previous.name}`,
      });
    }
    result.set(line.id, rankSuggestions(scored, limit));
  }
  return result;
}
