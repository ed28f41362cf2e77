import { expect, test } from "@playwright/test";
import { expectError } from "../support/api";
import {
  bodyOf,
  createCustomer,
  createInvoice,
  get,
  getOk,
  idsOf,
  newBooks,
  payInvoice,
  post,
  type Books,
} from "../support/receivables";

/**
 * Endpoint 5 against known data: seven invoices of three customers, created in order i1..i7 (so imported_at
 * ascends with the number) and then changed in the order i7, i6, i5, i4 (so updated_at does not).
 */
let books: Books;
const ids: Record<string, string> = {};
const customers: Record<string, string> = {};

const list = (query: string) => idsOf(books, `/invoices/?${query}`);
const named = (...names: string[]) => names.map((name) => ids[name]!);

test.beforeAll(async () => {
  books = await newBooks();
  for (const name of ["a", "b", "c"]) {
    customers[name] = (
      await createCustomer(books, { company_name: `Customer ${name}`, external_id: name })
    ).id;
  }
  const invoice = async (name: string, customer: string, cents: number, fields: Record<string, unknown>) => {
    const body = {
      customer_external_id: undefined,
      customer_id: customers[customer],
      line_items: [{ unit_price: cents }],
    };
    ids[name] = (await createInvoice(books, { ...body, ...fields })).id;
  };
  await invoice("i1", "a", 1_000, { memo: "alpha", reference_numbers: ["R1"] });
  await invoice("i2", "a", 2_000, {
    sent_at: "2025-01-10T10:00:00Z",
    due_at: "2025-02-10T12:00:00Z",
    memo: "beta one",
    reference_numbers: ["R2", "R3"],
  });
  await invoice("i3", "b", 3_000, {
    sent_at: "2025-02-01T00:00:00Z",
    due_at: "2099-01-01",
    memo: "Beta two",
  });
  await invoice("i4", "b", 4_000, { sent_at: "2025-03-01T08:00:00Z", due_at: "2099-02-01", memo: "gamma" });
  await invoice("i5", "c", 5_000, { sent_at: "2025-03-15T12:00:00Z", due_at: "2099-03-01" });
  await invoice("i6", "c", 6_000, { sent_at: "2025-04-01T12:00:00Z", due_at: "2099-04-01" });
  await invoice("i7", "a", 7_000, { sent_at: "2025-04-10T12:00:00Z", due_at: "2025-04-20" });
  await payInvoice(books, ids.i7!, { amount_cents: 1_000 });
  const i6 = await getOk(books, `/invoices/${ids.i6}/`);
  await bodyOf(await post(books, `/invoices/${ids.i6}/void/`, { invoice_number: i6.invoice_number }));
  await payInvoice(books, ids.i5!, { amount_cents: 5_000 });
  await payInvoice(books, ids.i4!, { amount_cents: 1_000 });
});

