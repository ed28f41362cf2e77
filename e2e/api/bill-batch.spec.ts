import { expect, test } from "@playwright/test";
import { bearer, expectError, fixtures } from "../support/api";
import {
  archiveAccountInSql,
  billBody,
  bodyOf,
  counts,
  getOk,
  newBooks,
  post,
  type Books,
} from "../support/payables";

interface ItemResult {
  index: number;
  status: number;
  body: { id?: string; external_id?: string; error_code?: string; details?: Record<string, string[]> };
}

const batch = async (books: Books, items: unknown[], headers: Record<string, string> = {}) => {
  const response = await books.api.post(`${books.base}/bills/batch/`, {
    headers: { ...bearer(books.token), ...headers },
    data: { items },
  });
  return (await bodyOf(response, 200)).results as ItemResult[];
};

const approved = (overrides: Record<string, unknown> = {}) =>
  billBody({ approved_at: "2025-03-10T09:00:00Z", ...overrides });

test.describe("POST /bills/batch/ (issue 15)", () => {
  test("answers every item in request order: created, refused with the single route's error, known", async () => {
    const books = await newBooks();
    const known = await bodyOf(await post(books, "/bills/", approved({ external_id: "known-1" })), 201);
    const items = [
      approved({ external_id: "b-1", vendor_external_id: "new-vendor", vendor_name: "New Vendor AB" }),
      approved({ external_id: "b-2", line_items: [{ quantity: 1 }] }),
      approved({ external_id: "known-1" }),
      approved({
        external_id: "b-3",
        line_items: [{ unit_price: 10, account_identifier: { type: "AccountCode", code: "9999" } }],
      }),
      approved({ external_id: "b-4", vendor_external_id: "new-vendor" }),
      approved({ external_id: "b-1" }),
      "not an object",
    ];
    const results = await batch(books, items);
    expect(results.map((result) => [result.index, result.status])).toEqual([
      [0, 201],
      [1, 400],
      [2, 200],
      [3, 400],
      [4, 201],
      [5, 200],
      [6, 400],
    ]);
    expect(results[0]!.body).toMatchObject({
      type: "BillData",
      external_id: "b-1",
      approved_at: "2025-03-10T09:00:00.000Z",
      journal_entry_id: expect.any(String),
      vendor: expect.objectContaining({ external_id: "new-vendor", company_name: "New Vendor AB" }),
      total_amount: 3126,
    });
    expect(results[1]!.body).toEqual({
      error: "The request body is not valid.",
      error_code: "validation_error",
      details: { "line_items.0.unit_price": ["Required: a number of cents."] },
    });
    expect(results[2]!.body).toEqual(known);
    expect(results[3]!.body).toEqual({
      error: "Unknown or unusable account.",
      error_code: "validation_error",
      details: { "line_items.0.account_identifier": ["No account with code 9999."] },
    });
    expect(results[4]!.body.id).not.toBe(results[0]!.body.id);
    expect((results[4]!.body as { vendor: { id: string } }).vendor.id).toBe(
      (results[0]!.body as { vendor: { id: string } }).vendor.id,
    );
    expect(results[5]!.body.id).toBe(results[0]!.body.id);
    expect(results[6]!.body.error_code).toBe("validation_error");
    // The single route answers the same bill as the batch stored it.
    expect(await getOk(books, `/bills/${results[0]!.body.id}/`)).toEqual(results[0]!.body);
    expect(await counts(books)).toMatchObject({ bills: 3, vendors: 2, entries: 3 });
  });

  test("a repeated batch creates nothing new: every item is 200 with the first bill", async () => {
    const books = await newBooks();
    const items = Array.from({ length: 30 }, (_, n) => approved({ external_id: `r-${n}` }));
    const first = await batch(books, items);
    expect(first.every((result) => result.status === 201)).toBe(true);
    const again = await batch(books, items);
    expect(again.map((result) => result.status)).toEqual(items.map(() => 200));
    expect(again.map((result) => result.body)).toEqual(first.map((result) => result.body));
    expect(await counts(books)).toMatchObject({ bills: 30, entries: 30 });
  });

  test("10 concurrent copies of one batch create each bill, entry and vendor once", async () => {
    const books = await newBooks();
    const items = Array.from({ length: 40 }, (_, n) =>
      approved({ external_id: `c-${n}`, vendor_external_id: `cv-${n % 4}` }),
    );
    const runs = await Promise.all(Array.from({ length: 10 }, () => batch(books, items)));
    for (const [n] of items.entries()) {
      const statuses = runs.map((results) => results[n]!.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 200)).toHaveLength(9);
      expect(new Set(runs.map((results) => results[n]!.body.id)).size).toBe(1);
    }
    expect(await counts(books)).toMatchObject({ bills: 40, entries: 40, vendors: 4 });
  });

  test("each stored bill has its own audit event; refused and known items have none", async () => {
    const books = await newBooks();
    await bodyOf(await post(books, "/bills/", approved({ external_id: "seen" })), 201);
    const results = await batch(books, [
      approved({ external_id: "a-1", memo: "First" }),
      approved({ external_id: "a-2", line_items: [] }),
      approved({ external_id: "seen" }),
      approved({ external_id: "a-3" }),
    ]);
    expect(results.map((result) => result.status)).toEqual([201, 400, 200, 201]);
    const events = (await getOk(books, "/audit-events/?resource_type=bill")).results as {
      path: string;
      resource_id: string;
      response_status: number;
      change: { external_id: string; memo?: string };
    }[];
    const batchEvents = events.filter((event) => event.path.endsWith("/bills/batch/"));
    expect(batchEvents.map((event) => [event.resource_id, event.response_status]).sort()).toEqual(
      [
        [results[0]!.body.id, 201],
        [results[3]!.body.id, 201],
      ].sort(),
    );
    expect(batchEvents.find((event) => event.change.external_id === "a-1")?.change.memo).toBe("First");
  });

  test("501 items, or none, are refused whole and store nothing", async () => {
    const books = await newBooks();
    const tooMany = Array.from({ length: 501 }, (_, n) => billBody({ external_id: `x-${n}` }));
    const send = (items: unknown) =>
      books.api.post(`${books.base}/bills/batch/`, { headers: bearer(books.token), data: { items } });
    const body = await expectError(await send(tooMany), 400, "validation_error");
    expect(body.details).toEqual({ items: ["At most 500 items."] });
    await expectError(await send([]), 400, "validation_error");
    await expectError(await send(undefined), 400, "validation_error");
    expect(await counts(books)).toMatchObject({ bills: 0, vendors: 0, entries: 0 });
  });

  test("an Idempotency-Key replays the whole batch's answer", async () => {
    const books = await newBooks();
    const items = [approved({ external_id: "k-1" }), approved({ external_id: "k-2", line_items: [] })];
    const headers = { "Idempotency-Key": `batch-${crypto.randomUUID()}` };
    const first = await batch(books, items, headers);
    expect(await batch(books, items, headers)).toEqual(first);
    expect(await counts(books)).toMatchObject({ bills: 1 });
  });

  test("a bill only the database refuses stores nothing of itself and every other bill", async () => {
    test.skip(fixtures().database !== "postgres", "archives an account behind the server's back, in SQL");
    const books = await newBooks();
    // The first batch leaves the business's chart in the server's ten-second copy; the account is then archived in
    // SQL, so only the database's own check (migration 0007) refuses a posting to it.
    expect((await batch(books, [approved({ external_id: "warm" })]))[0]!.status).toBe(201);
    await archiveAccountInSql(books, "6400");
    const results = await batch(books, [
      approved({ external_id: "ok-1" }),
      approved({
        external_id: "archived",
        line_items: [{ unit_price: 100, account_identifier: { type: "AccountCode", code: "6400" } }],
      }),
      approved({ external_id: "ok-2" }),
    ]);
    expect(results.map((result) => result.status)).toEqual([201, 500, 201]);
    expect(results[1]!.body.error_code).toBe("internal_error");
    expect(await counts(books)).toMatchObject({ bills: 3, entries: 3 });
    const stored = (await getOk(books, "/bills/")).results.map(
      (bill: { external_id: string }) => bill.external_id,
    );
    expect(stored.sort()).toEqual(["ok-1", "ok-2", "warm"]);
  });
});
