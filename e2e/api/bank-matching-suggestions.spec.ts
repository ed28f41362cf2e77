import { expect, test } from "@playwright/test";
import { billOf, openBankAccount, payBill } from "../support/bank-matching";
import { getOk, importedTransactions, line, newBooks } from "../support/banking";

test.describe("suggestions", () => {
  test("rank a bill payment, an open bill and a transfer by amount, date, counterparty and reference", async () => {
    const books = await newBooks();
    const account = await openBankAccount(books);
    const paidBill = await billOf(books, 10_000, { bill_number: "B-2001" });
    const payment = await payBill(books, paidBill.id, 10_000, "2025-03-10");
    const openBill = await billOf(books, 10_000, { bill_number: "B-2002" });
    const [transaction] = await importedTransactions(books, account.id, [
      line({
        date: "2025-03-11",
        amount_cents: 10_000,
        counterparty_name: "Acme Supplies",
        reference: "B-2002",
        description: "Invoice B-2002",
      }),
    ]);
    const { bank_transaction_id, results } = await getOk(
      books,
      `/bank-transactions/${transaction.id}/suggestions/`,
    );
    expect(bank_transaction_id).toBe(transaction.id);
    const byId = Object.fromEntries(results.map((s: { id: string }) => [s.id, s]));
    expect(byId[payment.id]).toMatchObject({
      type: "bill_payment",
      amount_cents: 10_000,
      date: "2025-03-10",
      date_difference_days: 1,
      counterparty_name: "Acme Supplies AB",
      document_number: "B-2001",
      reasons: ["amount_exact", "date_within_window", "counterparty_match"],
    });
    expect(byId[openBill.id]).toMatchObject({
      type: "bill",
      amount_cents: 10_000,
      document_number: "B-2002",
      reasons: expect.arrayContaining(["amount_exact", "counterparty_match", "reference_match"]),
    });
    // Best first: the reference decides between two documents of the same amount and counterparty.
    expect(results[0].id).toBe(openBill.id);
    for (const suggestion of results) expect(suggestion.score).toBeGreaterThan(0);
    const page = await getOk(books, "/bank-transactions/?include_suggestions=true");
    expect(page.results[0].suggestions.map((s: { id: string }) => s.id)).toEqual(
      results.slice(0, 3).map((s: { id: string }) => s.id),
    );
    expect((await getOk(books, "/bank-transactions/")).results[0]).not.toHaveProperty("suggestions");
  });
});
