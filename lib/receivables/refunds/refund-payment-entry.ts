import type { BusinessRow } from "../../businesses/business-serializer";
import type { Db } from "../../db/client";
import type { JournalLineInput } from "../../ledger/journal-entry-input";
import { postJournalEntry } from "../../ledger/post-journal-entry";
import { resolveAccounts } from "../../ledger/resolve-account";
import { toBaseCents } from "../../money/decimal";
import { dateInZone } from "../../time/business-date";
import type { RefundRow } from "./find-refund";
import { refundedSale, saleTakenBack } from "./refunded-sale";
import type { RefundPaymentRow } from "./refund-status";

const signed = (accountId: string, cents: number, description: string): JournalLineInput =>
  cents >= 0
    ? { accountId, debitCents: cents, creditCents: 0, description }
    : { accountId, debitCents: 0, creditCents: -cents, description };

/**
 * A completed refund payment (decisions.md §5): debit accounts receivable, credit the account the money left (payment
 * clearing for a processor, else the bank). In the same entry the refunded sale leaves AR for its revenue, sales tax
 * and tips accounts (this payment's share of the refund's invoices), so AR keeps equalling the open invoices. A bank
 * refund's processing fee posts here (debit processor fees); a processor's is posted by its payout. A difference
 * between the payment's rate and the invoices' goes to FX gain/loss. Dated on the completion date.
 */
export async function postRefundPaymentEntry(
  tx: Db,
  business: BusinessRow,
  refund: RefundRow,
  payment: RefundPaymentRow,
  paidBefore: number,
): Promise<string | null> {
  const [receivable, fees, fx] = await resolveAccounts(tx, business.id, [
    { reference: "accounts_receivable", fieldPath: "accounts_receivable" },
    { reference: "processor_fees", fieldPath: "processor_fees" },
    { reference: "fx_gain_loss", fieldPath: "fx_gain_loss" },
  ]);
  const sale = await refundedSale(tx, business.id, refund.id);
  const paidAfter = paidBefore + payment.refundedAmountCents;
  const takenBack = saleTakenBack(sale, refund.refundedAmountCents, paidBefore, paidAfter);
  const receivableCents = takenBack.reduce((sum, line) => sum + line.cents, 0);
  const cashCents = toBaseCents(payment.refundedAmountCents, refund.exchangeRate);
  const feeCents = payment.processor ? 0 : toBaseCents(payment.refundProcessingFeeCents, refund.exchangeRate);
  const what = `Refund ${refund.referenceNumber ?? refund.id}`;
  const lines = [
    signed(receivable!.id, receivableCents, `${what}: paid to the customer`),
    signed(payment.paidFromAccountId!, -cashCents, what),
    signed(fx!.id, cashCents - receivableCents, "Exchange difference"),
    signed(receivable!.id, -receivableCents, `${what}: refunded sale`),
    ...takenBack.map((line) => signed(line.accountId, line.cents, `${what}: refunded sale`)),
    signed(fees!.id, feeCents, `${what}: processing fee`),
    signed(payment.paidFromAccountId!, -feeCents, `${what}: processing fee`),
  ].filter((line) => line.debitCents > 0 || line.creditCents > 0);
  if (lines.length === 0) return null;
  const entry = await postJournalEntry(tx, business.id, {
    entryDate: dateInZone(payment.completedAt!, business.timezone),
    source: "refund_payment",
    sourceId: payment.id,
    memo: payment.memo ?? what,
    lines,
  });
  return entry.id;
}
