import { expect, test } from "@playwright/test";
import { expectError } from "../support/api";
import { bodyOf, entryLines, getOk, newBooks, post, trialBalance } from "../support/receivables";
import { createRefund, entryOf, expectBadQuery, pageOf, payRefund } from "../support/settlements";

/** A paid invoice of 1250 (1000 + 25 % VAT) collected through stripe, and a refund of all of it. */
async function refundedSale() {
  const books = await newBooks();
  const invoice = await bodyOf(
    await post(books, "/invoices/", {
      invoice_number: "INV-1",
      customer_external_id: "cust-1",
      customer_name: "Café Blå AB",
      sent_at: "2025-03-01T09:00:00Z",
      line_items: [{ quantity: 1, unit_price: 1000, sales_taxes: [{ name: "VAT", rate: "25" }] }],
    }),
    201,
  );
  await bodyOf(
    await post(books, `/invoices/${invoice.id}/payments/`, {
      amount_cents: 1250,
      payment_method: "card",
      payment_date: "2025-03-05",
      processor: "stripe",
    }),
    201,
  );
  const refund = await createRefund(books, [{ invoice_id: invoice.id, amount: 1250 }]);
  return { books, invoice, refund };
}

test.describe("refund payments", () => {
  test("POST creates pending or completed payments; complete posts; the refund goes pending → processing → paid", async () => {
    const { books, invoice, refund } = await refundedSale();
    const completed = await payRefund(books, refund.id, {
      refunded_amount: 500,
      refund_processing_fee: 30,
      processor: "Stripe",
      completed_at: "2025-04-01T10:00:00Z",
      external_id: "rp-1",
      memo: "First half",
      metadata: { batch: 1 },
      transaction_tags: [{ key: "channel", value: "web" }],
    });
    expect(completed).toEqual({
      id: expect.any(String),
      refund_id: refund.id,
      refunded_amount: 500,
      refund_processing_fee: 30,
      reconciled_bank_transactions: [],
      created_at: expect.any(String),
      updated_at: expect.any(String),
      external_id: "rp-1",
      completed_at: "2025-04-01T10:00:00.000Z",
      processor: "stripe",
      transaction_tags: [{ key: "channel", value: "web" }],
      memo: "First half",
      metadata: { batch: 1 },
      status: "completed",
      payout_id: null,
    });
    expect(
      await bodyOf(
        await post(books, `/invoices/refunds/${refund.id}/payments/`, {
          refunded_amount: 9,
          external_id: "rp-1",
        }),
      ),
    ).toEqual(completed);
    const processing = await getOk(books, `/invoices/refunds/${refund.id}/`);
    expect(processing).toMatchObject({
      status: "processing",
      paid_amount: 500,
      refund_payments: [completed],
    });
    // 500 of 1250 is 40 % of the sale: 400 revenue, 100 VAT; the processor's fee waits for its payout.
    const first = await entryOf(books, "refund_payment", completed.id);
    expect(first.entry_date).toBe("2025-04-01");
    expect(entryLines(first)).toEqual([
      ["1100", 500, 0],
      ["1050", 0, 500],
      ["1100", 0, 500],
      ["4000", 400, 0],
      ["2100", 100, 0],
    ]);

    const pending = await payRefund(books, refund.id, { refunded_amount: 750, refund_processing_fee: 15 });
    expect(pending).toMatchObject({ status: "pending", completed_at: null, processor: null });
    const over = await expectError(
      await post(books, `/invoices/refunds/${refund.id}/payments/`, { refunded_amount: 1 }),
      409,
      "conflict",
    );
    expect(over.details).toEqual({ refunded_amount: ["At most 0."] });
    const done = await bodyOf(
      await post(books, `/invoices/refunds/${refund.id}/payments/${pending.id}/complete/`, {
        completed_at: "2025-04-03T08:00:00Z",
      }),
    );
    expect(done).toMatchObject({
      id: pending.id,
      status: "completed",
      completed_at: "2025-04-03T08:00:00.000Z",
    });
    expect(entryLines(await entryOf(books, "refund_payment", pending.id))).toEqual([
      ["1100", 750, 0],
      ["1000", 0, 750],
      ["1100", 0, 750],
      ["4000", 600, 0],
      ["2100", 150, 0],
      ["6500", 15, 0],
      ["1000", 0, 15],
    ]);
    expect(await getOk(books, `/invoices/refunds/${refund.id}/`)).toMatchObject({
      status: "paid",
      paid_amount: 1250,
      completed_at: "2025-04-03T08:00:00.000Z",
    });
    expect((await getOk(books, `/invoices/${invoice.id}/`)).status).toBe("REFUNDED");
    const trial = await trialBalance(books, "2025-04-30");
    // The sale and its refund cancel out: only the cash that moved and the bank refund's fee are left.
    expect(trial).toEqual({ "1000": [0, 765], "1050": [750, 0], "6500": [15, 0] });
    expect(
      await bodyOf(await post(books, `/invoices/refunds/${refund.id}/payments/${pending.id}/complete/`)),
    ).toEqual(done);
    const paidRefund = await expectError(
      await post(books, `/invoices/refunds/${refund.id}/payments/`, { refunded_amount: 1 }),
      409,
      "conflict",
    );
    expect(paidRefund.error).toMatch(/paid/);
  });

  test("GET payments (endpoint 8) pages oldest first; GET one; unknown ids are 404; bad pages are 400", async () => {
    const { books, refund } = await refundedSale();
    const made = [];
    for (const cents of [100, 200, 300])
      made.push(await payRefund(books, refund.id, { refunded_amount: cents }));
    const path = `/invoices/refunds/${refund.id}/payments/`;
    expect(await pageOf(books, path)).toMatchObject({ count: 3, ids: made.map((payment) => payment.id) });
    const second = await getOk(books, `${path}?page=2&page_size=2`);
    expect(second).toEqual({
      count: 3,
      page_info: { total_count: 3, current_page: 2, total_pages: 2, page_size: 2 },
      results: [made[2]],
    });
    expect(await pageOf(books, `${path}?page=3&page_size=2`)).toMatchObject({ count: 3, ids: [] });
    expect(await getOk(books, `${path}${made[1].id}/`)).toEqual(made[1]);
    await expectError(
      await books.api.get(`${books.base}${path}${crypto.randomUUID()}/`, {
        headers: { Authorization: `Bearer ${books.token}` },
      }),
      404,
      "not_found",
    );
    await expectError(
      await books.api.get(`${books.base}/invoices/refunds/${crypto.randomUUID()}/payments/`, {
        headers: { Authorization: `Bearer ${books.token}` },
      }),
      404,
      "not_found",
    );
    await expectBadQuery(books, `${path}?page_size=101`, "page_size");
    await expectBadQuery(books, `${path}?page=0`, "page");
  });

  test("bad bodies are 400; a cancelled refund's payments are cancelled and cannot be completed", async () => {
    const { books, refund } = await refundedSale();
    const bad: [Record<string, unknown>, string][] = [
      [{ refunded_amount: 0 }, "refunded_amount"],
      [{ refunded_amount: 10, refund_processing_fee: -1 }, "refund_processing_fee"],
      [{ refunded_amount: 10, completed_at: "later" }, "completed_at"],
      [
        {
          refunded_amount: 10,
          processor: "stripe",
          paid_from_account_identifier: { type: "AccountCode", code: "1000" },
        },
        "paid_from_account_identifier",
      ],
      [
        { refunded_amount: 10, paid_from_account_identifier: { type: "AccountCode", code: "4000" } },
        "paid_from_account_identifier",
      ],
      [{ refunded_amount: 10, metadata: { blob: "x".repeat(10_300) } }, "metadata"],
    ];
    for (const [body, field] of bad) {
      const error = await expectError(
        await post(books, `/invoices/refunds/${refund.id}/payments/`, body),
        400,
        "validation_error",
      );
      expect(error.details).toHaveProperty([field]);
    }
    const pending = await payRefund(books, refund.id, { refunded_amount: 100 });
    await bodyOf(await post(books, `/invoices/refunds/${refund.id}/cancel/`));
    expect(await getOk(books, `/invoices/refunds/${refund.id}/payments/${pending.id}/`)).toMatchObject({
      status: "cancelled",
    });
    await expectError(
      await post(books, `/invoices/refunds/${refund.id}/payments/${pending.id}/complete/`),
      409,
      "conflict",
    );
    expect((await getOk(books, "/journal-entries/?source=refund_payment")).count).toBe(0);
  });
});
