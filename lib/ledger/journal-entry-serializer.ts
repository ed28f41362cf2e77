import type { journalEntries, journalLines } from "../db/schema";
import type { JournalEntryResponse } from "../schemas/journal-entry";
import type { JournalSource } from "../schemas/journal-source";

export type JournalEntryRow = typeof journalEntries.$inferSelect;
export type JournalLineRow = typeof journalLines.$inferSelect;
export type JournalLineWithAccount = JournalLineRow & {
  accountCode: string;
  accountName: string;
  accountSubtype: string;
};
export type JournalEntryWithLines = JournalEntryRow & { lines: JournalLineWithAccount[] };

export function serializeJournalEntry(entry: JournalEntryWithLines): JournalEntryResponse {
  return {
    type: "JournalEntry",
    id: entry.id,
    business_id: entry.businessId,
    entry_date: entry.entryDate,
    source: entry.source as JournalSource,
    source_id: entry.sourceId,
    memo: entry.memo,
    reverses_entry_id: entry.reversesEntryId,
    created_at: entry.createdAt.toISOString(),
    total_debit_cents: entry.lines.reduce((sum, line) => sum + line.debitCents, 0),
    total_credit_cents: entry.lines.reduce((sum, line) => sum + line.creditCents, 0),
    lines: entry.lines.map((line) => ({
      id: line.id,
      line_no: line.lineNo,
      account: { id: line.accountId, code: line.accountCode, name: line.accountName, type: "AccountId" },
      debit_cents: line.debitCents,
      credit_cents: line.creditCents,
      description: line.description,
      currency: line.currency,
      original_amount_cents: line.originalAmountCents,
    })),
  };
}
