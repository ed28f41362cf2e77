import { expect, test } from "@playwright/test";
import { expectError } from "../support/api";
import {
  accountByCode,
  bodyOf,
  counts,
  createApprovedBill,
  createBill,
  entryLines,
  get,
  getOk,
  newBooks,
  post,
  type Books,
} from "../support/payables";

const pay = async (books: Books, billId: string, data: Record<string, unknown>, status = 201) =>
  bodyOf(
    await post(books, `/bills/${billId}/payments/`, {
      payment_method: "bank_transfer",
      payment_date: "2025-03-20",
      ...data,
    }),
    status,
  );

test.describe("POST /bills/{bill_id}/payments/", () => {
  test("a partial payment makes the bill partially_paid; the rest makes it paid with paid_at", async () => {
    const books = await newBooks();
    const bank = await accountByCode(books, "1000");
    const bill = await createApprovedBill(books);
    const payment = await pay(books, bill.id, { amount_cents: 1_000, reference: "REF-1" });
    expect(payment).toEqual({
      type: "BillPayment",
      id: expect.any(String),
      bill_id: bill.id,
      vendor_id: bill.vendor.id,
      amount_cents: 1_000,
      currency: "SEK",
      payment_date: "2025-03-20",
      payment_method: "bank_transfer",
      paid_from_account: { id: bank.id, type: "AccountId" },
      exchange_rate: "1",
      reference: "REF-1",
      memo: null,
      external_id: null,
      journal_entry_id: expect.any(String),
      created_at: expect.any(String),
    });
    expect(await getOk(books, `/bills/payments/${payment.id}/`)).toEqual(payment);
    expect(await getOk(books, `/bills/${bill.id}/`)).toMatchObject({
      status: "partially_paid",
      outstanding_balance: 2_126,
      paid_by_bank_payments: 1_000,
      paid_at: null,
      needs_reconciliation: true,
      bill_payment_allocations: [
        {
          amount_cents: 1_000,
          payment_date: "2025-03-20",
          payment_method: "bank_transfer",
          bill_payment_id: payment.id,
        },
      ],
    });
    const entry = await getOk(books, `/journal-entries/${payment.journal_entry_id}/`);
    expect(entry).toMatchObject({ entry_date: "2025-03-20", source: "bill_payment", source_id: payment.id });
    expect(entryLines(entry)).toEqual([
      ["2000", 1_000, 0],
      ["1000", 0, 1_000],
    ]);

    await pay(books, bill.id, {
      amount_cents: 2_126,
      payment_method: "cash",
      paid_from_account_identifier: { type: "AccountCode", code: "1010" },
    });
    const paid = await getOk(books, `/bills/${bill.id}/`);
    expect(paid).toMatchObject({
      status: "paid",
      outstanding_balance: 0,
      paid_by_bank_payments: 3_126,
      is_overdue: false,
    });
    expect(Date.parse(paid.paid_at)).toBeGreaterThan(Date.parse(bill.created_at));
    expect(paid.bill_payment_allocations).toHaveLength(2);
  });

  test("an overpayment is 409 naming amount_cents and stores nothing", async () => {
    const books = await newBooks();
    const bill = await createApprovedBill(books);
    await pay(books, bill.id, { amount_cents: 3_000 });
    const before = await counts(books);
    const response = await post(books, `/bills/${bill.id}/payments/`, {
      amount_cents: 127,
      payment_method: "card",
    });
    expect((await expectError(response, 409, "conflict")).details).toEqual({
      amount_cents: ["At most 126."],
    });
    expect(await counts(books)).toEqual(before);
  });

  test("an unapproved or voided bill cannot be paid (409); after approval it can", async () => {
    const books = await newBooks();
    const bill = await createBill(books);
    await expectError(
      await post(books, `/bills/${bill.id}/payments/`, { amount_cents: 1, payment_method: "card" }),
      409,
      "conflict",
    );
    await bodyOf(await post(books, `/bills/${bill.id}/approve/`, {}));
    await pay(books, bill.id, { amount_cents: 1 });
    const voided = await createApprovedBill(books);
    await bodyOf(await post(books, `/bills/${voided.id}/void/`));
    await expectError(
      await post(books, `/bills/${voided.id}/payments/`, { amount_cents: 1, payment_method: "card" }),
      409,
      "conflict",
    );
    await expectError(
      await post(books, `/bills/${crypto.randomUUID()}/payments/`, {
        amount_cents: 1,
        payment_method: "card",
      }),
      404,
      "not_found",
    );
  });

  test("a payment of a foreign bill at another rate posts the difference to FX gain/loss, and AP clears exactly", async () => {
    const books = await newBooks();
    const bill = await createApprovedBill(books, {
      currency: "EUR",
      exchange_rate: "11.2345",
      line_items: [{ unit_price: 10_000 }],
    });
    const loss = await pay(books, bill.id, { amount_cents: 4_000, exchange_rate: "11.5" });
    expect(loss).toMatchObject({ currency: "EUR", exchange_rate: "11.5" });
    expect(entryLines(await getOk(books, `/journal-entries/${loss.journal_entry_id}/`))).toEqual([
      ["2000", 44_938, 0], // 4000 × 11.2345
      ["1000", 0, 46_000], // 4000 × 11.5
      ["7200", 1_062, 0],
    ]);
    const gain = await pay(books, bill.id, { amount_cents: 6_000, exchange_rate: "11" });
    expect(entryLines(await getOk(books, `/journal-entries/${gain.journal_entry_id}/`))).toEqual([
      ["2000", 67_407, 0], // what AP still held: 112 345 − 44 938
      ["1000", 0, 66_000],
      ["7200", 0, 1_407],
    ]);
    const payable = await accountByCode(books, "2000");
    const apEntries = await getOk(books, `/journal-entries/?account_id=${payable.id}`);
    const balance = apEntries.results
      .flatMap(
        (entry: { lines: { account: { code: string }; debit_cents: number; credit_cents: number }[] }) =>
          entry.lines,
      )
      .filter((line: { account: { code: string } }) => line.account.code === "2000")
      .reduce(
        (sum: number, line: { debit_cents: number; credit_cents: number }) =>
          sum + line.credit_cents - line.debit_cents,
        0,
      );
    expect(balance).toBe(0);
    expect((await getOk(books, `/bills/${bill.id}/`)).status).toBe("paid");
  });

  test("a repeated external_id returns the first payment with 200; on another bill it is 409", async () => {
    const books = await newBooks();
    const bill = await createApprovedBill(books);
    const first = await pay(books, bill.id, { amount_cents: 500, external_id: "pay-1" });
    expect(first.external_id).toBe("pay-1");
    expect(await pay(books, bill.id, { amount_cents: 500, external_id: "pay-1" }, 200)).toEqual(first);
    const other = await createApprovedBill(books);
    const conflict = await post(books, `/bills/${other.id}/payments/`, {
      amount_cents: 1,
      payment_method: "card",
      external_id: "pay-1",
    });
    expect((await expectError(conflict, 409, "conflict")).details).toHaveProperty("external_id");
    expect((await getOk(books, "/bills/payments/")).count).toBe(1);
  });

  const badPayments: [string, Record<string, unknown>, string][] = [
    [
      "a paid-from account that is not a current asset",
      { paid_from_account_identifier: { type: "AccountCode", code: "6000" } },
      "paid_from_account_identifier",
    ],
    [
      "an unknown paid-from account",
      { paid_from_account_identifier: { type: "AccountId", id: crypto.randomUUID() } },
      "paid_from_account_identifier",
    ],
    ["an unknown payment method", { payment_method: "barter" }, "payment_method"],
    ["a zero amount", { amount_cents: 0 }, "amount_cents"],
    ["a fractional amount", { amount_cents: 1.5 }, "amount_cents"],
    ["a bad payment date", { payment_date: "2025-02-30" }, "payment_date"],
    ["an exchange rate on a base-currency bill", { exchange_rate: "2" }, "exchange_rate"],
  ];
  for (const [name, data, field] of badPayments) {
    test(`refuses ${name} with 400 naming ${field}`, async () => {
      const books = await newBooks();
      const bill = await createApprovedBill(books);
      const response = await post(books, `/bills/${bill.id}/payments/`, {
        amount_cents: 100,
        payment_method: "card",
        ...data,
      });
      const body = await expectError(response, 400, "validation_error");
      expect(Object.keys(body.details ?? {})).toEqual([field]);
      expect((await getOk(books, "/bills/payments/")).count).toBe(0);
    });
  }
});

