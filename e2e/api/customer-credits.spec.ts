import { expect, test } from "@playwright/test";
import { bearer, expectError } from "../support/api";
import {
  accountByCode,
  bodyOf,
  createSentInvoice,
  entryLines,
  get,
  getOk,
  idsOf,
  newBooks,
  post,
  put,
  type Books,
} from "../support/receivables";
import { createCredit, entryOf, expectBadQuery, pageOf } from "../support/settlements";

/** A sent invoice of `cents` (one line, no tax) for the customer with this external id. */
const invoiceOf = (
  books: Books,
  cents: number,
  customer = "cust-1",
  overrides: Record<string, unknown> = {},
) =>
  createSentInvoice(books, {
    customer_external_id: customer,
    customer_name: customer === "cust-1" ? "Café Blå AB" : `${customer} Ltd`,
    line_items: [{ quantity: 1, unit_price: cents, description: "Cakes" }],
    ...overrides,
  });

const sentCredit = (books: Books, body: Record<string, unknown> = {}) =>
  createCredit(books, { sent_at: "2025-03-15T10:00:00Z", ...body });
const getCredit = (books: Books, id: string) => getOk(books, `/customer-credits/${id}/`);
const outstanding = async (books: Books, invoiceId: string) =>
  (await getOk(books, `/invoices/${invoiceId}/`)).outstanding_balance as number;

test.describe("POST /customer-credits/", () => {
  test("creates a draft (201) with every field; GET returns it; a known external_id returns it with 200", async () => {
    const books = await newBooks();
    const services = await accountByCode(books, "4100");
    const credit = await createCredit(books, {
      external_id: "cn-1",
      credit_note_number: "CN-1",
      memo: "Burnt cakes",
      tags: [{ key: "shop", value: "north" }],
      metadata: { ticket: 7 },
      line_items: [
        {
          amount: 1000,
          revenue_account_identifier: { type: "AccountCode", code: "4100" },
          sales_taxes: [{ name: "VAT", rate: "25" }],
          memo: "Cakes",
          tags: ["returns"],
          metadata: { sku: "C-1" },
          reference_number: "R-1",
        },
      ],
    });
    expect(credit).toEqual({
      id: expect.any(String),
      status: "draft",
      sent_at: null,
      customer: { id: expect.any(String), external_id: "cust-1", display_name: "Café Blå AB" },
      source_invoice_id: null,
      line_items: [
        {
          amount: 1000,
          revenue_account_identifier: { id: services.id, type: "AccountId" },
          sales_taxes: [{ name: "VAT", rate: "25", amount: 250 }],
          tags: ["returns"],
          memo: "Cakes",
          metadata: { sku: "C-1" },
          reference_number: "R-1",
        },
      ],
      allocations: [],
      tags: [{ key: "shop", value: "north" }],
      total_amount: 1250,
      applied_amount: 0,
      unapplied_amount: 1250,
      document: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      external_id: "cn-1",
      currency: "SEK",
      exchange_rate: "1",
      credit_note_number: "CN-1",
      memo: "Burnt cakes",
      metadata: { ticket: 7 },
      voided_at: null,
    });
    expect(await getCredit(books, credit.id)).toEqual(credit);
    const repeat = await post(books, "/customer-credits/", {
      external_id: "cn-1",
      customer_external_id: "someone-else",
      line_items: [{ amount: 5 }],
    });
    expect(await bodyOf(repeat, 200)).toEqual(credit);
    expect((await getOk(books, "/journal-entries/?source=credit_note")).count).toBe(0);
  });

  test("with sent_at the credit is sent and posts: debit revenue per line and sales tax, credit AR", async () => {
    const books = await newBooks();
    const credit = await sentCredit(books, {
      line_items: [
        { amount: 1000, sales_taxes: [{ name: "VAT", rate: "25" }] },
        { amount: 500, revenue_account_identifier: { type: "AccountCode", code: "4100" } },
      ],
    });
    expect(credit).toMatchObject({ status: "sent", sent_at: "2025-03-15T10:00:00.000Z", total_amount: 1750 });
    const entry = await entryOf(books, "credit_note", credit.id);
    expect(entry.entry_date).toBe("2025-03-15");
    expect(entryLines(entry)).toEqual([
      ["1100", 0, 1750],
      ["4000", 1000, 0],
      ["4100", 500, 0],
      ["2100", 250, 0],
    ]);
  });

  const badBodies: [string, Record<string, unknown>, string][] = [
    ["no line items", { line_items: [] }, "line_items"],
    ["a zero amount", { line_items: [{ amount: 0 }] }, "line_items.0.amount"],
    [
      "an unknown revenue account",
      { line_items: [{ amount: 5, revenue_account_identifier: { type: "AccountCode", code: "9" } }] },
      "line_items.0.revenue_account_identifier",
    ],
    ["metadata over 10 kB", { metadata: { blob: "x".repeat(10_300) } }, "metadata"],
    ["both customer fields", { customer_id: "0b7f9a57-7d3c-4b8e-9a43-3f0f6d4b2a11" }, "customer_id"],
    ["a bad sent_at", { sent_at: "yesterday" }, "sent_at"],
    [
      "an unknown source invoice",
      { source_invoice_id: "0b7f9a57-7d3c-4b8e-9a43-3f0f6d4b2a11" },
      "source_invoice_id",
    ],
  ];
  for (const [what, body, field] of badBodies) {
    test(`POST with ${what} is 400 naming ${field} and stores nothing`, async () => {
      const books = await newBooks();
      const response = await post(books, "/customer-credits/", {
        customer_external_id: "cust-1",
        line_items: [{ amount: 100 }],
        ...body,
      });
      expect((await expectError(response, 400, "validation_error")).details).toHaveProperty([field]);
      expect((await getOk(books, "/customer-credits/")).count).toBe(0);
    });
  }
});

