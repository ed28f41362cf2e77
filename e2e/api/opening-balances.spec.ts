import { expect, test } from "@playwright/test";
import { expectError } from "../support/api";
import { accountByCode, bodyOf, get, getOk, newBooks, post, type Books } from "../support/payables";

/**
 * Issue 12: the accounts-payable and accounts-receivable control accounts hold only what documents post, so aging
 * equals their balances; opening balances come in as open bills and invoices (POST /opening-balances/).
 */
const AS_OF = "2026-01-01";

const openingBody = () => ({
  as_of: AS_OF,
  bills: [
    {
      external_id: "ob-1",
      vendor_external_id: "acme",
      vendor_name: "Acme AB",
      bill_number: "A-7",
      bill_date: "2025-10-31",
      due_date: "2025-11-30",
      amount_cents: 120_000,
    },
    {
      external_id: "ob-2",
      vendor_external_id: "bolt",
      currency: "EUR",
      exchange_rate: "11.5",
      amount_cents: 10_000,
    },
  ],
  invoices: [
    { external_id: "oi-1", invoice_number: "OLD-1", customer_external_id: "anna", amount_cents: 50_000 },
    {
      external_id: "oi-2",
      invoice_number: "OLD-2",
      customer_external_id: "bo",
      invoice_date: "2025-10-01",
      due_date: "2025-10-31",
      amount_cents: 7_500,
    },
  ],
});

/** The control account's balance at the end of `asOf` from the general ledger (on its normal side: owed positive). */
async function controlBalance(books: Books, code: "1100" | "2000", asOf: string) {
  const account = await accountByCode(books, code);
  const ledger = await getOk(books, `/general-ledger/?account_id=${account.id}&end_date=${asOf}&page_size=1`);
  return ledger.closing_balance_cents;
}

async function agingTotals(books: Books, asOf: string) {
  const [ap] = await getOk(books, `/insights/ap-aging/?as_of_date=${asOf}&group_by=total`);
  const [ar] = await getOk(books, `/insights/ar-aging/?as_of_date=${asOf}&group_by=total`);
  return { ap: ap.total_outstanding_cents, ar: ar.total_outstanding_cents };
}

async function stored(books: Books) {
  const count = async (path: string) => (await getOk(books, path)).count as number;
  return {
    bills: await count("/bills/"),
    invoices: await count("/invoices/"),
    entries: await count("/journal-entries/"),
  };
}

