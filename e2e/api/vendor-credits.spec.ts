import { expect, test } from "@playwright/test";
import { bearer, expectError } from "../support/api";
import * as checks from "../support/credit-checks";
import * as listChecks from "../support/credit-list-checks";
import { vendorCredits as kind } from "../support/credit-kinds";
import { bodyOf, entryLines, get, getOk, newBooks, post, put, type Books } from "../support/payables";

const { body: creditBody, create: createCredit, issue: receivedCredit, get: getCredit, outstanding } = kind;
const billOf = kind.documentOf;
const catalogue = (books: Books) => listChecks.creditCatalogue(kind, books);

test.describe("POST /vendor-credits/", () => {
  test("creates a draft (201) with every field; GET returns it; a known external_id returns it with 200", async () => {
    await checks.expectCreatesDraftWithEveryField(kind);
  });

  test("with received_at the credit is received and its entry posts: debit AP, credit expenses and input tax", async () => {
    await checks.expectPostsOnIssue(kind, "credit", { party: "2000", lines: ["6000", "6400"], tax: "1400" });
  });

  test("a foreign-currency credit posts base amounts at its exchange rate", async () => {
    const books = await newBooks();
    const credit = await receivedCredit(books, {
      currency: "EUR",
      exchange_rate: "11.5",
      line_items: [{ amount: 1001 }],
    });
    expect(credit).toMatchObject({ currency: "EUR", exchange_rate: "11.5", total_amount: 1001 });
    const [entry] = (await getOk(books, "/journal-entries/?source=vendor_credit")).results;
    expect(entryLines(entry)).toEqual([
      ["2000", 11_512, 0],
      ["6000", 0, 11_512],
    ]);
    expect(entry.lines[0]).toMatchObject({ currency: "EUR", original_amount_cents: 1001 });
  });

  const badBodies: [string, Record<string, unknown>, string][] = [
    ["a foreign currency without a rate", { currency: "EUR" }, "exchange_rate"],
    ["an unknown currency", { currency: "XXX" }, "currency"],
    [
      "an unknown expense account",
      {
        line_items: [
          { amount: 5 },
          { amount: 5, expense_account_identifier: { type: "AccountCode", code: "9" } },
        ],
      },
      "line_items.1.expense_account_identifier",
    ],
    ["no line items", { line_items: [] }, "line_items"],
    ["a zero amount", { line_items: [{ amount: 0 }] }, "line_items.0.amount"],
    ["a fractional amount", { line_items: [{ amount: 10.5 }] }, "line_items.0.amount"],
    ["metadata over 10 kB", { metadata: { blob: "x".repeat(10_300) } }, "metadata"],
    ["an external_id over 255 characters", { external_id: "x".repeat(256) }, "external_id"],
    ["both vendor fields", { vendor_id: "0b7f9a57-7d3c-4b8e-9a43-3f0f6d4b2a11" }, "vendor_id"],
    ["an unknown source bill", { source_bill_id: "0b7f9a57-7d3c-4b8e-9a43-3f0f6d4b2a11" }, "source_bill_id"],
  ];
  for (const [what, overrides, field] of badBodies) {
    test(`POST with ${what} is 400 naming ${field} and stores nothing`, async () => {
      await checks.expectCreateRefused(kind, overrides, field);
    });
  }

  test("POST with another vendor's bill as source_bill_id is 400", async () => {
    const books = await newBooks();
    const theirs = await billOf(books, 500, "globex");
    const body = await expectError(
      await post(books, "/vendor-credits/", creditBody({ source_bill_id: theirs.id })),
      400,
      "validation_error",
    );
    expect(body.details?.source_bill_id?.[0]).toMatch(/another vendor/);
  });
});

