import { expect, test } from "@playwright/test";
import { expectError } from "../support/api";
import {
  accountByCode,
  bodyOf,
  createBankAccount,
  expectBalancedTrial,
  get,
  getOk,
  importedTransactions,
  ledgerBalance,
  line,
  newBooks,
  post,
  trialBalance,
  type Books,
} from "../support/banking";
import { createApprovedBill } from "../support/payables";
import { createSentInvoice } from "../support/receivables";
import { createRefund, paidInvoice, payRefund } from "../support/settlements";

const bank = (books: Books) =>
  createBankAccount(books, { opening_balance_cents: 1_000_000, opening_balance_date: "2025-01-01" });

const match = async (books: Books, id: string, matches: unknown[], status = 200) =>
  bodyOf(await post(books, `/bank-transactions/${id}/match/`, { matches }), status);
const unmatch = async (books: Books, id: string, body: unknown = {}, status = 200) =>
  bodyOf(await post(books, `/bank-transactions/${id}/unmatch/`, body), status);

/** A bill of one line of `cents` (no tax), approved. */
const billOf = (books: Books, cents: number, overrides: Record<string, unknown> = {}) =>
  createApprovedBill(books, {
    vendor_name: "Acme Supplies AB",
    line_items: [{ quantity: 1, unit_price: cents, description: "Paper" }],
    ...overrides,
  });

const payBill = async (books: Books, billId: string, cents: number, date = "2025-03-10") =>
  bodyOf(
    await post(books, `/bills/${billId}/payments/`, {
      amount_cents: cents,
      payment_method: "bank_transfer",
      payment_date: date,
    }),
    201,
  );

const withoutStamp = <T extends Record<string, unknown>>(body: T) => {
  const { updated_at: _updated, ...rest } = body;
  return rest;
};

