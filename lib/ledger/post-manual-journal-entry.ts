import type { Db } from "../db/client";
import type { CreateJournalEntryInput } from "../schemas/journal-entry";
import type { JournalEntryWithLines } from "./journal-entry-serializer";
import { postJournalEntry } from "./post-journal-entry";
import { resolveAccounts } from "./resolve-account";

/** A journal entry typed in by a person (source `manual`): accounts named by id or code, one line per request line. */
export async function postManualJournalEntry(
  db: Db,
  businessId: string,
  input: CreateJournalEntryInput,
): Promise<JournalEntryWithLines> {
  const lineAccounts = await resolveAccounts(
    db,
    businessId,
    input.lines.map((line, index) => ({
      reference: line.account_identifier,
      fieldPath: `lines.${index}.account_identifier`,
    })),
  );
  return postJournalEntry(db, businessId, {
    entryDate: input.entry_date,
    source: "manual",
    memo: input.memo ?? null,
    lines: input.lines.map((line, index) => ({
      accountId: lineAccounts[index]!.id,
      debitCents: line.debit_cents,
      creditCents: line.credit_cents,
      description: line.description ?? null,
      cashFlowHint: line.cash_flow_hint ?? null,
    })),
  });
}