test.describe("GET /vendor-credits/ (endpoint 9)", () => {
  test("filters alone and combined; newest first; each result is the detail object", async () => {
    const books = await newBooks();
    const { document: bill, listed } = await listChecks.expectListFilters(kind, books, "acme");
    expect(listed).toMatchObject({
      status: "applied",
      applied_amount: 1000,
      unapplied_amount: 0,
      allocations: [
        {
          bill_id: bill.id,
          bill_number: bill.bill_number,
          amount_cents: 1000,
          bill_outstanding_balance_cents: 4000,
          applied_at: expect.any(String),
        },
      ],
    });
  });

  test("pages with the spec's envelope; a page past the end is empty with the true count", async () => {
    const books = await newBooks();
    const { march, april } = await catalogue(books);
    const page = await getOk(books, "/vendor-credits/?page=2&page_size=2");
    expect(page).toEqual({
      count: 5,
      page_info: { total_count: 5, current_page: 2, total_pages: 3, page_size: 2 },
      results: [await getCredit(books, april.id), await getCredit(books, march.id)],
    });
    const past = await getOk(books, "/vendor-credits/?page=4&page_size=2");
    expect(past).toMatchObject({ count: 5, results: [] });
  });

  const badQueries: [string, string][] = [
    [`?vendor_id=0b7f9a57-7d3c-4b8e-9a43-3f0f6d4b2a11,not-a-uuid`, "vendor_id"],
    ["?status=received,lost", "status"],
    ["?page_size=101", "page_size"],
    ["?page=0", "page"],
    ["?received_at_start=yesterday", "received_at_start"],
    ["?source_bill_id=42", "source_bill_id"],
    ["?received_at_start=2025-05-01T00:00:00Z&received_at_end=2025-04-01T00:00:00Z", "received_at_end"],
  ];
  for (const [query, field] of badQueries) {
    test(`GET ${query} is 400 naming ${field}`, async () => {
      const books = await newBooks();
      const body = await expectError(await get(books, `/vendor-credits/${query}`), 400, "validation_error");
      expect(Object.keys(body.details ?? {})).toEqual([field]);
    });
  }

  test("GET of an unknown credit or another business's credit is 404", async () => {
    const books = await newBooks();
    const other = await newBooks();
    const theirs = await createCredit(other);
    await expectError(await get(books, `/vendor-credits/${theirs.id}/`), 404, "not_found");
    await expectError(await put(books, `/vendor-credits/${theirs.id}/`, { memo: "x" }), 404, "not_found");
    await expectError(
      await get(books, "/vendor-credits/0b7f9a57-7d3c-4b8e-9a43-3f0f6d4b2a11/"),
      404,
      "not_found",
    );
  });
});

