import { expect, test } from "@playwright/test";
import {
  billOf,
  matchTransaction,
  openBankAccount,
  payBill,
  unmatchTransaction,
} from "../support/bank-matching";
import {
  expectBalancedTrial,
  get,
  getOk,
  importedTransactions,
  ledgerBalance,
  line,
  newBooks,
  trialBalance,
} from "../support/banking";

const withoutStamp = <T extends Record<string, unknown>>(body: T) => {
  const { updated_at: _updated, ...rest } = body;
  return rest;
};

test.describe("match and unmatch", () => {
  test("a bill payment: the line is matched, the bill reconciled; unmatch restores both exactly", async () => {
    const books = await newBooks();
    const account = await openBankAccount(books);
    const bill = await billOf(books, 10_000);
    const payment = await payBill(books, bill.id, 10_000);
    const [transaction] = await importedTransactions(books, account.id, [line({ amount_cents: 10_000 })]);
    const billBefore = await getOk(books, `/bills/${bill.id}/`);
    expect(billBefore).toMatchObject({ needs_reconciliation: true, paid_by_bank_payments: 10_000 });
    const trialBefore = await trialBalance(books, "2099-12-31");
    const matched = await matchTransaction(books, transaction.id, [
      { target_type: "bill_payment", target_id: payment.id },
    ]);
    expect(matched).toMatchObject({
      status: "matched",
      categorization_status: "categorized",
      is_reconciled: true,
      reconciled_amount_cents: 10_000,
      remaining_amount_cents: 0,
      reconciled_at: expect.any(String),
      reconciliations: [
        {
          reconciliation_link_id: expect.any(String),
          target_type: "bill_payment",
          target_id: payment.id,
          document_type: "bill",
          document_id: bill.id,
          amount_cents: 10_000,
          is_created_payment: false,
          // The payment was posted to the business's default bank account; the line is on this bank account's.
          journal_entry_id: expect.any(String),
          notes: null,
        },
      ],
    });
    expect(await getOk(books, `/bills/${bill.id}/`)).toMatchObject({ needs_reconciliation: false });
    expect(await ledgerBalance(books, account.mapped_account_code)).toBe(1_000_000 - 10_000);
    await expectBalancedTrial(books);
    const back = await unmatchTransaction(books, transaction.id);
    expect(withoutStamp(back)).toEqual(withoutStamp(transaction));
    expect(withoutStamp(await getOk(books, `/bills/${bill.id}/`))).toEqual(withoutStamp(billBefore));
    expect(await trialBalance(books, "2099-12-31")).toEqual(trialBefore);
  });

  test("an open bill is paid by the match and the payment removed again by unmatch", async () => {
    const books = await newBooks();
    const account = await openBankAccount(books);
    const bill = await billOf(books, 7_500);
    const [transaction] = await importedTransactions(books, account.id, [line({ amount_cents: 7_500 })]);
    const before = await getOk(books, `/bills/${bill.id}/`);
    const trialBefore = await trialBalance(books, "2099-12-31");
    const matched = await matchTransaction(books, transaction.id, [
      { target_type: "bill", target_id: bill.id },
    ]);
    expect(matched.reconciliations[0]).toMatchObject({
      target_type: "bill_payment",
      document_id: bill.id,
      is_created_payment: true,
      journal_entry_id: null,
    });
    const paid = await getOk(books, `/bills/${bill.id}/`);
    expect(paid).toMatchObject({ status: "paid", outstanding_balance: 0, needs_reconciliation: false });
    expect(paid.bill_payment_allocations).toEqual([
      expect.objectContaining({
        bill_payment_id: matched.reconciliations[0].target_id,
        payment_date: "2025-03-10",
      }),
    ]);
    expect(await ledgerBalance(books, account.mapped_account_code)).toBe(1_000_000 - 7_500);
    await unmatchTransaction(books, transaction.id);
    expect(withoutStamp(await getOk(books, `/bills/${bill.id}/`))).toEqual(withoutStamp(before));
    expect(await trialBalance(books, "2099-12-31")).toEqual(trialBefore);
    expect(
      (await get(books, `/bills/${bill.id}/payments/${matched.reconciliations[0].target_id}/`)).status(),
    ).toBe(404);
  });
});
