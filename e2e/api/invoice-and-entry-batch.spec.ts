import { expect, test } from "@playwright/test";
import { bearer, expectError } from "../support/api";
import { bodyOf, getOk, newBooks, post, type Books } from "../support/payables";
import { invoiceBody } from "../support/receivables";

interface ItemResult {
  index: number;
  status: number;
  body: { id?: string; invoice_number?: string; error_code?: string; details?: Record<string, string[]> };
}

const batch = async (books: Books, path: string, items: unknown[]) =>
  (await bodyOf(await post(books, path, { items }), 200)).results as ItemResult[];

const countOf = async (books: Books, path: string) => (await getOk(books, path)).count as number;

const sent = (overrides: Record<string, unknown> = {}) =>
  invoiceBody({ sent_at: "2025-03-01T09:00:00Z", external_id: `inv-${crypto.randomUUID()}`, ...overrides });

const entry = (debitCents: number, creditCents: number) => ({
  entry_date: "2025-04-30",
  memo: "Batch entry",
  lines: [
    { account_identifier: { type: "AccountCode", code: "6100" }, debit_cents: debitCents },
    { account_identifier: { type: "AccountCode", code: "1000" }, credit_cents: creditCents },
  ],
});

test.describe("POST /invoices/batch/ (issue 15)", () => {
  test("an item only the database refuses (its invoice_number taken) stores nothing; the others are stored", async () => {
    const books = await newBooks();
    const items = [
      sent({ invoice_number: "B-1", customer_external_id: "batch-customer" }),
      sent({ invoice_number: "B-1" }),
      sent({ invoice_number: "B-2", customer_external_id: "batch-customer" }),
      sent({ invoice_number: "B-3", line_items: [] }),
    ];
    const results = await batch(books, "/invoices/batch/", items);
    expect(results.map((result) => [result.index, result.status])).toEqual([
      [0, 201],
      [1, 409],
      [2, 201],
      [3, 400],
    ]);
    expect(results[1]!.body).toEqual({
      error: "An invoice with invoice_number B-1 already exists.",
      error_code: "conflict",
      details: { invoice_number: ["Already used by another invoice of this business."] },
    });
    expect(results[0]!.body).toMatchObject({ invoice_number: "B-1", journal_entry_id: expect.any(String) });
    expect(await getOk(books, `/invoices/${results[2]!.body.id}/`)).toEqual(results[2]!.body);
    expect(await countOf(books, "/invoices/")).toBe(2);
    expect(await countOf(books, "/journal-entries/")).toBe(2);
    // Only the stored items' customer: the refused item's new customer (cust-1) went with it.
    expect(await countOf(books, "/customers/")).toBe(1);
    const events = (await getOk(books, "/audit-events/?resource_type=invoice")).results as {
      resource_id: string;
    }[];
    expect(events.map((event) => event.resource_id).sort()).toEqual(
      [results[0]!.body.id, results[2]!.body.id].sort(),
    );
  });

  test("a repeated batch is all 200s, and 10 concurrent copies create each invoice once", async () => {
    const books = await newBooks();
    const items = Array.from({ length: 15 }, (_, n) =>
      sent({ invoice_number: `C-${n}`, customer_external_id: `cc-${n % 3}` }),
    );
    const runs = await Promise.all(Array.from({ length: 10 }, () => batch(books, "/invoices/batch/", items)));
    for (const [n] of items.entries()) {
      const statuses = runs.map((results) => results[n]!.status).sort();
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
      expect(new Set(runs.map((results) => results[n]!.body.id)).size).toBe(1);
    }
    const again = await batch(books, "/invoices/batch/", items);
    expect(again.map((result) => result.status)).toEqual(items.map(() => 200));
    expect(await countOf(books, "/invoices/")).toBe(15);
    expect(await countOf(books, "/journal-entries/")).toBe(15);
    expect(await countOf(books, "/customers/")).toBe(3);
  });

  test("501 items are refused whole", async () => {
    const books = await newBooks();
    const items = Array.from({ length: 501 }, () => sent());
    const response = await books.api.post(`${books.base}/invoices/batch/`, {
      headers: bearer(books.token),
      data: { items },
    });
    expect((await expectError(response, 400, "validation_error")).details).toEqual({
      items: ["At most 500 items."],
    });
    expect(await countOf(books, "/invoices/")).toBe(0);
  });
});

test.describe("POST /journal-entries/batch/ (issue 15)", () => {
  test("posts the balanced entries and refuses the unbalanced one with the single route's error", async () => {
    const books = await newBooks();
    const results = await batch(books, "/journal-entries/batch/", [
      entry(1000, 1000),
      entry(1000, 900),
      entry(500, 500),
    ]);
    expect(results.map((result) => [result.index, result.status])).toEqual([
      [0, 201],
      [1, 400],
      [2, 201],
    ]);
    expect(results[1]!.body).toEqual({
      error: "The journal entry is not valid.",
      error_code: "validation_error",
      details: { lines: ["Debits (1000) and credits (900) must be equal."] },
    });
    expect(await getOk(books, `/journal-entries/${results[0]!.body.id}/`)).toEqual(results[0]!.body);
    expect(await countOf(books, "/journal-entries/")).toBe(2);
    const events = (await getOk(books, "/audit-events/?resource_type=journal_entry")).results as {
      resource_id: string;
    }[];
    expect(events).toHaveLength(2);
  });
});
