import { expect, test, type APIResponse } from "@playwright/test";
import { bearer, expectError } from "../support/api";
import {
  billBody,
  bodyOf,
  counts,
  createApprovedBill,
  get,
  newBooks,
  post,
  put,
  type Books,
} from "../support/payables";

/**
 * Input that once reached the database or a recursive walk and came back as a 500 (issue 12): each is now a 400
 * validation_error naming the field, and a refused write stores nothing.
 */
const deepJson = (depth: number) => JSON.parse("[".repeat(depth) + "]".repeat(depth)) as unknown;

interface Case {
  name: string;
  send: (books: Books) => Promise<APIResponse>;
  /** The `details` key the error names. */
  field: string;
  message?: RegExp;
}

const customerId = async (books: Books) =>
  (await bodyOf(await post(books, "/customers/", { company_name: "Kund AB" }), 201)).id as string;

const cases: Case[] = [
  // NUL and lone surrogates, anywhere text arrives
  {
    name: "NUL in a body string",
    send: (b) => post(b, "/bills/", billBody({ external_id: "bill\u0000x" })),
    field: "external_id",
    message: /U\+0000/,
  },
  {
    name: "NUL in a nested body string",
    send: (b) => post(b, "/bills/", billBody({ line_items: [{ unit_price: 1, description: "a\u0000" }] })),
    field: "line_items.0.description",
  },
  { name: "NUL in a query value", send: (b) => get(b, "/bills/?search=a%00b"), field: "search" },
  {
    name: "NUL in an unknown query parameter",
    send: (b) => get(b, "/vendors/?whatever=%00"),
    field: "whatever",
  },
  {
    name: "a lone surrogate in metadata",
    send: (b) => post(b, "/bills/", billBody({ metadata: { note: "\ud800" } })),
    field: "metadata.note",
    message: /surrogate/,
  },
  {
    name: "a lone surrogate in a metadata key",
    send: (b) => post(b, "/bills/", billBody({ metadata: { "\udc00": 1 } })),
    field: "metadata",
    message: /property name/,
  },
  {
    name: "a lone surrogate in a customer's name",
    send: (b) => post(b, "/customers/", { company_name: "A\udbffB" }),
    field: "company_name",
  },
  // deep nesting
  {
    name: "metadata nested 4,000 deep (under 10 kB)",
    send: (b) => post(b, "/bills/", billBody({ metadata: deepJson(4000) })),
    field: "metadata",
    message: /Nested more than 32 levels/,
  },
  // country
  {
    name: 'country "Sweden" on customer create',
    send: (b) => post(b, "/customers/", { company_name: "K", country: "Sweden" }),
    field: "country",
    message: /ISO 3166-1 alpha-2/,
  },
  {
    name: 'country "SWE" on customer update',
    send: async (b) => put(b, `/customers/${await customerId(b)}/`, { country: "SWE" }),
    field: "country",
  },
  // dates outside 1900–2999, in bodies, filters and report parameters
  {
    name: "bill_date in year 0000",
    send: (b) => post(b, "/bills/", billBody({ bill_date: "0000-01-01" })),
    field: "bill_date",
    message: /between 1900-01-01 and 2999-12-31/,
  },
  {
    name: "due_at in year 0080",
    send: (b) => post(b, "/bills/", billBody({ due_at: "0080-08-22" })),
    field: "due_at",
  },
  {
    name: "approved_at in year 0001 with a time",
    send: (b) => post(b, "/bills/", billBody({ approved_at: "0001-01-01T00:00:00Z" })),
    field: "approved_at",
  },
  {
    name: "a journal entry dated 3000-01-01",
    send: (b) =>
      post(b, "/journal-entries/", {
        entry_date: "3000-01-01",
        lines: [
          { account_identifier: { type: "AccountCode", code: "1000" }, debit_cents: 1 },
          { account_identifier: { type: "AccountCode", code: "3000" }, credit_cents: 1 },
        ],
      }),
    field: "entry_date",
  },
  {
    name: "a due_at filter in year 0001",
    send: (b) => get(b, "/bills/?due_at_start=0001-01-01"),
    field: "due_at_start",
  },
  {
    name: "a balance sheet as of 0080-08-22",
    send: (b) => get(b, "/reports/balance-sheet/?as_of_date=0080-08-22"),
    field: "as_of_date",
  },
  {
    name: "a profit and loss from year 0000",
    send: (b) => get(b, "/reports/profit-and-loss/?start_date=0000-01-01&end_date=2025-01-01"),
    field: "start_date",
  },
  // base-currency overflow
  {
    name: "a foreign bill whose base value overflows",
    send: (b) =>
      post(
        b,
        "/bills/",
        billBody({
          currency: "EUR",
          exchange_rate: "999999999999",
          approved_at: "2025-03-10T09:00:00Z",
          line_items: [{ unit_price: 1_000_000_000_000, quantity: 100 }],
        }),
      ),
    field: "exchange_rate",
    message: /base currency is too large/,
  },
  {
    name: "a foreign invoice whose base value overflows",
    send: async (b) =>
      post(b, "/invoices/", {
        customer_id: await customerId(b),
        invoice_number: "INV-1",
        currency: "EUR",
        exchange_rate: "99999",
        line_items: [{ unit_price: 1_000_000_000_000, quantity: 100 }],
      }),
    field: "exchange_rate",
  },
];

