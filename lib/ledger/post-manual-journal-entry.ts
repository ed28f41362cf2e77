import type { Db } from "../db/client";
import { ApiError, type ErrorDetails } from "../http/api-error";
import type { CreateJournalEntryInput } from "../schemas/journal-entry";
import { isSubledgerControlAccount, subledgerControlRefusal } from "./document-controlled-accounts";
import type { JournalEntryWithLines } from "./journal-entry-serializer";
import { postJournalEntry } from "./post-journal-entry";
import { resolveAccounts } from "./resolve-account";

/**
 * A journal entry typed in by a person (source `manual`): accounts named by id or code, one line per request line.
 * A line on the accounts-payable or accounts-receivable control account is 400 at its `account_identifier`: those
 * balances are the open bills and invoices (lib/ledger/document-controlled-accounts.ts).
 */
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
  const details: ErrorDetails = {};
  lineAccounts.forEach((account, index) => {
    if (isSubledgerControlAccount(account)) {
      details[`lines.${index}.account_identifier`] = [subledgerControlRefusal(account)];
    }
  });
  if (Object.keys(details).length > 0) {
    throw ApiError.validation(details, "Lines may not post to a control account.");
  }
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
