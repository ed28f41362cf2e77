import { expect, test } from "@playwright/test";
import { expectError } from "../support/api";
import {
  accountByCode,
  bodyOf,
  createBankAccount,
  del,
  get,
  getOk,
  importedTransactions,
  importLines,
  line,
  newBooks,
  post,
  type Books,
} from "../support/banking";
import { createApprovedBill } from "../support/payables";

const report = (books: Books, accountId: string, end: string, closing: number) =>
  getOk(
    books,
    `/bank-accounts/${accountId}/reconciliation/?statement_end_date=${end}&closing_balance_cents=${closing}`,
  );

const reconcile = async (books: Books, accountId: string, body: Record<string, unknown>, status = 201) =>
  bodyOf(await post(books, `/bank-accounts/${accountId}/reconciliations/`, body), status);

test.describe("statement reconciliation", () => {
  test("the report shows ledger balance, uncleared items, unaccounted lines and the difference", async () => {
    const books = await newBooks();
    const account = await createBankAccount(books, {
      opening_balance_cents: 100_000,
      opening_balance_date: "2025-01-01",
    });
    const rent = await accountByCode(books, "6100");
    const [paidRent, unaccounted] = await importedTransactions(books, account.id, [
      line({ amount_cents: 20_000, date: "2025-03-01" }),
      line({ amount_cents: 5_000, date: "2025-03-20", direction: "credit", counterparty_name: "Customer" }),
      line({ amount_cents: 1_000, date: "2025-04-05" }),
    ]);
    await bodyOf(await post(books, `/bank-transactions/${paidRent.id}/categorize/`, { account_id: rent.id }));
    // A bill paid from this bank account that no bank line shows yet: an uncleared item.
    const bill = await createApprovedBill(books, { line_items: [{ quantity: 1, unit_price: 3_000 }] });
    const payment = await bodyOf(
      await post(books, `/bills/${bill.id}/payments/`, {
        amount_cents: 3_000,
        payment_method: "bank_transfer",
        payment_date: "2025-03-25",
        paid_from_account_identifier: { type: "AccountId", id: account.mapped_account },
      }),
      201,
    );
    const body = await report(books, account.id, "2025-03-31", 85_000);
    expect(body).toEqual({
      type: "BankStatementReport",
      bank_account_id: account.id,
      statement_start_date: null,
      statement_end_date: "2025-03-31",
      closing_balance_cents: 85_000,
      bank_balance_cents: 85_000,
      ledger_balance_cents: 100_000 - 20_000 - 3_000,
      cleared_balance_cents: 80_000,
      uncleared_items: [
        {
          type: "bill_payment",
          id: payment.id,
          date: "2025-03-25",
          amount_cents: -3_000,
          document_number: bill.bill_number ?? null,
        },
      ],
      uncleared_total_cents: -3_000,
      unaccounted_transactions: [
        {
          id: unaccounted.id,
          date: "2025-03-20",
          signed_amount: 5_000,
          remaining_amount_cents: 5_000,
          counterparty_name: "Customer",
          description: "Card purchase",
        },
      ],
      unaccounted_count: 1,
      unaccounted_total_cents: 5_000,
      difference_cents: 5_000,
      can_reconcile: false,
      blocking_reason: expect.stringContaining("5000"),
    });
    // Marking it reconciled is refused while the difference is not zero, and stores nothing.
    const refused = await expectError(
      await post(books, `/bank-accounts/${account.id}/reconciliations/`, {
        statement_end_date: "2025-03-31",
        closing_balance_cents: 85_000,
      }),
      409,
      "conflict",
    );
    expect(refused.details).toHaveProperty(["statement_end_date"]);
    expect((await getOk(books, `/bank-accounts/${account.id}/reconciliations/`)).count).toBe(0);
    const bad = await expectError(
      await get(
        books,
        `/bank-accounts/${account.id}/reconciliation/?statement_end_date=2025-13-01&closing_balance_cents=x`,
      ),
      400,
      "validation_error",
    );
    expect(Object.keys(bad.details ?? {}).sort()).toEqual(["closing_balance_cents", "statement_end_date"]);
  });

  test("a reconciled period locks its lines (409 on every change) until the reconciliation is undone", async () => {
    const books = await newBooks();
    const account = await createBankAccount(books, {
      opening_balance_cents: 50_000,
      opening_balance_date: "2025-01-01",
    });
    const rent = await accountByCode(books, "6100");
    const [first, second, later] = await importedTransactions(books, account.id, [
      line({ amount_cents: 10_000, date: "2025-02-01" }),
      line({ amount_cents: 2_000, date: "2025-02-15" }),
      line({ amount_cents: 1_000, date: "2025-03-15" }),
    ]);
    for (const transaction of [first, second]) {
      await bodyOf(
        await post(books, `/bank-transactions/${transaction.id}/categorize/`, { account_id: rent.id }),
      );
    }
    const created = await reconcile(books, account.id, {
      statement_end_date: "2025-02-28",
      closing_balance_cents: 38_000,
    });
    expect(created).toEqual({
      type: "BankStatementReconciliation",
      id: expect.any(String),
      bank_account_id: account.id,
      statement_end_date: "2025-02-28",
      closing_balance_cents: 38_000,
      ledger_balance_cents: 38_000,
      cleared_balance_cents: 38_000,
      transaction_count: 2,
      is_latest: true,
      created_at: expect.any(String),
    });
    expect(await getOk(books, `/bank-transactions/${first.id}/`)).toMatchObject({
      statement_reconciliation_id: created.id,
      is_locked: true,
    });
    expect((await getOk(books, `/bank-transactions/${later.id}/`)).is_locked).toBe(false);
    expect((await getOk(books, `/bank-accounts/${account.id}/`)).last_reconciled_date).toBe("2025-02-28");
    const bill = await createApprovedBill(books, { line_items: [{ quantity: 1, unit_price: 10_000 }] });
    const attempts: [string, Record<string, unknown>][] = [
      ["categorize", { account_id: rent.id }],
      ["uncategorize", {}],
      ["exclude", {}],
      [
        "split",
        {
          lines: [
            { account_id: rent.id, amount_cents: 5_000 },
            { account_id: rent.id, amount_cents: 5_000 },
          ],
        },
      ],
      ["match", { matches: [{ target_type: "bill", target_id: bill.id }] }],
      ["unmatch", {}],
    ];
    for (const [action, body] of attempts) {
      const error = await expectError(
        await post(books, `/bank-transactions/${first.id}/${action}/`, body),
        409,
        "conflict",
      );
      expect(error.error, action).toContain("reconciled statement");
    }
    expect(await getOk(books, `/bank-transactions/${first.id}/`)).toMatchObject({
      status: "categorized",
      account_id: rent.id,
    });
    // An import dated in the reconciled period is rejected; the same end date again is 409.
    const imported = await importLines(books, account.id, [line({ date: "2025-02-20" })]);
    expect(imported.results[0]).toMatchObject({ status: "rejected", errors: { date: [expect.any(String)] } });
    await reconcile(
      books,
      account.id,
      { statement_end_date: "2025-02-28", closing_balance_cents: 38_000 },
      409,
    );
    // Undo: the lines can change again.
    const undone = await bodyOf(
      await del(books, `/bank-accounts/${account.id}/reconciliations/${created.id}/`),
    );
    expect(undone).toMatchObject({ id: created.id, is_latest: false });
    expect((await getOk(books, `/bank-accounts/${account.id}/reconciliations/`)).count).toBe(0);
    const changed = await bodyOf(await post(books, `/bank-transactions/${first.id}/uncategorize/`, {}));
    expect(changed).toMatchObject({
      status: "uncategorized",
      is_locked: false,
      statement_reconciliation_id: null,
    });
    expect((await del(books, `/bank-accounts/${account.id}/reconciliations/${created.id}/`)).status()).toBe(
      404,
    );
  });

  test("only the latest reconciliation can be undone", async () => {
    const books = await newBooks();
    const account = await createBankAccount(books, {
      opening_balance_cents: 1_000,
      opening_balance_date: "2025-01-01",
    });
    const january = await reconcile(books, account.id, {
      statement_end_date: "2025-01-31",
      closing_balance_cents: 1_000,
    });
    const february = await reconcile(books, account.id, {
      statement_end_date: "2025-02-28",
      closing_balance_cents: 1_000,
    });
    expect(
      (
        await getOk(
          books,
          `/bank-accounts/${account.id}/reconciliation/?statement_end_date=2025-03-31&closing_balance_cents=1000`,
        )
      ).statement_start_date,
    ).toBe("2025-03-01");
    await expectError(
      await del(books, `/bank-accounts/${account.id}/reconciliations/${january.id}/`),
      409,
      "conflict",
    );
    const list = await getOk(books, `/bank-accounts/${account.id}/reconciliations/`);
    expect(list.results.map((r: { id: string; is_latest: boolean }) => [r.id, r.is_latest])).toEqual([
      [february.id, true],
      [january.id, false],
    ]);
    await bodyOf(await del(books, `/bank-accounts/${account.id}/reconciliations/${february.id}/`));
    await bodyOf(await del(books, `/bank-accounts/${account.id}/reconciliations/${january.id}/`));
  });
});
