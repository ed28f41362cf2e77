import { expect, test } from "@playwright/test";
import { expectError } from "../support/api";
import { billOf, openBankAccount } from "../support/bank-matching";
import { accountByCode, bodyOf, getOk, importedTransactions, line, newBooks, post } from "../support/banking";
import { createSentInvoice } from "../support/receivables";

test.describe("match and unmatch", () => {
  test("refusals: direction, a categorized line, an unknown target, a repeated target; nothing is stored", async () => {
    const books = await newBooks();
    const account = await openBankAccount(books);
    const bill = await billOf(books, 4_000);
    const invoice = await createSentInvoice(books, { line_items: [{ quantity: 1, unit_price: 4_000 }] });
    const [outgoing, categorized] = await importedTransactions(books, account.id, [
      line({ amount_cents: 4_000 }),
      line({ amount_cents: 4_000 }),
    ]);
    const wrongWay = await expectError(
      await post(books, `/bank-transactions/${outgoing.id}/match/`, {
        matches: [{ target_type: "invoice", target_id: invoice.id }],
      }),
      400,
      "validation_error",
    );
    expect(wrongWay.details).toHaveProperty(["matches.0.target_type"]);
    const unknown = await expectError(
      await post(books, `/bank-transactions/${outgoing.id}/match/`, {
        matches: [{ target_type: "bill_payment", target_id: crypto.randomUUID() }],
      }),
      400,
      "validation_error",
    );
    expect(unknown.details).toHaveProperty(["matches.0.target_id"]);
    await expectError(
      await post(books, `/bank-transactions/${outgoing.id}/match/`, {
        matches: [
          { target_type: "bill", target_id: bill.id, amount_cents: 1_000 },
          { target_type: "bill", target_id: bill.id, amount_cents: 1_000 },
        ],
      }),
      400,
      "validation_error",
    );
    const rent = await accountByCode(books, "6100");
    await bodyOf(
      await post(books, `/bank-transactions/${categorized.id}/categorize/`, { account_id: rent.id }),
    );
    await expectError(
      await post(books, `/bank-transactions/${categorized.id}/match/`, {
        matches: [{ target_type: "bill", target_id: bill.id }],
      }),
      409,
      "conflict",
    );
    expect(await getOk(books, `/bank-transactions/${outgoing.id}/`)).toMatchObject({
      status: "uncategorized",
    });
    expect((await getOk(books, `/bills/${bill.id}/`)).status).toBe("received");
  });

  test("bulk match: each item on its own; a refused one leaves nothing behind", async () => {
    const books = await newBooks();
    const account = await openBankAccount(books);
    const bill = await billOf(books, 3_000);
    const [first, second] = await importedTransactions(books, account.id, [
      line({ amount_cents: 3_000 }),
      line({ amount_cents: 3_000 }),
    ]);
    const result = await bodyOf(
      await post(books, "/bank-transactions/match/", {
        items: [
          { bank_transaction_id: first.id, matches: [{ target_type: "bill", target_id: bill.id }] },
          { bank_transaction_id: second.id, matches: [{ target_type: "bill", target_id: bill.id }] },
        ],
      }),
    );
    expect(result).toMatchObject({
      done_count: 1,
      rejected_count: 1,
      results: [
        { index: 0, bank_transaction_id: first.id, status: "done", error: null },
        { index: 1, bank_transaction_id: second.id, status: "rejected", error: { error_code: "conflict" } },
      ],
    });
    expect((await getOk(books, `/bank-transactions/${second.id}/`)).status).toBe("uncategorized");
    expect((await getOk(books, `/bills/${bill.id}/`)).status).toBe("paid");
  });
});