test.describe("suggestions", () => {
  test("rank a bill payment, an open bill and a transfer by amount, date, counterparty and reference", async () => {
    const books = await newBooks();
    const account = await bank(books);
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

test.describe("match and unmatch", () => {
  test("a bill payment: the line is matched, the bill reconciled; unmatch restores both exactly", async () => {
    const books = await newBooks();
    const account = await bank(books);
    const bill = await billOf(books, 10_000);
    const payment = await payBill(books, bill.id, 10_000);
    const [transaction] = await importedTransactions(books, account.id, [line({ amount_cents: 10_000 })]);
    const billBefore = await getOk(books, `/bills/${bill.id}/`);
    expect(billBefore).toMatchObject({ needs_reconciliation: true, paid_by_bank_payments: 10_000 });
    const trialBefore = await trialBalance(books, "2099-12-31");
    const matched = await match(books, transaction.id, [
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
    const back = await unmatch(books, transaction.id);
    expect(withoutStamp(back)).toEqual(withoutStamp(transaction));
    expect(withoutStamp(await getOk(books, `/bills/${bill.id}/`))).toEqual(withoutStamp(billBefore));
    expect(await trialBalance(books, "2099-12-31")).toEqual(trialBefore);
  });

  test("an open bill is paid by the match and the payment removed again by unmatch", async () => {
    const books = await newBooks();
    const account = await bank(books);
    const bill = await billOf(books, 7_500);
    const [transaction] = await importedTransactions(books, account.id, [line({ amount_cents: 7_500 })]);
    const before = await getOk(books, `/bills/${bill.id}/`);
    const trialBefore = await trialBalance(books, "2099-12-31");
    const matched = await match(books, transaction.id, [{ target_type: "bill", target_id: bill.id }]);
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
    await unmatch(books, transaction.id);
    expect(withoutStamp(await getOk(books, `/bills/${bill.id}/`))).toEqual(withoutStamp(before));
    expect(await trialBalance(books, "2099-12-31")).toEqual(trialBefore);
    expect(
      (await get(books, `/bills/${bill.id}/payments/${matched.reconciliations[0].target_id}/`)).status(),
    ).toBe(404);
  });

  test("one payout by two lines moves unreconciled → partially → fully reconciled, and its filter works", async () => {
    const books = await newBooks();
    const account = await bank(books);
    const { payment } = await paidInvoice(books, 12_000, { processor: "stripe" });
    const payout = await bodyOf(
      await post(books, "/payouts/", {
        processor: "stripe",
        processor_payout_id: "po_bank_1",
        invoice_payment_ids: [payment.id],
        fee_cents: 500,
        paid_out_amount_cents: 11_500,
        completed_at: "2025-03-12T12:00:00Z",
      }),
      201,
    );
    expect(payout.reconciliation_status).toBe("unreconciled");
    const [first, second] = await importedTransactions(books, account.id, [
      line({ direction: "credit", amount_cents: 6_000, date: "2025-03-13", counterparty_name: "Stripe" }),
      line({ direction: "credit", amount_cents: 5_500, date: "2025-03-13", counterparty_name: "Stripe" }),
    ]);
    const filter = async (status: string) =>
      (await getOk(books, `/payouts/?reconciliation_status=${status}`)).results.map(
        (p: { id: string }) => p.id,
      );
    await match(books, first.id, [{ target_type: "payout", target_id: payout.id }]);
    expect((await getOk(books, `/payouts/${payout.id}/`)).reconciliation_status).toBe("partially_reconciled");
    expect(await filter("partially_reconciled")).toEqual([payout.id]);
    expect(await filter("unreconciled")).toEqual([]);
    // More than is left on the payout (5,500) is refused and changes nothing.
    const over = await expectError(
      await post(books, `/bank-transactions/${second.id}/match/`, {
        matches: [{ target_type: "payout", target_id: payout.id, amount_cents: 5_501 }],
      }),
      409,
      "conflict",
    );
    expect(over.details).toHaveProperty(["matches.0.amount_cents"]);
    await match(books, second.id, [{ target_type: "payout", target_id: payout.id }]);
    expect((await getOk(books, `/payouts/${payout.id}/`)).reconciliation_status).toBe("fully_reconciled");
    expect(await filter("fully_reconciled")).toEqual([payout.id]);
    await unmatch(books, first.id);
    expect(await filter("partially_reconciled")).toEqual([payout.id]);
    await expectBalancedTrial(books);
  });

  test("a transfer between two bank accounts links both lines with one entry; unmatching either side undoes it", async () => {
    const books = await newBooks();
    const from = await bank(books);
    const to = await createBankAccount(books, { display_name: "Savings", mask: "9876" });
    const [out] = await importedTransactions(books, from.id, [
      line({ amount_cents: 50_000, date: "2025-03-20" }),
    ]);
    const [into] = await importedTransactions(books, to.id, [
      line({ amount_cents: 50_000, date: "2025-03-21", direction: "credit" }),
    ]);
    const { results } = await getOk(books, `/bank-transactions/${out.id}/suggestions/`);
    expect(results[0]).toMatchObject({ type: "bank_transaction", id: into.id, counterparty_name: "Savings" });
    await match(books, out.id, [{ target_type: "bank_transaction", target_id: into.id }]);
    expect(await getOk(books, `/bank-transactions/${into.id}/`)).toMatchObject({
      status: "matched",
      reconciliations: [{ target_type: "bank_transaction", target_id: out.id, amount_cents: 50_000 }],
    });
    expect(await ledgerBalance(books, from.mapped_account_code)).toBe(1_000_000 - 50_000);
    expect(await ledgerBalance(books, to.mapped_account_code)).toBe(50_000);
    await unmatch(books, into.id);
    expect((await getOk(books, `/bank-transactions/${out.id}/`)).status).toBe("uncategorized");
    expect(await ledgerBalance(books, to.mapped_account_code)).toBe(0);
    await expectBalancedTrial(books);
  });

  test("refusals: direction, a categorized line, an unknown target, a repeated target; nothing is stored", async () => {
    const books = await newBooks();
    const account = await bank(books);
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
    const account = await bank(books);
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

test.describe("concurrency", () => {
  // 20 bills and 20 matches take turns on one row lock (on PGlite, one connection): minutes on a crowded machine.
  test.describe.configure({ timeout: 420_000 });

  test("20 concurrent matches never over-apply a document", async () => {
    const books = await newBooks();
    const account = await bank(books);
    const bill = await billOf(books, 10_000);
    const lines = await importedTransactions(
      books,
      account.id,
      Array.from({ length: 20 }, () => line({ amount_cents: 1_000 })),
    );
    const statuses = await Promise.all(
      lines.map(async (transaction) =>
        (
          await post(books, `/bank-transactions/${transaction.id}/match/`, {
            matches: [{ target_type: "bill", target_id: bill.id }],
          })
        ).status(),
      ),
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
    const account = await bank(books);
    const bills = await Promise.all(Array.from({ length: 20 }, () => billOf(books, 1_000)));
    const [transaction] = await importedTransactions(books, account.id, [line({ amount_cents: 10_000 })]);
    const statuses = await Promise.all(
      bills.map(async (bill) =>
        (
          await post(books, `/bank-transactions/${transaction.id}/match/`, {
            matches: [{ target_type: "bill", target_id: bill.id }],
          })
        ).status(),
      ),
    );
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

test.describe("conformance: refund payment reconciled_bank_transactions", () => {
  test("a refund payment with a reconciled transaction returns every field of the spec with its type", async () => {
    const books = await newBooks();
    const account = await bank(books);
    const { invoice } = await paidInvoice(books, 9_000);
    const refund = await createRefund(books, [{ invoice_id: invoice.id, amount: 2_500 }]);
    const refundPayment = await payRefund(books, refund.id, {
      refunded_amount: 2_500,
      completed_at: "2025-03-15T10:00:00Z",
    });
    const [transaction] = await importedTransactions(books, account.id, [
      line({ amount_cents: 2_500, date: "2025-03-16", counterparty_name: "Café Blå AB" }),
    ]);
    const { results } = await getOk(books, `/bank-transactions/${transaction.id}/suggestions/`);
    expect(results[0]).toMatchObject({ type: "refund_payment", id: refundPayment.id });
    const matched = await match(books, transaction.id, [
      { target_type: "refund_payment", target_id: refundPayment.id, notes: "Refund sent" },
    ]);
    const body = await getOk(books, `/invoices/refunds/${refund.id}/payments/${refundPayment.id}/`);
    expect(body.reconciled_bank_transactions).toHaveLength(1);
    const [reconciled] = body.reconciled_bank_transactions;
    const types: Record<string, string> = {
      bank_transaction_id: "uuid",
      bank_transaction_date: "date-time",
      bank_transaction_amount_cents: "integer",
      bank_transaction_direction: "string",
      reconciled_amount_cents: "integer",
      reconciliation_link_id: "uuid",
      reconciled_at: "date-time",
      currency: "string",
      payment_type: "string",
      bank_account_name: "string",
      notes: "string",
    };
    expect(Object.keys(reconciled).sort()).toEqual(Object.keys(types).sort());
    for (const [field, type] of Object.entries(types)) {
      const value = reconciled[field];
      if (type === "uuid") expect(value, field).toMatch(/^[0-9a-f-]{36}$/);
      if (type === "date-time") expect(new Date(value).toISOString(), field).toBe(value);
      if (type === "integer") expect(Number.isInteger(value), field).toBe(true);
      if (type === "string") expect(typeof value, field).toBe("string");
    }
    expect(reconciled).toMatchObject({
      bank_transaction_id: transaction.id,
      bank_transaction_date: "2025-03-16T00:00:00.000Z",
      bank_transaction_amount_cents: 2_500,
      bank_transaction_direction: "debit",
      reconciled_amount_cents: 2_500,
      reconciliation_link_id: matched.reconciliations[0].reconciliation_link_id,
      currency: "SEK",
      bank_account_name: "Business account",
      notes: "Refund sent",
    });
    const refundBody = await getOk(books, `/invoices/refunds/${refund.id}/`);
    expect(refundBody.refund_payments[0].reconciled_bank_transactions).toEqual([reconciled]);
  });
});
