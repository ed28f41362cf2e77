import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { joinTransaction } from "../db/join-transaction";
import { param, preparedStatement } from "../db/prepared";
import { accounts, journalEntries, journalLines } from "../db/schema";
import { ApiError, type ErrorDetails } from "../http/api-error";
import { uuidSchema } from "../schemas/common";
import type { AccountRow } from "./account-serializer";
import { addToBalanceRollups, rollupRows } from "./add-to-balance-rollups";
import { classifyCashFlows } from "./classify-cash-flows";
import { findJournalEntryProblems, type JournalEntryInput } from "./journal-entry-input";
import type { JournalEntryWithLines, JournalLineRow } from "./journal-entry-serializer";

export type { JournalEntryInput, JournalLineInput } from "./journal-entry-input";

export interface PostingOptions {
  /** Reversals only: voiding a document must stay possible after one of its accounts was archived. */
  allowArchivedAccounts?: boolean;
  /**
   * Account rows the caller already has (from resolveAccounts, maybe its ten-second chart copy): the ledger checks
   * them as it would its own reads and reads only the accounts missing here. A copy cannot let an entry onto an
   * archived account: the database refuses that at commit (migration 0007).
   */
  knownAccounts?: readonly AccountRow[];
}

/**
 * The only code that writes journal lines. Refuses (400 validation_error, with field paths) entries that do not
 * balance, have fewer than two lines, carry amounts that are not whole non-negative cents, lines with both or
 * neither side, or accounts that are not this business's or are archived. Runs inside the caller's transaction when
 * given one; the database's deferred trigger checks the balance again at commit. Each line gets its
 * cash flow class (classify-cash-flows.ts), and the entry is added to the balance roll-ups the reports read, in the
 * same transaction.
 */
export async function postJournalEntry(
  db: Db,
  businessId: string,
  input: JournalEntryInput,
  options: PostingOptions = {},
): Promise<JournalEntryWithLines> {
  return joinTransaction(db, async (tx) => {
    const { entryId, lines, postable } = await preparePosting(tx, businessId, input, options);
    // One statement writes the entry, its lines and the roll-ups: each round trip to the database costs more than
    // the writes themselves. The lines are returned as given (every column is set here), the entry as stored.
    const [entry] = await postingStatement(tx).execute({
      businessId,
      entryId,
      entryDate: input.entryDate,
      source: input.source,
      sourceId: input.sourceId ?? null,
      memo: input.memo ?? null,
      reversesEntryId: input.reversesEntryId ?? null,
      lineIds: lines.map((line) => line.id),
      lineNos: lines.map((line) => line.lineNo),
      lineAccountIds: lines.map((line) => line.accountId),
      lineDebits: lines.map((line) => line.debitCents),
      lineCredits: lines.map((line) => line.creditCents),
      lineDescriptions: lines.map((line) => line.description),
      lineCurrencies: lines.map((line) => line.currency),
      lineOriginalAmounts: lines.map((line) => line.originalAmountCents),
      lineFlowClasses: lines.map((line) => line.flowClass),
      lineCashFlowHints: lines.map((line) => line.cashFlowHint),
      ...rollupRows(input.entryDate, lines),
    });
    return {
      ...entry!,
      lines: lines.map((line) => {
        const account = postable.get(line.accountId)!;
        return {
          ...line,
          accountCode: account.code,
          accountName: account.name,
          accountSubtype: account.accountSubtype,
        };
      }),
    };
  });
}

/** An entry checked and turned into its rows, ready for a posting statement. */
export interface PreparedPosting {
  entryId: string;
  lines: JournalLineRow[];
  /** The entry's accounts by id. */
  postable: Map<string, AccountRow>;
}

/**
 * Checks an entry (400 validation_error with field paths for every problem, accounts included) and builds its lines
 * with their cash flow classes: everything a posting needs before its one statement, for one entry or for many
 * (post-journal-entries.ts).
 */
