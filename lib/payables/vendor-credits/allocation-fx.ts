import type { BusinessRow } from "../../businesses/business-serializer";
import type { Db } from "../../db/client";
import { postJournalEntry } from "../../ledger/post-journal-entry";
import { resolveAccounts } from "../../ledger/resolve-account";
import { toBaseCents } from "../../money/decimal";

/**
 * Base cents by which an allocation cleared more accounts payable on the bill (at the bill's rate, `apBaseCents`)
 * than it used of the credit (its amount at the credit's rate, as the AP aging counts it). Zero when both documents
 * are in the base currency.
 */
export function allocationFxCents(
  allocation: { amountCents: number; apBaseCents: number },
  creditRate: string,
) {
  return allocation.apBaseCents - toBaseCents(allocation.amountCents, creditRate);
}

/**
 * An allocation moves no ledger amount (decisions.md §5) unless the two rates differ: then the difference goes to FX
 * gain/loss against accounts payable, so the AP ledger keeps equalling the open bills less the open credits. A
 * positive `fxCents` is a gain (debit AP); unapplying posts the same call with the sign turned.
 */
export async function postAllocationFx(
  tx: Db,
  business: BusinessRow,
  posting: { creditId: string; fxCents: number; entryDate: string; memo: string },
): Promise<void> {
  if (posting.fxCents === 0) return;
  const [payable, fxAccount] = await resolveAccounts(tx, business.id, [
    { reference: "accounts_payable", fieldPath: "accounts_payable" },
    { reference: "fx_gain_loss", fieldPath: "fx_gain_loss" },
  ]);
  const cents = Math.abs(posting.fxCents);
  const isGain = posting.fxCents > 0;
  await postJournalEntry(tx, business.id, {
    entryDate: posting.entryDate,
    source: "vendor_credit",
    sourceId: posting.creditId,
    memo: posting.memo,
    lines: [
      { accountId: payable!.id, debitCents: isGain ? cents : 0, creditCents: isGain ? 0 : cents },
      { accountId: fxAccount!.id, debitCents: isGain ? 0 : cents, creditCents: isGain ? cents : 0 },
    ],
  });
}