test.describe("GET /bills/payments/", () => {
  test("lists newest payment date first and filters by bill, vendor, date range and method, alone and combined", async () => {
    const books = await newBooks();
    const acme = await createApprovedBill(books);
    const beta = await createApprovedBill(books, { vendor_external_id: "beta", vendor_name: "Beta Oy" });
    const p1 = await pay(books, acme.id, {
      amount_cents: 100,
      payment_date: "2025-03-01",
      payment_method: "card",
    });
    const p2 = await pay(books, acme.id, {
      amount_cents: 200,
      payment_date: "2025-03-15",
      payment_method: "bank_transfer",
    });
    const p3 = await pay(books, beta.id, {
      amount_cents: 300,
      payment_date: "2025-03-31",
      payment_method: "card",
    });
    const ids = async (query: string) =>
      (await getOk(books, `/bills/payments/${query}`)).results.map((payment: { id: string }) => payment.id);
    expect(await ids("")).toEqual([p3.id, p2.id, p1.id]);
    expect(await ids(`?bill_id=${acme.id}`)).toEqual([p2.id, p1.id]);
    expect(await ids(`?vendor_id=${beta.vendor.id}`)).toEqual([p3.id]);
    expect(await ids(`?vendor_id=${beta.vendor.id},${acme.vendor.id}`)).toEqual([p3.id, p2.id, p1.id]);
    expect(await ids("?payment_date_start=2025-03-15&payment_date_end=2025-03-31")).toEqual([p3.id, p2.id]);
    expect(await ids("?payment_date_end=2025-03-15")).toEqual([p2.id, p1.id]);
    expect(await ids("?payment_method=card")).toEqual([p3.id, p1.id]);
    expect(await ids(`?payment_method=card&bill_id=${acme.id}`)).toEqual([p1.id]);
    expect(await ids(`?payment_method=cash`)).toEqual([]);
    const page = await getOk(books, "/bills/payments/?page=2&page_size=2");
    expect(page).toMatchObject({ count: 3, page_info: { current_page: 2, total_pages: 2, page_size: 2 } });
    expect(page.results).toEqual([p1]);
    for (const query of [
      "?payment_method=barter",
      "?vendor_id=nope",
      "?payment_date_start=2025-04-01&payment_date_end=2025-03-01",
    ]) {
      await expectError(await get(books, `/bills/payments/${query}`), 400, "validation_error");
    }
    await expectError(await get(books, `/bills/payments/${crypto.randomUUID()}/`), 404, "not_found");
  });
});
