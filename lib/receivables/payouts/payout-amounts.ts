/** What a payout's import computes from the payments it settles and the processor's figures (decisions.md §6). */
export interface PayoutAmounts {
  grossPaymentsAmountCents: number;
  /** Refund payments plus the additional refunds the processor reported. */
  totalRefundsAmountCents: number;
  /** Gross − total refunds − fees. */
  expectedNetAmountCents: number;
  /** Paid out − expected net. */
  amountVarianceCents: number;
  /** Gross − total refunds: the sales the payout settles, net of refunds, before fees. */
  netAmountCents: number;
}

export function payoutAmounts(figures: {
  paymentCents: readonly number[];
  refundCents: readonly number[];
  additionalRefundsCents: number;
  feeCents: number;
  paidOutCents: number;
}): PayoutAmounts {
  const sum = (values: readonly number[]) => values.reduce((total, cents) => total + cents, 0);
  const gross = sum(figures.paymentCents);
  const refunds = sum(figures.refundCents) + figures.additionalRefundsCents;
  const expected = gross - refunds - figures.feeCents;
  return {
    grossPaymentsAmountCents: gross,
    totalRefundsAmountCents: refunds,
    expectedNetAmountCents: expected,
    amountVarianceCents: figures.paidOutCents - expected,
    netAmountCents: gross - refunds,
  };
}