test.describe("PUT /customer-credits/{credit_id}/", () => {
  test("a stale If-Match is 412 and changes nothing; the ETag of the GET saves", async () => {
    const books = await newBooks();
    const invoice = await invoiceOf(books, 900);
    const credit = await sentCredit(books);
    const path = `/customer-credits/${credit.id}/`;
    const etag = (await get(books, path)).headers()["etag"]!;
    const putIf = (ifMatch: string, amount: number) =>
      books.api.put(`${books.base}${path}`, {
        headers: { ...bearer(books.token), "If-Match": ifMatch },
        data: { allocations: [{ invoice_id: invoice.id, amount }] },
      });
    expect(await bodyOf(await put(books, path, { memo: "changed by someone else" }))).toMatchObject({
      memo: "changed by someone else",
    });
    await expectError(await putIf(etag, 300), 412, "precondition_failed");
    expect(await getCredit(books, credit.id)).toMatchObject({ applied_amount: 0, allocations: [] });
    expect(await outstanding(books, invoice.id)).toBe(900);
    const current = (await get(books, path)).headers()["etag"]!;
    expect(await bodyOf(await putIf(current, 300))).toMatchObject({ applied_amount: 300 });
  });

  test("applies to invoices, replaces the allocation set and unapplies what it leaves out", async () => {
    const books = await newBooks();
    const [a, b] = [await invoiceOf(books, 600), await invoiceOf(books, 800)];
    const credit = await sentCredit(books);
    const applied = await bodyOf(
      await put(books, `/customer-credits/${credit.id}/`, {
        allocations: [
          { invoice_id: a.id, amount: 600 },
          { invoice_id: b.id, amount: 300 },
        ],
      }),
    );
    expect(applied).toMatchObject({
      status: "partially_applied",
      applied_amount: 900,
      unapplied_amount: 100,
    });
    expect(applied.allocations).toHaveLength(2);
    expect(applied.allocations).toEqual(
      expect.arrayContaining([
        {
          invoice_id: a.id,
          invoice_number: a.invoice_number,
          amount_cents: 600,
          invoice_outstanding_balance_cents: 0,
          applied_at: expect.any(String),
        },
        {
          invoice_id: b.id,
          invoice_number: b.invoice_number,
          amount_cents: 300,
          invoice_outstanding_balance_cents: 500,
          applied_at: expect.any(String),
        },
      ]),
    );
    expect((await getOk(books, `/invoices/${a.id}/`)).status).toBe("PAID");
    const moved = await bodyOf(
      await put(books, `/customer-credits/${credit.id}/`, {
        allocations: [{ invoice_id: b.id, amount: 800 }],
      }),
    );
    expect(moved).toMatchObject({ status: "partially_applied", applied_amount: 800 });
    expect([await outstanding(books, a.id), await outstanding(books, b.id)]).toEqual([600, 0]);
    expect((await getOk(books, "/journal-entries/?source=credit_note")).count).toBe(1);
  });

  test("refuses what the rules forbid with 400 or 409 and changes nothing", async () => {
    const books = await newBooks();
    const invoice = await invoiceOf(books, 600);
    const theirs = await invoiceOf(books, 600, "cust-2");
    const source = await invoiceOf(books, 100);
    const big = await invoiceOf(books, 5000);
    const credit = await sentCredit(books, { external_id: "mine", source_invoice_id: source.id });
    await createCredit(books, { external_id: "taken" });
    await put(books, `/customer-credits/${credit.id}/`, {
      allocations: [{ invoice_id: invoice.id, amount: 100 }],
    });
    const before = await getCredit(books, credit.id);
    const refusals: [string, Record<string, unknown>, number, string][] = [
      [
        "another customer's invoice",
        { allocations: [{ invoice_id: theirs.id, amount: 1 }] },
        400,
        "allocations.0.invoice_id",
      ],
      [
        "a bad invoice id",
        { allocations: [{ invoice_id: "nope", amount: 1 }] },
        400,
        "allocations.0.invoice_id",
      ],
      [
        "more than the invoice's balance",
        { allocations: [{ invoice_id: invoice.id, amount: 601 }] },
        409,
        "allocations.0.amount",
      ],
      ["more than the credit", { allocations: [{ invoice_id: big.id, amount: 1001 }] }, 409, "allocations"],
      ["new line items while applied", { line_items: [{ amount: 2000 }] }, 409, "line_items"],
      ["another source invoice", { source_invoice_id: invoice.id }, 409, "source_invoice_id"],
      ["a taken external_id", { external_id: "taken" }, 409, "external_id"],
      ["metadata over 10 kB", { metadata: { blob: "x".repeat(10_300) } }, 400, "metadata"],
    ];
    for (const [what, body, status, field] of refusals) {
      const response = await put(books, `/customer-credits/${credit.id}/`, { memo: "changed", ...body });
      const error = await expectError(response, status, status === 400 ? "validation_error" : "conflict");
      expect(error.details, what).toHaveProperty([field]);
    }
    expect(await getCredit(books, credit.id)).toEqual(before);
    expect(await outstanding(books, invoice.id)).toBe(500);
  });

  test("void is refused while applied, then reverses the entry; voiding again returns it unchanged", async () => {
    const books = await newBooks();
    const invoice = await invoiceOf(books, 600);
    const credit = await sentCredit(books, {
      line_items: [{ amount: 600 }],
      allocations: [{ invoice_id: invoice.id, amount: 600 }],
    });
    expect(credit.status).toBe("applied");
    const refused = await expectError(
      await post(books, `/customer-credits/${credit.id}/void/`),
      409,
      "conflict",
    );
    expect(refused.error).toMatch(/applied to invoices/);
    await put(books, `/customer-credits/${credit.id}/`, { allocations: [] });
    const voided = await bodyOf(await post(books, `/customer-credits/${credit.id}/void/`));
    expect(voided).toMatchObject({ status: "void", voided_at: expect.any(String), allocations: [] });
    expect(await bodyOf(await post(books, `/customer-credits/${credit.id}/void/`))).toEqual(voided);
    const entries = (await getOk(books, "/journal-entries/?source=credit_note")).results;
    expect(entries).toHaveLength(2);
    expect(
      entries.find((entry: { reverses_entry_id: string | null }) => entry.reverses_entry_id),
    ).toBeTruthy();
  });
});

