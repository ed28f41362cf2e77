import { ACCOUNT_SUBTYPE_DEFINITIONS, type AccountSubtype } from "../../schemas/account-type";
import type { LedgerJournalEntry, LedgerJournalEntrySummary } from "../../schemas/ledger-journal-entry";
import type { JournalEntryWithLines } from "../journal-entry-serializer";
import { journalSequenceNumber } from "../journal-sequence";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** Entries here are posted by the ledger itself when a document or a person posts: nothing is drafted or approved. */
const createdBy = (source: string) => (source === "manual" ? "manual" : "system") as "manual" | "system";

export function serializeLedgerJournalEntrySummary(
  entry: JournalEntryWithLines,
  currency: string,
): LedgerJournalEntrySummary {
  const sequenceNumber = journalSequenceNumber(entry.entryDate, entry.entryNumber);
  const totalDebit = entry.lines.reduce((sum, line) => sum + line.debitCents, 0);
  const totalCredit = entry.lines.reduce((sum, line) => sum + line.creditCents, 0);
  const creator = createdBy(entry.source);
  return {
    id: entry.id,
    sequence_number: sequenceNumber,
    entry_date: entry.entryDate,
    reference: entry.sourceId ?? sequenceNumber,
    description: entry.memo ?? "",
    currency,
    total_debit: totalDebit,
    total_credit: totalCredit,
    is_balanced: totalDebit === totalCredit,
    created_by: creator,
    created_by_display: creator === "manual" ? "Manual" : "System",
    status: "approved",
    status_display: "Approved",
    is_posted: true,
    posted_at: entry.createdAt.toISOString(),
    bank_transaction_id: entry.source === "bank_transaction" ? entry.sourceId : null,
    source_type: entry.source,
    source_reference: entry.sourceId,
    reverses_entry_id: entry.reversesEntryId,
    created_at: entry.createdAt.toISOString(),
  };
}

export function serializeLedgerJournalEntry(
  entry: JournalEntryWithLines,
  currency: string,
): LedgerJournalEntry {
  const year = Number(entry.entryDate.slice(0, 4));
  const month = Number(entry.entryDate.slice(5, 7));
  return {
    ...serializeLedgerJournalEntrySummary(entry, currency),
    accounting_period: {
      id: entry.entryDate.slice(0, 7),
      year,
      month,
      period_name: `${MONTHS[month - 1]} ${year}`,
      status: "open",
    },
    lines: entry.lines.map((line) => ({
      id: line.id,
      line_number: line.lineNo,
      account_id: line.accountId,
      account_code: line.accountCode,
      account_name: line.accountName,
      account_type: ACCOUNT_SUBTYPE_DEFINITIONS[line.accountSubtype as AccountSubtype].accountType,
      debit_amount: line.debitCents,
      credit_amount: line.creditCents,
      description: line.description,
      external_reference: null,
    })),
  };
}