test.describe("input refused at its root with 400, never a 500", () => {
  for (const { name, send, field, message } of cases) {
    test(`${name} is 400 validation_error at ${field}, and nothing is stored`, async () => {
      const books = await newBooks();
      const before = await counts(books);
      const body = await expectError(await send(books), 400, "validation_error");
      expect(Object.keys(body.details ?? {}), JSON.stringify(body)).toContain(field);
      if (message) expect(body.details![field]!.join(" ")).toMatch(message);
      const after = await counts(books);
      expect(after).toEqual(before);
    });
  }

  test("a business with country Sweden or SWE is 400 at country, and none is created", async () => {
    const books = await newBooks();
    for (const country of ["Sweden", "SWE", "se"]) {
      const response = await books.api.post("/v1/platform/businesses/", {
        headers: bearer(books.token),
        data: { name: "Nope", country, base_currency: "SEK", external_id: `nope-${country}` },
      });
      const body = await expectError(response, 400, "validation_error");
      expect(body.details?.country).toEqual([expect.stringMatching(/ISO 3166-1 alpha-2/)]);
    }
    const list = await books.api.get("/v1/platform/businesses/?search=nope-", {
      headers: bearer(books.token),
    });
    expect((await bodyOf(list)).count).toBe(0);
  });

  test("a payment whose base value overflows at its own rate is 400 at exchange_rate", async () => {
    const books = await newBooks();
    const bill = await createApprovedBill(books, {
      currency: "EUR",
      exchange_rate: "11",
      line_items: [{ unit_price: 100_000_000_000 }],
    });
    const before = await counts(books);
    const response = await post(books, `/bills/${bill.id}/payments/`, {
      amount_cents: 100_000_000_000,
      payment_method: "bank_transfer",
      exchange_rate: "999999",
    });
    const body = await expectError(response, 400, "validation_error");
    expect(Object.keys(body.details ?? {})).toEqual(["exchange_rate"]);
    expect(await counts(books)).toEqual(before);
  });

  test("dates on the bounds are accepted", async () => {
    const books = await newBooks();
    await createApprovedBill(books, { bill_date: "1900-01-01", approved_at: "1900-01-01T00:00:00Z" });
    const late = await bodyOf(
      await post(books, "/bills/", billBody({ bill_date: "2999-12-31", due_at: "2999-12-31" })),
      201,
    );
    expect(late.issue_date).toBe("2999-12-31");
    await bodyOf(await get(books, "/reports/balance-sheet/?as_of_date=2999-12-31"));
  });
});
