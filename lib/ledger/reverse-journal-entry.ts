import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { journalEntries } from "../db/schema";
import { isUniqueViolation } from "../db/unique-violation";
import { ApiError } from "../http/api-error";
import type { JournalSource } from "../schemas/journal-source";
import { getJournalEntry } from "./get-journal-entry";
import type { JournalEntryWithLines } from "./journal-entry-serializer";
import { postJournalEntry, type JournalLineInput } from "./post-journal-entry";

export interface ReversalInput {
  /** The accounting date of the reversal: the void date, not the original's date. */
  entryDate: string;
  memo?: string | null;
}

/**
 * Posts the mirror image of an entry (every debit a credit and back) under the same source and source id, with
 * reverses_entry_id pointing at it, so the pair nets every account to zero. An entry is reversed at most once: a
 * second attempt, concurrent or not, is 409 conflict (a unique index settles races).
 */
export async function reverseJournalEntry(
  db: Db,
  businessId: string,
  entryId: string,
  input: ReversalInput,
): Promise<JournalEntryWithLines> {
  return db.transaction(async (tx) => {
    const original = await getJournalEntry(tx, businessId, entryId);
    const [existing] = await tx
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(and(eq(journalEntries.businessId, businessId), eq(journalEntries.reversesEntryId, original.id)));
    if (existing) throw alreadyReversed(original.id, existing.id);
    try {
      return await postJournalEntry(
        tx,
        businessId,
        {
          entryDate: input.entryDate,
          source: original.source as JournalSource,
          sourceId: original.sourceId,
          memo: input.memo ?? `Reversal of ${original.memo ?? `entry ${original.id}`}`,
          reversesEntryId: original.id,
          lines: original.lines.map((line) => ({
            accountId: line.accountId,
            debitCents: line.creditCents,
            creditCents: line.debitCents,
            description: line.description,
            currency: line.currency,
            originalAmountCents: line.originalAmountCents,
            cashFlowHint: line.cashFlowHint as JournalLineInput["cashFlowHint"],
          })),
        },
        { allowArchivedAccounts: true },
      );
    } catch (error) {
      if (isUniqueViolation(error, "journal_entries_business_reverses_key"))
        throw alreadyReversed(original.id);
      throw error;
    }
  });
}

function alreadyReversed(entryId: string, reversalId?: string) {
  return ApiError.conflict(
    `Journal entry ${entryId} is already reversed${reversalId ? ` by entry ${reversalId}` : ""}.`,
  );
}