test.describe("POST /opening-balances/", () => {
  test("makes open bills and invoices before as_of; aging equals the AP and AR balances, also after a payment", async () => {
    const books = await newBooks();
    const body = await bodyOf(await post(books, "/opening-balances/", openingBody()), 201);
    expect(body).toMatchObject({
      type: "OpeningBalances",
      as_of: AS_OF,
      equity_account_id: (await accountByCode(books, "3300")).id,
      bills: [
        {
          external_id: "ob-1",
          bill_number: "A-7",
          currency: "SEK",
          amount_cents: 120_000,
          due_date: "2025-11-30",
          is_new: true,
        },
        { external_id: "ob-2", bill_number: null, currency: "EUR", amount_cents: 10_000, is_new: true },
      ],
      invoices: [
        { external_id: "oi-1", invoice_number: "OLD-1", amount_cents: 50_000, is_new: true },
        {
          external_id: "oi-2",
          invoice_number: "OLD-2",
          amount_cents: 7_500,
          due_date: "2025-10-31",
          is_new: true,
        },
      ],
    });
    const bill = await getOk(books, `/bills/${body.bills[0].id}/`);
    expect(bill).toMatchObject({ status: "received", issue_date: "2025-10-31" });
    expect(bill.approved_at).toBeTruthy();
    const invoice = await getOk(books, `/invoices/${body.invoices[1].id}/`);
    expect(invoice.status).toBe("OVERDUE");

    await bodyOf(
      await post(books, `/bills/${body.bills[0].id}/payments/`, {
        amount_cents: 20_000,
        payment_date: "2026-01-15",
        payment_method: "bank_transfer",
      }),
      201,
    );
    for (const asOf of ["2025-09-30", "2025-10-15", "2025-12-31", "2026-01-20"]) {
      expect(await agingTotals(books, asOf), asOf).toEqual({
        ap: await controlBalance(books, "2000", asOf),
        ar: await controlBalance(books, "1100", asOf),
      });
    }
    expect(await agingTotals(books, "2026-01-20")).toEqual({ ap: 120_000 + 115_000 - 20_000, ar: 57_500 });

    const events = (await getOk(books, "/audit-events/?resource_type=opening_balances")).results;
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ resource_type: "opening_balances", response_status: 201 });
  });

  test("the same request again answers 200 with the same documents and makes nothing", async () => {
    const books = await newBooks();
    const first = await bodyOf(await post(books, "/opening-balances/", openingBody()), 201);
    const before = await stored(books);
    const again = await bodyOf(await post(books, "/opening-balances/", openingBody()), 200);
    expect(again.bills.map((bill: { id: string; is_new: boolean }) => [bill.id, bill.is_new])).toEqual(
      first.bills.map((bill: { id: string }) => [bill.id, false]),
    );
    expect(again.invoices.map((invoice: { id: string }) => invoice.id)).toEqual(
      first.invoices.map((invoice: { id: string }) => invoice.id),
    );
    expect(await stored(books)).toEqual(before);
  });

  const refusals: [
    string,
    (body: ReturnType<typeof openingBody>) => unknown,
    number,
    string,
    Record<string, unknown>,
  ][] = [
    [
      "a bill dated on as_of",
      (b) => ((b.bills[1] as Record<string, unknown>).bill_date = AS_OF),
      400,
      "validation_error",
      { "bills.1.bill_date": [expect.stringContaining("before as_of")] },
    ],
    [
      "an invoice due before its date",
      (b) => (b.invoices[0]!.due_date = "2025-01-01"),
      400,
      "validation_error",
      { "invoices.0.due_date": [expect.any(String)] },
    ],
    [
      "a bill naming both vendor_id and vendor_external_id",
      (b) => ((b.bills[0] as Record<string, unknown>).vendor_id = crypto.randomUUID()),
      400,
      "validation_error",
      {
        "bills.0.vendor_id": [expect.stringContaining("not both")],
        "bills.0.vendor_external_id": [expect.stringContaining("not both")],
      },
    ],
    [
      "an unknown customer_id",
      (b) =>
        (b.invoices[1] = {
          ...b.invoices[1]!,
          customer_external_id: undefined,
          customer_id: crypto.randomUUID(),
        } as never),
      400,
      "validation_error",
      { "invoices.1.customer_id": [expect.stringContaining("No customer")] },
    ],
    [
      "a foreign currency without exchange_rate",
      (b) => ((b.invoices[0] as Record<string, unknown>).currency = "USD"),
      400,
      "validation_error",
      { "invoices.0.exchange_rate": [expect.any(String)] },
    ],
    [
      "two invoices with one number",
      (b) => (b.invoices[1]!.invoice_number = "OLD-1"),
      409,
      "conflict",
      { "invoices.1.invoice_number": [expect.any(String)] },
    ],
    [
      "an amount of 0",
      (b) => (b.bills[0]!.amount_cents = 0),
      400,
      "validation_error",
      { "bills.0.amount_cents": [expect.any(String)] },
    ],
    [
      "no items",
      (b) => ((b.bills.length = 0), (b.invoices.length = 0)),
      400,
      "validation_error",
      { bills: [expect.stringContaining("at least one")] },
    ],
  ];
  for (const [name, change, status, code, details] of refusals) {
    test(`${name} is ${status} ${code} under the item, and nothing of the request is stored`, async () => {
      const books = await newBooks();
      const body = openingBody();
      change(body);
      const error = await expectError(await post(books, "/opening-balances/", body), status, code);
      expect(error.details).toEqual(details);
      expect(await stored(books)).toEqual({ bills: 0, invoices: 0, entries: 0 });
    });
  }
});

test.describe("POST /journal-entries/ on a control account", () => {
  for (const [code, documents] of [
    ["2000", "bills"],
    ["1100", "invoices"],
  ] as const) {
    test(`a line on ${code} is 400 at lines.1.account_identifier and stores nothing`, async () => {
      const books = await newBooks();
      const response = await post(books, "/journal-entries/", {
        entry_date: "2025-12-31",
        lines: [
          { account_identifier: { type: "AccountCode", code: "3300" }, debit_cents: 5_000 },
          { account_identifier: { type: "AccountCode", code }, credit_cents: 5_000 },
        ],
      });
      const error = await expectError(response, 400, "validation_error");
      expect(error.details).toEqual({
        "lines.1.account_identifier": [expect.stringContaining(`only ${documents}`)],
      });
      expect((await getOk(books, "/journal-entries/")).count).toBe(0);
      expect((await get(books, "/journal-entries/")).status()).toBe(200);
    });
  }
});
