import type { Db } from "../../db/client";
import { postJournalEntry } from "../../ledger/post-journal-entry";
import { resolveAccount } from "../../ledger/resolve-account";
import { reverseJournalEntry } from "../../ledger/reverse-journal-entry";

export interface OpeningBalance {
  bankAccountId: string;
  displayName: string;
  ledgerAccountId: string;
  cents: number;
  date: string | null;
}

/**
 * A bank account's opening balance (docs/banking.md): debit its cash account, credit retained earnings (the
 * balance is what the business earned and kept before these books; a negative one the other way round), dated on
 * the opening date. Nothing for a zero balance.
 */
export async function postOpeningBalance(
  tx: Db,
  businessId: string,
  opening: OpeningBalance,
): Promise<string | null> {
  if (opening.cents === 0 || !opening.date) return null;
  const equity = await resolveAccount(tx, businessId, "retained_earnings", "retained_earnings");
  const cents = Math.abs(opening.cents);
  const [debit, credit] =
    opening.cents > 0 ? [opening.ledgerAccountId, equity.id] : [equity.id, opening.ledgerAccountId];
  const description = `Opening balance of ${opening.displayName}`;
  const entry = await postJournalEntry(tx, businessId, {
    entryDate: opening.date,
    source: "bank_account",
    sourceId: opening.bankAccountId,
    memo: description,
    lines: [
      { accountId: debit, debitCents: cents, creditCents: 0, description },
      { accountId: credit, debitCents: 0, creditCents: cents, description },
    ],
  });
  return entry.id;
}

/** Cancels an opening balance entry with its reversal, dated on the same day so no period shows both. */
export async function reverseOpeningBalance(tx: Db, businessId: string, entryId: string, date: string) {
  await reverseJournalEntry(tx, businessId, entryId, { entryDate: date, memo: "Opening balance corrected" });
}
