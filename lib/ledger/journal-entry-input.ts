import type { ErrorDetails } from "../http/api-error";
import { CASH_FLOW_HINTS, type CashFlowHint } from "../schemas/cash-flow-class";
import { dateSchema, uuidSchema } from "../schemas/common";
import { MAX_DATE, MIN_DATE } from "../schemas/format-patterns";
import { JOURNAL_SOURCES, type JournalSource } from "../schemas/journal-source";

export interface JournalLineInput {
  accountId: string;
  debitCents: number;
  creditCents: number;
  description?: string | null;
  /** Document currency of a foreign-currency line; the amounts above are always in the base currency. */
  currency?: string | null;
  originalAmountCents?: number | null;
  /** Set on the payable or receivable lines of an investing or financing document (lib/ledger/classify-cash-flows.ts). */
  cashFlowHint?: CashFlowHint | null;
}

export interface JournalEntryInput {
  /** Chosen by the caller when its document must name the entry before it is posted (a new bill); else generated. */
  id?: string;
  entryDate: string;
  source: JournalSource;
  sourceId?: string | null;
  memo?: string | null;
  /** Set only by reverseJournalEntry. */
  reversesEntryId?: string | null;
  lines: readonly JournalLineInput[];
}

/**
 * A document's entry is dated by its date-time in the business's time zone: a time on the first or last day the API
 * takes can fall a day outside it there (1900-01-01T00:00+10:00 is 31 December 1899 in Stockholm).
 */
const ENTRY_DATE_MESSAGE =
  `Must be a date (YYYY-MM-DD) between ${MIN_DATE} and ${MAX_DATE}, ` +
  "in the business's time zone for a date-time at either end.";

const isCents = (value: unknown): value is number =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= 0;

/**
 * Everything wrong with an entry that can be seen without the database, keyed by the request's field paths
 * (`lines.0.debit_cents`). Domain callers map their documents' lines one to one, so the paths are theirs too.
 */
export function findJournalEntryProblems(input: JournalEntryInput): ErrorDetails {
  const details: ErrorDetails = {};
  const add = (path: string, message: string) => (details[path] ??= []).push(message);
  if (input.id !== undefined && !uuidSchema.safeParse(input.id).success) add("id", "Must be a UUID.");
  if (!dateSchema.safeParse(input.entryDate).success) add("entry_date", ENTRY_DATE_MESSAGE);
  if (!(JOURNAL_SOURCES as readonly string[]).includes(input.source)) add("source", "Unknown source.");
  if (input.sourceId != null && !uuidSchema.safeParse(input.sourceId).success) {
    add("source_id", "Must be a UUID.");
  }
  if (input.lines.length < 2) add("lines", "An entry needs at least two lines.");
  input.lines.forEach((line, index) =>
    addLineProblems(line, (field, message) => add(`lines.${index}.${field}`, message)),
  );

  // Totals only mean something once every amount is whole cents.
  if (Object.keys(details).some((path) => path.endsWith("_cents"))) return details;
  const totalDebit = input.lines.reduce((sum, line) => sum + line.debitCents, 0);
  const totalCredit = input.lines.reduce((sum, line) => sum + line.creditCents, 0);
  if (!Number.isSafeInteger(totalDebit) || !Number.isSafeInteger(totalCredit)) {
    add("lines", "The entry's totals are too large.");
  } else if (totalDebit !== totalCredit) {
    add("lines", `Debits (${totalDebit}) and credits (${totalCredit}) must be equal.`);
  }
  return details;
}

function addLineProblems(line: JournalLineInput, add: (field: string, message: string) => void) {
  if (!uuidSchema.safeParse(line.accountId).success) add("account_id", "Must be a UUID.");
  const notCents = "Must be a whole number of cents, 0 or more.";
  if (!isCents(line.debitCents)) add("debit_cents", notCents);
  if (!isCents(line.creditCents)) add("credit_cents", notCents);
  if (line.originalAmountCents != null && !isCents(line.originalAmountCents)) {
    add("original_amount_cents", notCents);
  }
  if (line.currency != null && !/^[A-Z]{3}$/.test(line.currency)) add("currency", "Must be ISO 4217.");
  if (line.cashFlowHint != null && !(CASH_FLOW_HINTS as readonly string[]).includes(line.cashFlowHint)) {
    add("cash_flow_hint", 'Must be "investing" or "financing".');
  }
  if (!isCents(line.debitCents) || !isCents(line.creditCents)) return;
  const hasDebit = line.debitCents > 0;
  const hasCredit = line.creditCents > 0;
  if (hasDebit === hasCredit) {
    const message = hasDebit
      ? "A line has a debit or a credit, not both."
      : "A line needs a debit or a credit.";
    add("debit_cents", message);
    add("credit_cents", message);
  }
}
