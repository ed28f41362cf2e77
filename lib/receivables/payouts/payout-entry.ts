import type { BusinessRow } from "../../businesses/business-serializer";
import type { Db } from "../../db/client";
import type { JournalLineInput } from "../../ledger/journal-entry-input";
import { postJournalEntry } from "../../ledger/post-journal-entry";
import { resolveAccounts } from "../../ledger/resolve-account";
import { dateInZone } from "../../time/business-date";
import type { PayoutAmounts } from "./payout-amounts";

export interface PayoutPosting {
  payoutId: string;
  processorPayoutId: string;
  depositAccountId: string;
  completedAt: Date;
  amounts: PayoutAmounts;
  paidOutCents: number;
  feeCents: number;
  additionalRefundsCents: number;
}

const signed = (accountId: string, cents: number, description: string): JournalLineInput =>
  cents >= 0
    ? { accountId, debitCents: cents, creditCents: 0, description }
    : { accountId, debitCents: 0, creditCents: -cents, description };

/**
 * decisions.md §5, a paid payout: debit the bank with what was paid out and processor fees with the fees, credit
 * payment clearing with what the settled payments put in less what the settled refund payments took out, so clearing
 * keeps exactly what the processor still owes. Refunds the processor deducted that no refund payment records debit
 * the default revenue account (a sale given back). The variance (paid out − expected net) is an unitemised processor
 * charge or credit: it goes to processor fees. Dated on the completion date; null when every amount is zero.
 */
export async function postPayoutEntry(
  tx: Db,
  business: BusinessRow,
  posting: PayoutPosting,
): Promise<string | null> {
  const [clearing, fees, revenue] = await resolveAccounts(tx, business.id, [
    { reference: "payment_clearing", fieldPath: "payment_clearing" },
    { reference: "processor_fees", fieldPath: "processor_fees" },
    { reference: "default_revenue", fieldPath: "default_revenue" },
  ]);
  const { amounts } = posting;
  const refundPaymentsCents = amounts.totalRefundsAmountCents - posting.additionalRefundsCents;
  const what = `Payout ${posting.processorPayoutId}`;
  const lines = [
    signed(posting.depositAccountId, posting.paidOutCents, what),
    signed(fees!.id, posting.feeCents, `${what}: processor fees`),
    signed(revenue!.id, posting.additionalRefundsCents, `${what}: refunds without a refund payment`),
    signed(clearing!.id, refundPaymentsCents - amounts.grossPaymentsAmountCents, `${what}: settled payments`),
    signed(fees!.id, -amounts.amountVarianceCents, `${what}: variance`),
  ].filter((line) => line.debitCents > 0 || line.creditCents > 0);
  if (lines.length === 0) return null;
  const entry = await postJournalEntry(tx, business.id, {
    entryDate: dateInZone(posting.completedAt, business.timezone),
    source: "payout",
    sourceId: posting.payoutId,
    memo: what,
    lines,
  });
  return entry.id;
}