test.describe("GET /invoices/ (endpoint 5)", () => {
  test("default order is -imported_at; sort takes imported_at and updated_at both ways, ties by id", async () => {
    expect(await list("")).toEqual(named("i7", "i6", "i5", "i4", "i3", "i2", "i1"));
    expect(await list("sort=-imported_at")).toEqual(named("i7", "i6", "i5", "i4", "i3", "i2", "i1"));
    expect(await list("sort=imported_at")).toEqual(named("i1", "i2", "i3", "i4", "i5", "i6", "i7"));
    expect(await list("sort=updated_at")).toEqual(named("i1", "i2", "i3", "i7", "i6", "i5", "i4"));
    expect(await list("sort=-updated_at")).toEqual(named("i4", "i5", "i6", "i7", "i3", "i2", "i1"));
  });

  test("status: each value alone, with decisions §6's mapping, and comma lists", async () => {
    const cases: [string, string[]][] = [
      ["draft", ["i1"]],
      ["sent", ["i3", "i2"]],
      ["partially_paid", ["i7", "i4"]],
      ["overdue", ["i7", "i2"]],
      ["paid", ["i5"]],
      ["voided", ["i6"]],
      ["refunded", []],
      ["sent,paid", ["i5", "i3", "i2"]],
      ["draft,%20voided", ["i6", "i1"]],
      ["overdue,partially_paid", ["i7", "i4", "i2"]],
    ];
    for (const [status, expected] of cases)
      expect(await list(`status=${status}`), status).toEqual(named(...expected));
    const statuses = (await getOk(books, "/invoices/?status=sent,overdue")).results.map(
      (row: { status: string }) => row.status,
    );
    expect(statuses).toEqual(["OVERDUE", "SENT", "OVERDUE"]); // i7 (partially paid, past due), i3, i2
    expect((await getOk(books, `/invoices/${ids.i6}/`)).status).toBe("CANCELLED");
  });

  test("customer_id (one or a comma list) and customer_external_id", async () => {
    expect(await list(`customer_id=${customers.a}`)).toEqual(named("i7", "i2", "i1"));
    expect(await list(`customer_id=${customers.b},${customers.c}`)).toEqual(named("i6", "i5", "i4", "i3"));
    expect(await list(`customer_id=${crypto.randomUUID()}`)).toEqual([]);
    expect(await list("customer_external_id=b")).toEqual(named("i4", "i3"));
    expect(await list("customer_external_id=nobody")).toEqual([]);
  });

  test("due and sent ranges are inclusive, exact boundary instants included; a bare date is that whole day", async () => {
    expect(await list("due_at_start=2025-02-10T12:00:00Z&due_at_end=2025-04-19T22:00:00Z")).toEqual(
      named("i7", "i2"),
    );
    expect(await list("due_at_start=2025-02-10T12:00:00.001Z&due_at_end=2025-04-19T21:59:59Z")).toEqual([]);
    expect(await list("due_at_end=2025-04-20")).toEqual(named("i7", "i2"));
    expect(await list("due_at_start=2099-02-01")).toEqual(named("i6", "i5", "i4"));
    expect(await list("sent_at_start=2025-02-01T00:00:00Z&sent_at_end=2025-03-15")).toEqual(
      named("i5", "i4", "i3"),
    );
    expect(await list("sent_at_start=2025-02-01T00:00:00.001Z&sent_at_end=2025-03-15T12:00:00Z")).toEqual(
      named("i5", "i4"),
    );
    expect(await list("sent_at_end=2025-01-10T11:00:00%2B01:00")).toEqual(named("i2"));
  });

  test("min_amount and max_amount bound the total, inclusive", async () => {
    expect(await list("min_amount=2000&max_amount=4000")).toEqual(named("i4", "i3", "i2"));
    expect(await list("min_amount=6000")).toEqual(named("i7", "i6"));
    expect(await list("max_amount=1000")).toEqual(named("i1"));
    expect(await list("min_amount=3000&max_amount=3000")).toEqual(named("i3"));
  });

  test("memo exact, memo_contains case-insensitive, reference_numbers match any", async () => {
    expect(await list("memo=beta%20one")).toEqual(named("i2"));
    expect(await list("memo=Beta")).toEqual([]);
    expect(await list("memo_contains=BETA")).toEqual(named("i3", "i2"));
    expect(await list("memo_contains=%25")).toEqual([]);
    expect(await list("reference_numbers=R3,R9")).toEqual(named("i2"));
    expect(await list("reference_numbers=R1,%20R2")).toEqual(named("i2", "i1"));
    expect(await list("reference_numbers=R9")).toEqual([]);
  });

  test("filters combine", async () => {
    expect(await list(`status=sent,partially_paid&customer_id=${customers.a}&due_at_end=2025-12-31`)).toEqual(
      named("i7", "i2"),
    );
    expect(await list(`status=overdue&customer_external_id=a&min_amount=5000&sort=imported_at`)).toEqual(
      named("i7"),
    );
    expect(await list(`customer_id=${customers.b}&sent_at_start=2025-02-15&memo_contains=gam`)).toEqual(
      named("i4"),
    );
    expect(await list("status=paid,partially_paid&sort=-updated_at&max_amount=5000")).toEqual(
      named("i4", "i5"),
    );
  });

  test("the envelope counts every match and pages through them", async () => {
    const page = await getOk(books, "/invoices/?page_size=2&page=2");
    expect(page.count).toBe(7);
    expect(page.page_info).toEqual({ total_count: 7, current_page: 2, total_pages: 4, page_size: 2 });
    expect(page.results.map((row: { id: string }) => row.id)).toEqual(named("i5", "i4"));
    const last = await getOk(books, "/invoices/?page_size=2&page=4");
    expect(last.results.map((row: { id: string }) => row.id)).toEqual(named("i1"));
    const past = await getOk(books, "/invoices/?page=9");
    expect(past).toEqual({
      count: 7,
      page_info: { total_count: 7, current_page: 9, total_pages: 1, page_size: 20 },
      results: [],
    });
    const filtered = await getOk(books, "/invoices/?status=sent&page_size=1");
    expect(filtered.count).toBe(2);
    expect(filtered.page_info.total_pages).toBe(2);
  });

  test("bad input is 400 with details naming the parameter", async () => {
    const cases: [string, string][] = [
      [`customer_id=${customers.a},not-a-uuid`, "customer_id"],
      ["status=sent,open", "status"],
      ["min_amount=500&max_amount=100", "max_amount"],
      ["min_amount=-1", "min_amount"],
      ["page_size=101", "page_size"],
      ["page=0", "page"],
      ["sort=created_at", "sort"],
      ["due_at_start=yesterday", "due_at_start"],
      ["sent_at_end=2025-13-01", "sent_at_end"],
    ];
    for (const [query, field] of cases) {
      const body = await expectError(await get(books, `/invoices/?${query}`), 400, "validation_error");
      expect(Object.keys(body.details ?? {}), query).toContain(field);
      expect(body.details![field]!.join(" "), query).not.toBe("");
    }
    const bad = await expectError(await get(books, "/invoices/?customer_id=nope"), 400, "validation_error");
    expect(bad.details!.customer_id!.join(" ")).toContain('"nope"');
  });

  test("another business never sees these invoices", async () => {
    const other = await newBooks();
    expect(await getOk(other, "/invoices/")).toMatchObject({ count: 0, results: [] });
    await expectError(await get(other, `/invoices/${ids.i1}/`), 404, "not_found");
  });
});
