import type { BusinessRow } from "../businesses/business-serializer";
import type { Db } from "../db/client";
import { postJournalEntry } from "../ledger/post-journal-entry";
import { resolveAccounts } from "../ledger/resolve-account";
import { toBaseCents } from "../money/decimal";
import type { JournalSource } from "../schemas/journal-source";

/**
 * Base cents by which an allocation cleared more of the control account on its bill or invoice (at that document's
 * rate, `clearedBaseCents`) than it used of the credit (its amount at the credit's rate, as the aging counts it).
 * Zero when both documents are in the base currency.
 */
export function allocationFxCents(
  allocation: { amountCents: number; clearedBaseCents: number },
  creditRate: string,
) {
  return allocation.clearedBaseCents - toBaseCents(allocation.amountCents, creditRate);
}

export interface AllocationFxPosting {
  source: JournalSource;
  creditId: string;
  /** accounts_payable for vendor credits, accounts_receivable for customer credits. */
  controlRole: "accounts_payable" | "accounts_receivable";
  /** Signed base cents the control account is debited with (negative: credited); FX gain/loss takes the other side. */
  controlDebitCents: number;
  entryDate: string;
  memo: string;
}

/**
 * An allocation moves no ledger amount (decisions.md §5) unless the two rates differ: then the difference goes to FX
 * gain/loss against the control account, so AP (AR) keeps equalling the open bills (invoices) less the open credits.
 */
export async function postAllocationFx(tx: Db, business: BusinessRow, posting: AllocationFxPosting) {
  if (posting.controlDebitCents === 0) return;
  const [control, fxAccount] = await resolveAccounts(tx, business.id, [
    { reference: posting.controlRole, fieldPath: posting.controlRole },
    { reference: "fx_gain_loss", fieldPath: "fx_gain_loss" },
  ]);
  const cents = Math.abs(posting.controlDebitCents);
  const isDebit = posting.controlDebitCents > 0;
  await postJournalEntry(tx, business.id, {
    entryDate: posting.entryDate,
    source: posting.source,
    sourceId: posting.creditId,
    memo: posting.memo,
    lines: [
      { accountId: control!.id, debitCents: isDebit ? cents : 0, creditCents: isDebit ? 0 : cents },
      { accountId: fxAccount!.id, debitCents: isDebit ? 0 : cents, creditCents: isDebit ? cents : 0 },
    ],
  });
}
