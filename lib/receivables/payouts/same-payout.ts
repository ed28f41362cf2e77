import type { CreatePayoutInput } from "../../schemas/payout";
import type { PayoutRow } from "./find-payout";

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length &&
  [...a]
    .map((id) => id.toLowerCase())
    .sort()
    .join() === [...b].sort().join();

/**
 * Whether importing `input` again would describe `payout` as stored (its settled payments included), so a repeat of
 * the same settlement is answered with the payout and anything else under its processor_payout_id is a conflict.
 * Fields the repeat leaves out that had defaults (completed_at, the deposit account) are not compared.
 */
export function isSamePayout(
  payout: PayoutRow,
  settled: { invoicePaymentIds: string[]; refundPaymentIds: string[] },
  input: CreatePayoutInput,
  resolved: { currency: string; completedAt: Date | undefined; depositAccountId: string | undefined },
): boolean {
  const { currency, completedAt, depositAccountId } = resolved;
  return (
    payout.processor === input.processor &&
    payout.paidOutAmountCents === input.paid_out_amount_cents &&
    payout.feeCents === input.fee_cents &&
    payout.additionalRefundsAmountCents === (input.additional_refunds_amount_cents ?? null) &&
    payout.currency === currency &&
    payout.status === input.status &&
    (completedAt === undefined || payout.completedAt?.getTime() === completedAt.getTime()) &&
    (depositAccountId === undefined || payout.depositAccountId === depositAccountId) &&
    payout.externalId === (input.external_id ?? null) &&
    payout.referenceNumber === (input.reference_number ?? null) &&
    payout.memo === (input.memo ?? null) &&
    payout.settlementFileId === (input.settlement_file_id?.toLowerCase() ?? null) &&
    sameIds(input.invoice_payment_ids, settled.invoicePaymentIds) &&
    sameIds(input.refund_payment_ids, settled.refundPaymentIds)
  );
}
