import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { param, preparedStatement } from "../db/prepared";
import { journalEntries, journalLines } from "../db/schema";
import { addToBalanceRollups, mergeRollupRows, rollupRows } from "./add-to-balance-rollups";
import { preparePosting, type JournalEntryInput, type PostingOptions } from "./post-journal-entry";

/**
 * Many entries posted by one statement, as postJournalEntry posts one: each checked the same way first (any problem
 * is 400 and posts nothing), then the entries, all their lines and the roll-ups summed over all of them written
 * together. For batch imports (issue 15), where a round trip per entry would cost more than the writes. Runs in the
 * caller's transaction; the database checks every entry's balance as for a single posting.
 */
export async function postJournalEntries(
  tx: Db,
  businessId: string,
  inputs: readonly JournalEntryInput[],
  options: PostingOptions = {},
): Promise<void> {
  if (inputs.length === 0) return;
  const postings = [];
  for (const input of inputs) postings.push(await preparePosting(tx, businessId, input, options));
  const lines = postings.flatMap((posting) => posting.lines);
  await postingsStatement(tx).execute({
    businessId,
    entryIds: postings.map((posting) => posting.entryId),
    entryDates: inputs.map((input) => input.entryDate),
    sources: inputs.map((input) => input.source),
    sourceIds: inputs.map((input) => input.sourceId ?? null),
    memos: inputs.map((input) => input.memo ?? null),
    reversesEntryIds: inputs.map((input) => input.reversesEntryId ?? null),
    lineIds: lines.map((line) => line.id),
    lineEntryIds: lines.map((line) => line.entryId),
    lineEntryDates: lines.map((line) => line.entryDate),
    lineNos: lines.map((line) => line.lineNo),
    lineAccountIds: lines.map((line) => line.accountId),
    lineDebits: lines.map((line) => line.debitCents),
    lineCredits: lines.map((line) => line.creditCents),
    lineDescriptions: lines.map((line) => line.description),
    lineCurrencies: lines.map((line) => line.currency),
    lineOriginalAmounts: lines.map((line) => line.originalAmountCents),
    lineFlowClasses: lines.map((line) => line.flowClass),
    lineCashFlowHints: lines.map((line) => line.cashFlowHint),
    ...mergeRollupRows(postings.map((posting, index) => rollupRows(inputs[index]!.entryDate, posting.lines))),
  });
}

/**
 * The posting statement of post-journal-entry.ts with the entries as arrays too (one element per entry). An insert
 * from a select names every column, so the entry number is drawn from its identity's sequence here, in entry order.
 */
const postingsStatement = preparedStatement((db) => {
  const entryRows = sql`select ${param("businessId")}::uuid, e.id, e.entry_date, e.source, e.source_id, e.memo,
      e.reverses_entry_id, nextval(pg_get_serial_sequence('journal_entries', 'entry_number')), now()
    from unnest(${param("entryIds")}::uuid[], ${param("entryDates")}::date[], ${param("sources")}::text[],
      ${param("sourceIds")}::uuid[], ${param("memos")}::text[], ${param("reversesEntryIds")}::uuid[])
      as e(id, entry_date, source, source_id, memo, reverses_entry_id)`;
  const postedEntries = db
    .$with("posted_entries")
    .as(db.insert(journalEntries).select(entryRows).returning({ id: journalEntries.id }));
  const lineRows = sql`select ${param("businessId")}::uuid, l.id, l.entry_id, l.line_no, l.account_id,
      l.entry_date, l.debit_cents, l.credit_cents, l.description, l.currency, l.original_amount_cents,
      l.flow_class, l.cash_flow_hint
    from unnest(${param("lineIds")}::uuid[], ${param("lineEntryIds")}::uuid[], ${param("lineEntryDates")}::date[],
      ${param("lineNos")}::integer[], ${param("lineAccountIds")}::uuid[], ${param("lineDebits")}::bigint[],
      ${param("lineCredits")}::bigint[], ${param("lineDescriptions")}::text[], ${param("lineCurrencies")}::text[],
      ${param("lineOriginalAmounts")}::bigint[], ${param("lineFlowClasses")}::text[],
      ${param("lineCashFlowHints")}::text[])
      as l(id, entry_id, entry_date, line_no, account_id, debit_cents, credit_cents, description, currency,
        original_amount_cents, flow_class, cash_flow_hint)`;
  const postedLines = db.$with("posted_lines").as(db.insert(journalLines).select(lineRows));
  const rollups = db.$with("rolled_up").as(addToBalanceRollups(db));
  return db
    .with(postedEntries, postedLines, rollups)
    .select({ count: sql<number>`count(*)::int` })
    .from(postedEntries)
    .prepare("post_journal_entries");
});