test.describe("GET /customer-credits/ (endpoint 11)", () => {
  /** Five credits of two customers in every state, created oldest first. */
  async function catalogue(books: Books) {
    const invoice = await invoiceOf(books, 5000);
    const draft = await createCredit(books, { credit_note_number: "CN-001" });
    const march = await sentCredit(books, {
      external_id: "ext-march",
      sent_at: "2025-03-10T08:00:00Z",
      source_invoice_id: invoice.id,
    });
    const other = { customer_external_id: "cust-2", customer_name: "Globex 100% Foods" };
    const april = await sentCredit(books, {
      ...other,
      credit_note_number: "CN-APR",
      sent_at: "2025-04-30T23:59:59Z",
    });
    const applied = await sentCredit(books, {
      sent_at: "2025-05-01T00:00:00Z",
      allocations: [{ invoice_id: invoice.id, amount: 1000 }],
    });
    const voided = await sentCredit(books, { ...other, sent_at: "2025-05-02T00:00:00Z" });
    await bodyOf(await post(books, `/customer-credits/${voided.id}/void/`));
    return { invoice, draft, march, april, applied, voided };
  }

  test("every filter alone and combined; newest first; each result is the detail object", async () => {
    const books = await newBooks();
    const { invoice, draft, march, april, applied, voided } = await catalogue(books);
    const ids = (query: string) => idsOf(books, `/customer-credits/${query}`);
    expect(await ids("")).toEqual([voided.id, applied.id, april.id, march.id, draft.id]);
    expect(await ids("?status=applied")).toEqual([applied.id]);
    expect(await ids("?status=draft,void")).toEqual([voided.id, draft.id]);
    expect(await ids("?status=sent,partially_applied")).toEqual([april.id, march.id]);
    expect(await ids(`?customer_id=${april.customer.id}`)).toEqual([voided.id, april.id]);
    expect(await ids(`?customer_id=${april.customer.id},${draft.customer.id}`)).toHaveLength(5);
    expect(await ids("?customer_external_id=cust-1")).toEqual([applied.id, march.id, draft.id]);
    expect(await ids("?customer_external_id=nobody")).toEqual([]);
    expect(await ids(`?source_invoice_id=${invoice.id}`)).toEqual([march.id]);
    expect(await ids("?sent_at_start=2025-03-10T08:00:00Z&sent_at_end=2025-04-30T23:59:59Z")).toEqual([
      april.id,
      march.id,
    ]);
    expect(await ids("?sent_at_start=2025-05-01T00:00:00.001Z")).toEqual([voided.id]);
    expect(await ids("?sent_at_end=2025-05-01T00:00:00Z")).toEqual([applied.id, april.id, march.id]);
    expect(await ids("?search=cn-")).toEqual([april.id, draft.id]);
    expect(await ids("?search=MARCH")).toEqual([march.id]);
    expect(await ids(`?search=${encodeURIComponent("100%")}`)).toEqual([voided.id, april.id]);
    expect(await ids("?search=blå")).toEqual([applied.id, march.id, draft.id]);
    expect(await ids("?search=café&status=sent,applied&sent_at_end=2025-04-01T00:00:00Z")).toEqual([
      march.id,
    ]);
    expect(await ids("?customer_external_id=cust-2&status=void&search=globex")).toEqual([voided.id]);
    const listed = (await getOk(books, "/customer-credits/?status=applied")).results[0];
    expect(listed).toEqual(await getCredit(books, applied.id));
  });

  test("pages: counts, page_info, a page past the end, and bad query values are 400 naming the parameter", async () => {
    const books = await newBooks();
    for (let i = 0; i < 5; i++) await createCredit(books, { credit_note_number: `CN-${i}` });
    expect(await pageOf(books, "/customer-credits/?page_size=2&page=2")).toMatchObject({
      count: 5,
      page_info: { total_count: 5, current_page: 2, total_pages: 3, page_size: 2 },
      ids: [expect.any(String), expect.any(String)],
    });
    expect(await pageOf(books, "/customer-credits/?page_size=2&page=4")).toMatchObject({ count: 5, ids: [] });
    const bad: [string, string][] = [
      ["?customer_id=0b7f9a57-7d3c-4b8e-9a43-3f0f6d4b2a11,nope", "customer_id"],
      ["?status=sent,archived", "status"],
      ["?page_size=101", "page_size"],
      ["?page=0", "page"],
      ["?sent_at_start=soon", "sent_at_start"],
      ["?sent_at_start=2025-05-01T00:00:00Z&sent_at_end=2025-04-01T00:00:00Z", "sent_at_end"],
      ["?source_invoice_id=42", "source_invoice_id"],
    ];
    for (const [query, parameter] of bad)
      await expectBadQuery(books, `/customer-credits/${query}`, parameter);
  });
});
