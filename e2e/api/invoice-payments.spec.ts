import { expect, test } from "@playwright/test";
import { expectError } from "../support/api";
import {
  accountByCode,
  createSentInvoice,
  entryLines,
  get,
  getOk,
  newBooks,
  payInvoice,
  post,
  trialBalance,
} from "../support/receivables";

test.describe("POST /invoices/{invoice_id}/payments/", () => {
  test("a partial payment makes the invoice PARTIALLY_PAID, the rest PAID with paid_at", async () => {
    const books = await newBooks();
    const bank = await accountByCode(books, "1000");
    const invoice = await createSentInvoice(books, { due_at: "2099-01-01" });
    const payment = await payInvoice(books, invoice.id, { amount_cents: 2_500, reference: "BG-1" });
    expect(payment).toEqual({
      type: "InvoicePayment",
      id: expect.any(String),
      invoice_id: invoice.id,
      customer_id: invoice.customer.id,
      amount_cents: 2_500,
      currency: "SEK",
      payment_date: "2025-03-10",
      payment_method: "bank_transfer",
      processor: null,
      processor_payment_id: null,
      deposit_account: { id: bank.id, type: "AccountId" },
      exchange_rate: "1",
      fee_cents: 0,
      payout_id: null,
      is_paid_out: false,
      status: "completed",
      reference: "BG-1",
      memo: null,
      external_id: null,
      journal_entry_id: expect.any(String),
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(await getOk(books, `/invoices/payments/${payment.id}/`)).toEqual(payment);
    expect(entryLines(await getOk(books, `/journal-entries/${payment.journal_entry_id}/`))).toEqual([
      ["1000", 2_500, 0],
      ["1100", 0, 2_500],
    ]);
    const partial = await getOk(books, `/invoices/${invoice.id}/`);
    expect(partial).toMatchObject({
      status: "PARTIALLY_PAID",
      outstanding_balance: 10_000,
      paid_amount: 2_500,
      paid_at: null,
      payment_allocations: [
        {
          amount_cents: 2_500,
          payment_date: "2025-03-10",
          payment_method: "bank_transfer",
          payment_id: payment.id,
        },
      ],
    });
    await payInvoice(books, invoice.id, { amount_cents: 10_000, payment_date: "2025-03-20" });
    const paid = await getOk(books, `/invoices/${invoice.id}/`);
    expect(paid).toMatchObject({ status: "PAID", outstanding_balance: 0, paid_at: expect.any(String) });
    expect(paid.payment_allocations).toHaveLength(2);
    expect((await trialBalance(books, "2025-03-31"))["1100"]).toBeUndefined();
  });

  test("a processor's payment is deposited in payment clearing; its repeat returns it with 200", async () => {
    const books = await newBooks();
    const clearing = await accountByCode(books, "1050");
    const invoice = await createSentInvoice(books);
    const data = {
      amount_cents: 12_500,
      payment_method: "card",
      processor: "stripe",
      processor_payment_id: "pi_1",
      fee_cents: 390,
    };
    const payment = await payInvoice(books, invoice.id, data);
    expect(payment).toMatchObject({
      processor: "stripe",
      processor_payment_id: "pi_1",
      fee_cents: 390,
      deposit_account: { id: clearing.id, type: "AccountId" },
    });
    expect(entryLines(await getOk(books, `/journal-entries/${payment.journal_entry_id}/`))).toEqual([
      ["1050", 12_500, 0],
      ["1100", 0, 12_500],
    ]);
    expect(await payInvoice(books, invoice.id, data, 200)).toEqual(payment);
    const other = await createSentInvoice(books);
    await expectError(
      await post(books, `/invoices/${other.id}/payments/`, { ...data, amount_cents: 1 }),
      409,
      "conflict",
    );
  });

  test("a repeated external_id returns the first payment; a foreign invoice's payment posts the FX difference", async () => {
    const books = await newBooks();
    const invoice = await createSentInvoice(books, {
      currency: "EUR",
      exchange_rate: "11",
      line_items: [{ unit_price: 1_000 }],
    });
    const payment = await payInvoice(books, invoice.id, {
      amount_cents: 1_000,
      exchange_rate: "10.5",
      external_id: "p-1",
    });
    expect(entryLines(await getOk(books, `/journal-entries/${payment.journal_entry_id}/`))).toEqual([
      ["1000", 10_500, 0],
      ["1100", 0, 11_000],
      ["7200", 500, 0],
    ]);
    expect(await payInvoice(books, invoice.id, { amount_cents: 1_000, external_id: "p-1" }, 200)).toEqual(
      payment,
    );
    expect((await getOk(books, "/invoices/payments/")).count).toBe(1);
  });

  test("refusals: more than outstanding 409, deposit to a non-cash account 400, bad bodies 400", async () => {
    const books = await newBooks();
    const invoice = await createSentInvoice(books);
    const more = await expectError(
      await post(books, `/invoices/${invoice.id}/payments/`, {
        amount_cents: 12_501,
        payment_method: "card",
      }),
      409,
      "conflict",
    );
    expect(more.details).toEqual({ amount_cents: ["At most 12500."] });
    const cases: [Record<string, unknown>, string][] = [
      [{ amount_cents: 0, payment_method: "card" }, "amount_cents"],
      [{ amount_cents: 10, payment_method: "barter" }, "payment_method"],
      [{ amount_cents: 10, payment_method: "card", payment_date: "2025-02-30" }, "payment_date"],
      [{ amount_cents: 10, payment_method: "card", processor_payment_id: "x" }, "processor"],
      [
        {
          amount_cents: 10,
          payment_method: "card",
          deposit_account_identifier: { type: "AccountCode", code: "4000" },
        },
        "deposit_account_identifier",
      ],
    ];
    for (const [data, field] of cases) {
      const body = await expectError(
        await post(books, `/invoices/${invoice.id}/payments/`, data),
        400,
        "validation_error",
      );
      expect(Object.keys(body.details ?? {}), JSON.stringify(data)).toContain(field);
    }
    expect((await getOk(books, "/invoices/payments/")).count).toBe(0);
  });
});

test.describe("GET /invoices/payments/", () => {
  test("filters by invoice, customer, date range, processor and whether paid out", async () => {
    const books = await newBooks();
    const first = await createSentInvoice(books, { customer_external_id: "x" });
    const second = await createSentInvoice(books, { customer_external_id: "y" });
    const p1 = await payInvoice(books, first.id, { amount_cents: 100, payment_date: "2025-03-05" });
    const p2 = await payInvoice(books, second.id, {
      amount_cents: 200,
      payment_date: "2025-03-06",
      processor: "adyen",
      payment_method: "card",
    });
    const p3 = await payInvoice(books, first.id, {
      amount_cents: 300,
      payment_date: "2025-03-07",
      processor: "stripe",
      payment_method: "card",
    });
    const ids = async (query: string) =>
      ((await getOk(books, `/invoices/payments/?${query}`)).results as { id: string }[]).map((row) => row.id);
    expect(await ids("")).toEqual([p3.id, p2.id, p1.id]);
    expect(await ids(`invoice_id=${first.id}`)).toEqual([p3.id, p1.id]);
    expect(await ids(`customer_id=${second.customer.id}`)).toEqual([p2.id]);
    expect(await ids("payment_date_start=2025-03-06&payment_date_end=2025-03-06")).toEqual([p2.id]);
    expect(await ids("processor=stripe,adyen")).toEqual([p3.id, p2.id]);
    expect(await ids("is_paid_out=false")).toEqual([p3.id, p2.id, p1.id]);
    expect(await ids("is_paid_out=true")).toEqual([]);
    expect(await ids(`payout_id=${crypto.randomUUID()}`)).toEqual([]);
    await expectError(await get(books, "/invoices/payments/?customer_id=bad"), 400, "validation_error");
    await expectError(
      await get(books, "/invoices/payments/?payment_date_start=2025-03-07&payment_date_end=2025-03-06"),
      400,
      "validation_error",
    );
    await expectError(await get(books, `/invoices/payments/${crypto.randomUUID()}/`), 404, "not_found");
  });
});
