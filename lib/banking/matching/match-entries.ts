import type { Db } from "../../db/client";
import { postJournalEntry } from "../../ledger/post-journal-entry";
import type { BankTransactionRow } from "../transactions/bank-transaction-row";

/**
 * The entry a match posts when the money moved on another cash account than the books say (docs/banking.md): a
 * payment recorded on account X that the bank shows on bank account B is moved from X to B; a transfer from bank
 * account A to bank account B moves it from A's cash account to B's. Money out of the transaction's account credits
 * it and debits the other; money in the mirror image. Source `bank_transaction`, dated on the transaction's date.
 */
export async function postMoveEntry(
  tx: Db,
  row: BankTransactionRow,
  bankLedgerAccountId: string,
  otherLedgerAccountId: string,
  amountCents: number,
  memo: string,
) {
  const isMoneyIn = row.direction === "credit";
  const entry = await postJournalEntry(tx, row.businessId, {
    entryDate: row.date,
    source: "bank_transaction",
    sourceId: row.id,
    memo,
    lines: [
      {
        accountId: bankLedgerAccountId,
        debitCents: isMoneyIn ? amountCents : 0,
        creditCents: isMoneyIn ? 0 : amountCents,
        description: memo,
      },
      {
        accountId: otherLedgerAccountId,
        debitCents: isMoneyIn ? 0 : amountCents,
        creditCents: isMoneyIn ? amountCents : 0,
        description: memo,
      },
    ],
  });
  return entry.id;
}