test.describe("PUT /vendor-credits/{credit_id}/ (endpoint 10)", () => {
  test("received_at receives a draft and posts its entry; new lines on a received credit replace the entry", async () => {
    const books = await newBooks();
    const draft = await createCredit(books);
    const received = await bodyOf(
      await put(books, `/vendor-credits/${draft.id}/`, { received_at: "2025-04-02" }),
    );
    expect(received).toMatchObject({ status: "received", received_at: "2025-04-01T22:00:00.000Z" });
    const changed = await bodyOf(
      await put(books, `/vendor-credits/${draft.id}/`, {
        line_items: [{ amount: 2000, memo: "More chairs" }],
      }),
    );
    expect(changed).toMatchObject({
      total_amount: 2000,
      line_items: [{ amount: 2000, memo: "More chairs" }],
    });
    const entries = (await getOk(books, "/journal-entries/?source=vendor_credit")).results;
    expect(entries.map((e: { entry_date: string }) => e.entry_date)).toEqual([
      "2025-04-02",
      "2025-04-02",
      "2025-04-02",
    ]);
    const lines: [string, number, number][] = entries.flatMap(entryLines);
    const payable = lines
      .filter(([code]) => code === "2000")
      .reduce((sum, [, debit, credit]) => sum + debit - credit, 0);
    expect(payable).toBe(2000);
    expect(await getCredit(books, draft.id)).toEqual(changed);
  });

  test("refused changes (409 and 400) change nothing on the credit or the bills", async () => {
    const books = await newBooks();
    const bill = await billOf(books, 600);
    const otherBill = await billOf(books, 600);
    const theirBill = await billOf(books, 600, "globex");
    await createCredit(books, { external_id: "taken" });
    const credit = await receivedCredit(books, { external_id: "mine", source_bill_id: bill.id });
    const draft = await createCredit(books);
    const applied = await bodyOf(
      await put(books, `/vendor-credits/${credit.id}/`, { allocations: [{ bill_id: bill.id, amount: 300 }] }),
    );
    expect(applied).toMatchObject({
      status: "partially_applied",
      applied_amount: 300,
      unapplied_amount: 700,
    });
    const before = { credit: await getCredit(books, credit.id), draft: await getCredit(books, draft.id) };
    const billsBefore = [await outstanding(books, bill.id), await outstanding(books, otherBill.id)];
    expect(billsBefore).toEqual([300, 600]);

    const refusals: [string, string, Record<string, unknown>, number, string, RegExp | string][] = [
      ["a duplicate external_id", credit.id, { external_id: "taken" }, 409, "conflict", "external_id"],
      [
        "a changed source_bill_id",
        credit.id,
        { source_bill_id: otherBill.id },
        409,
        "conflict",
        "source_bill_id",
      ],
      ["a cleared source_bill_id", credit.id, { source_bill_id: null }, 409, "conflict", "source_bill_id"],
      [
        "new line items on an applied credit",
        credit.id,
        { line_items: [{ amount: 999 }] },
        409,
        "conflict",
        /unapply/,
      ],
      [
        "metadata over 10 kB",
        credit.id,
        { metadata: { blob: "é".repeat(5200) } },
        400,
        "validation_error",
        "metadata",
      ],
      [
        "another vendor's bill",
        credit.id,
        { allocations: [{ bill_id: theirBill.id, amount: 100 }] },
        400,
        "validation_error",
        "allocations.0.bill_id",
      ],
      [
        "more than the bill's outstanding balance",
        credit.id,
        { allocations: [{ bill_id: otherBill.id, amount: 601 }] },
        409,
        "conflict",
        /outstanding balance/,
      ],
      [
        "more than the credit's unapplied amount",
        credit.id,
        {
          allocations: [
            { bill_id: bill.id, amount: 600 },
            { bill_id: otherBill.id, amount: 401 },
          ],
        },
        409,
        "conflict",
        /unapplied amount/,
      ],
      [
        "an allocation of a draft",
        draft.id,
        { allocations: [{ bill_id: bill.id, amount: 10 }] },
        409,
        "conflict",
        /draft/,
      ],
      [
        "a negative allocation",
        credit.id,
        { allocations: [{ bill_id: bill.id, amount: -5 }] },
        400,
        "validation_error",
        "allocations.0.amount",
      ],
    ];
    for (const [what, id, data, status, code, expected] of refusals) {
      const body = await expectError(
        await put(books, `/vendor-credits/${id}/`, { memo: "changed", ...data }),
        status,
        code,
      );
      if (typeof expected === "string") expect(body.details, what).toHaveProperty([expected]);
      else expect(body.error, what).toMatch(expected);
    }
    expect(await getCredit(books, credit.id)).toEqual(before.credit);
    expect(await getCredit(books, draft.id)).toEqual(before.draft);
    expect([await outstanding(books, bill.id), await outstanding(books, otherBill.id)]).toEqual(billsBefore);

    const same = await bodyOf(
      await put(books, `/vendor-credits/${credit.id}/`, {
        source_bill_id: bill.id,
        line_items: [{ amount: 1000 }],
      }),
    );
    expect(same).toMatchObject({ source_bill_id: bill.id, total_amount: 1000, applied_amount: 300 });
  });

  test("allocations replace the set: a bill left out is unapplied and its balance restored", async () => {
    const books = await newBooks();
    const { first, second, credit, applied: both } = await checks.applyToTwoDocuments(kind, books, 400);
    expect(both).toMatchObject({ status: "applied", applied_amount: 1000, unapplied_amount: 0 });
    expect(
      both.allocations.map((a: { bill_id: string; bill_outstanding_balance_cents: number }) => [
        a.bill_id,
        a.bill_outstanding_balance_cents,
      ]),
    ).toEqual(
      // Allocations applied in one request share applied_at; their order among themselves is by row id.
      expect.arrayContaining([
        [first.id, 0],
        [second.id, 400],
      ]),
    );
    expect(both.allocations).toHaveLength(2);
    expect(await getOk(books, `/bills/${first.id}/`)).toMatchObject({ status: "paid", paid_by_credits: 600 });
    const one = await bodyOf(
      await put(books, `/vendor-credits/${credit.id}/`, {
        allocations: [{ bill_id: second.id, amount: 800 }],
      }),
    );
    expect(one).toMatchObject({
      status: "partially_applied",
      applied_amount: 800,
      allocations: [{ bill_id: second.id, amount_cents: 800 }],
    });
    expect(await getOk(books, `/bills/${first.id}/`)).toMatchObject({
      status: "received",
      outstanding_balance: 600,
    });
    expect(await outstanding(books, second.id)).toBe(0);
  });

  test("If-Match: the ETag of a GET or a PUT saves; a stale one is 412 and changes nothing; none is last-write-wins", async () => {
    const books = await newBooks();
    const bill = await billOf(books, 900);
    const credit = await receivedCredit(books);
    const path = `/vendor-credits/${credit.id}/`;
    const read = await get(books, path);
    const etag = read.headers()["etag"]!;
    expect(etag).toBe(`"${(await read.json()).updated_at}"`);
    const putIf = (ifMatch: string, amount: number) =>
      books.api.put(`${books.base}${path}`, {
        headers: { ...bearer(books.token), "If-Match": ifMatch },
        data: { allocations: [{ bill_id: bill.id, amount }] },
      });

    const saved = await putIf(etag, 300);
    const newTag = saved.headers()["etag"]!;
    expect(await bodyOf(saved)).toMatchObject({ applied_amount: 300 });
    expect(newTag).not.toBe(etag);

    const stale = await expectError(await putIf(etag, 500), 412, "precondition_failed");
    expect(stale.error).toContain(newTag);
    expect(await getCredit(books, credit.id)).toMatchObject({
      applied_amount: 300,
      updated_at: JSON.parse(newTag),
    });
    expect(await outstanding(books, bill.id)).toBe(600);
    await expectError(await putIf(`W/${newTag}`, 500), 412, "precondition_failed");

    expect(await bodyOf(await putIf(`"other", ${newTag}`, 500))).toMatchObject({ applied_amount: 500 });
    expect(await bodyOf(await putIf("*", 400))).toMatchObject({ applied_amount: 400 });
    expect(
      await bodyOf(await put(books, path, { allocations: [{ bill_id: bill.id, amount: 100 }] })),
    ).toMatchObject({ applied_amount: 100 });
  });

  test("20 concurrent PUTs of allocations never over-apply the credit or a bill", async () => {
    const books = await newBooks();
    const bills: { id: string }[] = [];
    for (let i = 0; i < 5; i++) bills.push(await billOf(books, 700));
    const credit = await receivedCredit(books);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        put(books, `/vendor-credits/${credit.id}/`, {
          allocations: [
            { bill_id: bills[i % 5]!.id, amount: 400 + ((i * 37) % 300) },
            { bill_id: bills[(i + 1) % 5]!.id, amount: 300 },
          ],
        }),
      ),
    );
    for (const response of responses) expect([200, 409], await response.text()).toContain(response.status());
    const after = await getCredit(books, credit.id);
    const allocated = after.allocations.reduce(
      (sum: number, a: { amount_cents: number }) => sum + a.amount_cents,
      0,
    );
    expect(after.applied_amount).toBe(allocated);
    expect(after.applied_amount).toBeLessThanOrEqual(1000);
    expect(after.allocations).toHaveLength(2);
    let credited = 0;
    for (const bill of bills) {
      const balance = await outstanding(books, bill.id);
      expect(balance).toBeGreaterThanOrEqual(0);
      credited += 700 - balance;
    }
    expect(credited).toBe(after.applied_amount);
  });

  test("20 credits applied to one bill at once take no more than its balance", async () => {
    const books = await newBooks();
    const bill = await billOf(books, 1000);
    const credits = [];
    for (let i = 0; i < 20; i++) credits.push(await receivedCredit(books, { line_items: [{ amount: 300 }] }));
    const responses = await Promise.all(
      credits.map((credit) =>
        put(books, `/vendor-credits/${credit.id}/`, { allocations: [{ bill_id: bill.id, amount: 300 }] }),
      ),
    );
    expect(responses.filter((response) => response.status() === 200)).toHaveLength(3);
    expect(responses.filter((response) => response.status() === 409)).toHaveLength(17);
    expect(await getOk(books, `/bills/${bill.id}/`)).toMatchObject({
      outstanding_balance: 100,
      paid_by_credits: 900,
    });
    const applied = await getOk(books, "/vendor-credits/?status=applied");
    expect(applied.count).toBe(3);
  });

  test("a document upload becomes the credit's document", async () => {
    const books = await newBooks();
    const credit = await createCredit(books);
    const pdf = Buffer.from(
      "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    );
    const updated = await bodyOf(
      await put(books, `/vendor-credits/${credit.id}/`, {
        document: {
          file: pdf.toString("base64"),
          file_name: "credit-note.pdf",
          document_type: "vendor_credit",
        },
      }),
    );
    expect(updated.document).toEqual({
      url: expect.stringContaining(`/files/${books.businessId}/`),
      expires_in: 900,
      document_id: expect.any(String),
      file_name: "credit-note.pdf",
      file_size: pdf.length,
      mime_type: "application/pdf",
    });
    const url = new URL(updated.document.url);
    expect((await books.api.get(`${url.pathname}${url.search}`)).status()).toBe(200);
  });
});

test.describe("POST /vendor-credits/{credit_id}/void/", () => {
  test("is refused while applied; then reverses the entry; voiding again returns the same credit", async () => {
    await checks.expectVoidOnceUnapplied(kind);
  });
});