export async function preparePosting(
  tx: Db,
  businessId: string,
  input: JournalEntryInput,
  options: PostingOptions = {},
): Promise<PreparedPosting> {
  const details = findJournalEntryProblems(input);
  const postable = await findPostableAccounts(tx, businessId, input, options, details);
  if (Object.keys(details).length > 0) {
    throw ApiError.validation(details, "The journal entry is not valid.");
  }
  const flowClasses = classifyCashFlows(
    input.lines.map((line) => {
      const account = postable.get(line.accountId.toLowerCase())!;
      return { ...line, classification: account.classification, cashFlowTag: account.cashFlowTag };
    }),
  );
  const entryId = input.id?.toLowerCase() ?? randomUUID();
  const lines: JournalLineRow[] = input.lines.map((line, index) => ({
    businessId,
    id: randomUUID(),
    entryId,
    lineNo: index + 1,
    accountId: line.accountId.toLowerCase(),
    entryDate: input.entryDate,
    debitCents: line.debitCents,
    creditCents: line.creditCents,
    description: line.description ?? null,
    currency: line.currency ?? null,
    originalAmountCents: line.originalAmountCents ?? null,
    flowClass: flowClasses[index]!,
    cashFlowHint: line.cashFlowHint ?? null,
  }));
  return { entryId, lines, postable };
}

/**
 * The posting statement, prepared once: the entry, its lines (array parameters, one per column, unnested in order)
 * and its roll-ups (add-to-balance-rollups.ts), so its text is the same for every entry whatever its line count.
 */
const postingStatement = preparedStatement((db) => {
  const postedEntry = db.$with("posted_entry").as(
    db
      .insert(journalEntries)
      .values({
        businessId: param("businessId"),
        id: param("entryId"),
        entryDate: param("entryDate"),
        source: param("source"),
        sourceId: param("sourceId"),
        memo: param("memo"),
        reversesEntryId: param("reversesEntryId"),
      })
      .returning(),
  );
  const lineRows = sql`select ${param("businessId")}::uuid, l.id, ${param("entryId")}::uuid, l.line_no, l.account_id,
      ${param("entryDate")}::date, l.debit_cents, l.credit_cents, l.description, l.currency, l.original_amount_cents,
      l.flow_class, l.cash_flow_hint
    from unnest(${param("lineIds")}::uuid[], ${param("lineNos")}::integer[], ${param("lineAccountIds")}::uuid[],
      ${param("lineDebits")}::bigint[], ${param("lineCredits")}::bigint[], ${param("lineDescriptions")}::text[],
      ${param("lineCurrencies")}::text[], ${param("lineOriginalAmounts")}::bigint[],
      ${param("lineFlowClasses")}::text[], ${param("lineCashFlowHints")}::text[])
      as l(id, line_no, account_id, debit_cents, credit_cents, description, currency, original_amount_cents,
        flow_class, cash_flow_hint)`;
  const postedLines = db.$with("posted_lines").as(db.insert(journalLines).select(lineRows));
  const rollups = db.$with("rolled_up").as(addToBalanceRollups(db));
  return db.with(postedEntry, postedLines, rollups).select().from(postedEntry).prepare("post_journal_entry");
});

/** The entry's accounts by id; adds a problem to `details` for each line whose account may not be posted to. */
async function findPostableAccounts(
  tx: Db,
  businessId: string,
  input: JournalEntryInput,
  options: PostingOptions,
  details: ErrorDetails,
) {
  const known = (options.knownAccounts ?? []).filter((row) => row.businessId === businessId);
  const byId = new Map(known.map((row) => [row.id, row]));
  const ids = [...new Set(input.lines.map((line) => line.accountId.toLowerCase()))].filter(
    (id) => !byId.has(id) && uuidSchema.safeParse(id).success,
  );
  const rows = ids.length
    ? await tx
        .select()
        .from(accounts)
        .where(and(eq(accounts.businessId, businessId), inArray(accounts.id, ids)))
    : [];
  for (const row of rows) byId.set(row.id, row);
  input.lines.forEach((line, index) => {
    const path = `lines.${index}.account_id`;
    if (details[path]) return;
    const account = byId.get(line.accountId.toLowerCase());
    if (!account) (details[path] ??= []).push("No such account in this business.");
    else if (account.isArchived && !options.allowArchivedAccounts) {
      (details[path] ??= []).push(`Account ${account.code} is archived.`);
    }
  });
  return byId;
}
