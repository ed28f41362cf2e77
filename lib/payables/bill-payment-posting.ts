import type { JournalLineInput } from "../ledger/journal-entry-input";
import { toBaseCents } from "../money/decimal";

export interface PaymentBaseAmounts {
  /** Accounts payable cleared, at the bill's rate; the payment that settles the bill clears what is left. */
  apBaseCents: number;
  /** Cash that left the paid-from account, at the payment's rate. */
  cashBaseCents: number;
}

export function paymentBaseAmounts(payment: {
  amountCents: number;
  outstandingCents: number;
  payableBaseCents: number;
  billRate: string;
  paymentRate: string;
}): PaymentBaseAmounts {
  const isSettling = payment.amountCents === payment.outstandingCents;
  return {
    apBaseCents: isSettling ? payment.payableBaseCents : toBaseCents(payment.amountCents, payment.billRate),
    cashBaseCents: toBaseCents(payment.amountCents, payment.paymentRate),
  };
}

/**
 * A bill payment's entry (decisions.md §4, §5): debit accounts payable, credit the paid-from account, and the
 * difference to FX gain/loss (a debit is a loss: more base currency left than the liability was worth). Zero
 * amounts post no line.
 */
export function billPaymentEntryLines(posting: {
  amounts: PaymentBaseAmounts;
  /** The part of the accounts payable cleared that belongs to investing purchases (see investingShareOfPayable). */
  investingApCents?: number;
  amountCents: number;
  foreignCurrency: string | null;
  accounts: { payable: string; paidFrom: string; fxGainLoss: string };
  description: string;
}): JournalLineInput[] {
  const { apBaseCents, cashBaseCents } = posting.amounts;
  const foreign = posting.foreignCurrency
    ? { currency: posting.foreignCurrency, originalAmountCents: posting.amountCents }
    : {};
  const difference = cashBaseCents - apBaseCents;
  const investing = Math.min(posting.investingApCents ?? 0, apBaseCents);
  const lines: JournalLineInput[] = [
    {
      accountId: posting.accounts.payable,
      debitCents: investing,
      creditCents: 0,
      cashFlowHint: "investing",
      ...foreign,
    },
    { accountId: posting.accounts.payable, debitCents: apBaseCents - investing, creditCents: 0, ...foreign },
    { accountId: posting.accounts.paidFrom, debitCents: 0, creditCents: cashBaseCents, ...foreign },
    {
      accountId: posting.accounts.fxGainLoss,
      debitCents: Math.max(difference, 0),
      creditCents: Math.max(-difference, 0),
      description: difference > 0 ? "Exchange loss" : "Exchange gain",
    },
  ];
  return lines
    .filter((line) => line.debitCents > 0 || line.creditCents > 0)
    .map((line) => ({ description: posting.description, ...line }));
}

/** The investing share of an amount of accounts payable cleared on a bill, in proportion to what the bill bought. */
export function investingShareOfPayable(
  apBaseCents: number,
  bill: { investingBaseCents: number; totalBaseCents: number },
) {
  if (bill.totalBaseCents <= 0 || bill.investingBaseCents <= 0) return 0;
  return Math.round((apBaseCents * bill.investingBaseCents) / bill.totalBaseCents);
}
