import { expect, test } from "@playwright/test";
import { bearer, expectError } from "../support/api";
import * as checks from "../support/credit-checks";
import * as listChecks from "../support/credit-list-checks";
import { customerCredits as kind } from "../support/credit-kinds";
import { bodyOf, get, getOk, newBooks, put } from "../support/receivables";
import { expectBadQuery, pageOf } from "../support/settlements";

const { create: createCredit, issue: sentCredit, get: getCredit, outstanding, documentOf: invoiceOf } = kind;

test.describe("POST /customer-credits/", () => {
  test("creates a draft (201) with every field; GET returns it; a known external_id returns it with 200", async () => {
    await checks.expectCreatesDraftWithEveryField(kind);
  });

  test("with sent_at the credit is sent and posts: debit revenue per line and sales tax, credit AR", async () => {
    await checks.expectPostsOnIssue(kind, "debit", { party: "1100", lines: ["4000", "4100"], tax: "2100" });
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
      await checks.expectCreateRefused(kind, body, field);
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
    const { first: a, second: b, credit, applied } = await checks.applyToTwoDocuments(kind, books, 300);
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
    await checks.expectVoidOnceUnapplied(kind);
  });
});

test.describe("GET /customer-credits/ (endpoint 11)", () => {
  test("every filter alone and combined; newest first; each result is the detail object", async () => {
    const books = await newBooks();
    const { ids, applied, march, draft } = await listChecks.expectListFilters(kind, books, "café");
    expect(await ids("?search=blå")).toEqual([applied.id, march.id, draft.id]);
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
