import { expect, test } from "@playwright/test";
import { billOf, openBankAccount } from "../support/bank-matching";
import {
  type Books,
  expectBalancedTrial,
  getOk,
  importedTransactions,
  line,
  newBooks,
  post,
} from "../support/banking";

/** The status POST /bank-transactions/{id}/match/ answers for matching the line to one bill. */
const matchStatus = async (books: Books, transactionId: string, billId: string) =>
  (
    await post(books, `/bank-transactions/${transactionId}/match/`, {
      matches: [{ target_type: "bill", target_id: billId }],
    })
  ).status();

test.describe("concurrency", () => {
  // 20 bills and 20 matches take turns on one row lock (on PGlite, one connection): minutes on a crowded machine.
  test.describe.configure({ timeout: 420_000 });

  test("20 concurrent matches never over-apply a document", async () => {
    const books = await newBooks();
    const account = await openBankAccount(books);
    const bill = await billOf(books, 10_000);
    const lines = await importedTransactions(
      books,
      account.id,
      Array.from({ length: 20 }, () => line({ amount_cents: 1_000 })),
    );
    const statuses = await Promise.all(
      lines.map((transaction) => matchStatus(books, transaction.id, bill.id)),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(10);
    expect(await getOk(books, `/bills/${bill.id}/`)).toMatchObject({
      status: "paid",
      paid_by_bank_payments: 10_000,
    });
    await expectBalancedTrial(books);
  });

  test("20 concurrent matches never over-apply a transaction", async () => {
    const books = await newBooks();
    const account = await openBankAccount(books);
    const bills = await Promise.all(Array.from({ length: 20 }, () => billOf(books, 1_000)));
    const [transaction] = await importedTransactions(books, account.id, [line({ amount_cents: 10_000 })]);
    const statuses = await Promise.all(bills.map((bill) => matchStatus(books, transaction.id, bill.id)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(await getOk(books, `/bank-transactions/${transaction.id}/`)).toMatchObject({
      reconciled_amount_cents: 10_000,
      remaining_amount_cents: 0,
    });
    const paid = await Promise.all(bills.map((bill) => getOk(books, `/bills/${bill.id}/`)));
    expect(paid.filter((bill) => bill.status === "paid")).toHaveLength(10);
    await expectBalancedTrial(books);
  });
});
