import { expect, test } from "@playwright/test";
import { expectError } from "../support/api";
import {
  accountByCode,
  billBody,
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

const todayInStockholm = () => new Date().toLocaleDateString("en-CA", { timeZone: "Europe/Stockholm" });

test.describe("POST /bills/ (endpoint 3)", () => {
  test("creates a bill (201) with every field of the bill object; GET returns the same", async () => {
    const books = await newBooks();
    const expense = await accountByCode(books, "6000");
    const bill = await createBill(books, {
      memo: "March paper",
      reference_numbers: ["PO-9"],
      metadata: { a: 1 },
    });
    expect(bill).toEqual({
      type: "BillData",
      id: expect.any(String),
      business_id: books.businessId,
      status: "received",
      terms: "NET_30",
      issue_date: "2025-03-10",
      received_at: expect.any(String),
      due_at: "2025-04-08T22:00:00.000Z",
      approved_at: null,
      paid_at: null,
      voided_at: null,
      void_reason: null,
      is_overdue: false,
      currency: "SEK",
      exchange_rate: "1",
      vendor: expect.objectContaining({ type: "Vendor", external_id: "acme", company_name: "Acme AB" }),
      line_items: [
        {
          id: expect.any(String),
          bill_id: bill.id,
          account_identifier: { id: expense.id, type: "AccountId" },
          currency: "SEK",
          unit_price: 1250.5,
          quantity: 2,
          subtotal: 2501,
          sales_taxes_total: 625,
          total_amount: 3126,
          tax_rate: 25,
          description: "Paper",
          product: null,
          sales_taxes: [{ name: "VAT", rate: "25", amount: 625 }],
        },
      ],
      bill_payment_allocations: [],
      vendor_credit_allocations: [],
      vendor_refund_allocations: [],
      additional_sales_taxes: [],
      additional_sales_taxes_total: 0,
      subtotal: 2501,
      total_amount: 3126,
      outstanding_balance: 3126,
      paid_by_bank_payments: 0,
      paid_by_credits: 0,
      needs_reconciliation: false,
      document: null,
      journal_entry_id: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      external_id: expect.stringMatching(/^bill-/),
      bill_number: null,
      vendor_bill_number: null,
      purchase_order_number: null,
      memo: "March paper",
      reference_numbers: ["PO-9"],
      attachment_urls: [],
      metadata: { a: 1 },
    });
    expect(await getOk(books, `/bills/${bill.id}/`)).toEqual(bill);
    expect(await getOk(books, `/vendors/${bill.vendor.id}/`)).toEqual(bill.vendor);
  });

  test("the same external_id twice gives one bill: the second call is 200 with the same body", async () => {
    const books = await newBooks();
    const data = billBody({ approved_at: "2025-03-10T09:00:00Z" });
    const first = await bodyOf(await post(books, "/bills/", data), 201);
    const again = await bodyOf(await post(books, "/bills/", { ...data, memo: "changed" }), 200);
    expect(again).toEqual(first);
    expect(await counts(books)).toMatchObject({ bills: 1, vendors: 1, entries: 1 });
  });

  test("20 concurrent creates with one external_id make one bill and one journal entry", async () => {
    const books = await newBooks();
    const data = billBody({ approved_at: "2025-03-10T09:00:00Z", vendor_external_id: "racer" });
    const responses = await Promise.all(Array.from({ length: 20 }, () => post(books, "/bills/", data)));
    const statuses = responses.map((response) => response.status());
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(19);
    const ids = new Set(await Promise.all(responses.map(async (response) => (await response.json()).id)));
    expect(ids.size).toBe(1);
    expect((await getOk(books, "/bills/")).count).toBe(1);
    expect((await getOk(books, "/vendors/")).count).toBe(1);
    expect((await getOk(books, "/journal-entries/?source=bill")).count).toBe(1);
  });

  const refusals: [string, Record<string, unknown>, string[]][] = [
    ["both vendor fields", { vendor_id: crypto.randomUUID() }, ["vendor_id", "vendor_external_id"]],
    ["neither vendor field", { vendor_external_id: undefined }, ["vendor_id", "vendor_external_id"]],
    [
      "an unknown vendor_id",
      { vendor_external_id: undefined, vendor_id: crypto.randomUUID() },
      ["vendor_id"],
    ],
    ["empty line_items", { line_items: [] }, ["line_items"]],
    ["an unknown currency", { currency: "XYZ" }, ["currency"]],
    ["a foreign currency without exchange_rate", { currency: "EUR" }, ["exchange_rate"]],
    ["an exchange_rate of 0", { currency: "EUR", exchange_rate: "0" }, ["exchange_rate"]],
    ["metadata over 10 kB", { metadata: { blob: "x".repeat(10_300) } }, ["metadata"]],
    [
      "an unknown account",
      { line_items: [{ unit_price: 100, account_identifier: { type: "AccountCode", code: "9999" } }] },
      ["line_items.0.account_identifier"],
    ],
    ["a negative unit_price", { line_items: [{ unit_price: -1 }] }, ["line_items.0.unit_price"]],
    ["a zero quantity", { line_items: [{ unit_price: 1, quantity: 0 }] }, ["line_items.0.quantity"]],
    [
      "a tax rate that is no decimal",
      { line_items: [{ unit_price: 1, sales_taxes: [{ name: "VAT", rate: "abc" }] }] },
      ["line_items.0.sales_taxes.0.rate"],
    ],
    ["a missing external_id", { external_id: undefined }, ["external_id"]],
    ["a due date before the bill date", { due_at: "2025-03-01" }, ["due_at"]],
    ["an empty reference number", { reference_numbers: [""] }, ["reference_numbers.0"]],
  ];
  for (const [name, overrides, fields] of refusals) {
    test(`refuses ${name} with 400 naming ${fields.join(", ")} and stores nothing`, async () => {
      const books = await newBooks();
      const before = await counts(books);
      const response = await post(books, "/bills/", billBody({ approved_at: "2025-03-10", ...overrides }));
      const body = await expectError(response, 400, "validation_error");
      expect(Object.keys(body.details ?? {}).sort()).toEqual([...fields].sort());
      for (const field of fields) expect(body.details![field]![0]).toEqual(expect.any(String));
      expect(await counts(books)).toEqual(before);
    });
  }

  test("rounds each line and each tax on its own; additional taxes apply to the subtotal", async () => {
    const books = await newBooks();
    const salesTaxPayable = await accountByCode(books, "2100");
    const bill = await createBill(books, {
      line_items: [
        {
          quantity: 3,
          unit_price: 33.5,
          sales_taxes: [
            { name: "VAT", rate: "25" },
            { name: "Levy", rate: "12.5" },
          ],
        },
        { quantity: 0.5, unit_price: 1999, sales_taxes: [{ name: "Fixed", rate: "10", amount: 7 }] },
        { unit_price: 0.4 },
      ],
      additional_sales_taxes: [
        { name: "Env", rate: "1.5" },
        { name: "Freight", amount: 300, tax_account: { type: "AccountCode", code: "2100" } },
      ],
    });
    expect(
      bill.line_items.map((line: Record<string, number>) => [
        line.subtotal,
        line.sales_taxes_total,
        line.total_amount,
        line.tax_rate,
      ]),
    ).toEqual([
      [101, 38, 139, 37.5], // 100.5 → 101; 25.25 → 25 and 12.625 → 13
      [1000, 7, 1007, 10], // 999.5 → 1000; the amount wins over the rate
      [0, 0, 0, 0], // 0.4 → 0
    ]);
    expect(bill.additional_sales_taxes).toEqual([
      { name: "Env", rate: "1.5", amount: 17, tax_account: expect.objectContaining({ type: "AccountId" }) },
      {
        name: "Freight",
        rate: null,
        amount: 300,
        tax_account: { id: salesTaxPayable.id, type: "AccountId" },
      },
    ]);
    expect(bill).toMatchObject({
      subtotal: 1101,
      additional_sales_taxes_total: 317,
      total_amount: 1463,
      outstanding_balance: 1463,
    });
  });

  test("derives terms from the due date and is_overdue for approved bills past it", async () => {
    const books = await newBooks();
    const onReceipt = await createBill(books, { due_at: "2025-03-10" });
    expect(onReceipt).toMatchObject({
      terms: "DUE_ON_RECEIPT",
      due_at: "2025-03-09T23:00:00.000Z",
      is_overdue: false,
    });
    const net60 = await createApprovedBill(books, { due_at: "2025-05-09T12:00:00+02:00" });
    expect(net60).toMatchObject({ terms: "NET_60", is_overdue: true });
    expect((await createBill(books, { bill_date: "2025-03-01", due_at: "2025-03-15" })).terms).toBe("NET_14");
  });

  test("a foreign-currency bill keeps its currency and rate and posts base amounts", async () => {
    const books = await newBooks();
    const bill = await createApprovedBill(books, {
      currency: "EUR",
      exchange_rate: "11.2345",
      line_items: [{ unit_price: 10_000 }],
    });
    expect(bill).toMatchObject({ currency: "EUR", exchange_rate: "11.2345", total_amount: 10_000 });
    expect(bill.line_items[0].currency).toBe("EUR");
    const entry = await getOk(books, `/journal-entries/${bill.journal_entry_id}/`);
    expect(entryLines(entry)).toEqual([
      ["6000", 112_345, 0],
      ["2000", 0, 112_345],
    ]);
    expect(entry.lines[1]).toMatchObject({ currency: "EUR", original_amount_cents: 10_000 });
  });
});

test.describe("approve and void", () => {
  test("approve posts a balanced entry dated on approved_at in the business's zone; again is 200 unchanged", async () => {
    const books = await newBooks();
    const bill = await createBill(books);
    expect((await getOk(books, "/journal-entries/?source=bill")).count).toBe(0);
    const approved = await bodyOf(
      await post(books, `/bills/${bill.id}/approve/`, { approved_at: "2025-03-31T22:30:00Z" }),
    );
    expect(approved).toMatchObject({
      ...bill,
      approved_at: "2025-03-31T22:30:00.000Z",
      journal_entry_id: expect.any(String),
      is_overdue: true, // due 2025-04-09, approved and unpaid
      updated_at: expect.any(String),
    });
    const entry = await getOk(books, `/journal-entries/${approved.journal_entry_id}/`);
    expect(entry).toMatchObject({
      entry_date: "2025-04-01",
      source: "bill",
      source_id: bill.id,
      total_debit_cents: 3126,
      total_credit_cents: 3126,
    });
    expect(entryLines(entry)).toEqual([
      ["6000", 2501, 0],
      ["1400", 625, 0],
      ["2000", 0, 3126],
    ]);
    expect(await bodyOf(await post(books, `/bills/${bill.id}/approve/`, {}))).toEqual(approved);
    expect((await getOk(books, "/journal-entries/?source=bill")).count).toBe(1);
  });

  test("void of an unapproved bill touches no ledger; voiding again is 200 unchanged; approving it is 409", async () => {
    const books = await newBooks();
    const bill = await createBill(books);
    const voided = await bodyOf(await post(books, `/bills/${bill.id}/void/`));
    expect(voided).toMatchObject({
      status: "voided",
      voided_at: expect.any(String),
      outstanding_balance: 3126,
    });
    expect(await bodyOf(await post(books, `/bills/${bill.id}/void/`))).toEqual(voided);
    await expectError(await post(books, `/bills/${bill.id}/approve/`, {}), 409, "conflict");
    expect((await getOk(books, "/journal-entries/")).count).toBe(0);
  });

  test("void of an approved bill posts the reversal dated today", async () => {
    const books = await newBooks();
    const bill = await createApprovedBill(books);
    const voided = await bodyOf(await post(books, `/bills/${bill.id}/void/`));
    expect(voided).toMatchObject({
      status: "voided",
      is_overdue: false,
      journal_entry_id: bill.journal_entry_id,
    });
    const entries = await getOk(books, "/journal-entries/?source=bill");
    expect(entries.count).toBe(2);
    const reversal = entries.results.find(
      (entry: { reverses_entry_id: string | null }) => entry.reverses_entry_id,
    );
    expect(reversal).toMatchObject({
      reverses_entry_id: bill.journal_entry_id,
      source_id: bill.id,
      entry_date: todayInStockholm(),
    });
    expect(entryLines(reversal)).toEqual([
      ["6000", 0, 2501],
      ["1400", 0, 625],
      ["2000", 3126, 0],
    ]);
  });

  test("void with a payment is 409 and changes nothing; an unknown bill is 404", async () => {
    const books = await newBooks();
    const bill = await createApprovedBill(books);
    await bodyOf(
      await post(books, `/bills/${bill.id}/payments/`, { amount_cents: 100, payment_method: "card" }),
      201,
    );
    const before = await getOk(books, `/bills/${bill.id}/`);
    await expectError(await post(books, `/bills/${bill.id}/void/`), 409, "conflict");
    expect(await getOk(books, `/bills/${bill.id}/`)).toEqual(before);
    await expectError(await post(books, `/bills/${crypto.randomUUID()}/void/`), 404, "not_found");
    await expectError(await post(books, `/bills/${crypto.randomUUID()}/approve/`, {}), 404, "not_found");
  });
});

test.describe("GET /bills/", () => {
  /** Four bills of three vendors in four states, created in the order A, B, C, D. */
  async function fourBills(books: Books) {
    const a = await createApprovedBill(books, {
      bill_number: "INV-001",
      bill_date: "2025-03-01",
      due_at: "2025-04-01",
    });
    const b = await createApprovedBill(books, {
      vendor_external_id: "beta",
      vendor_name: "Beta Oy",
      memo: "Office chairs",
      bill_date: "2025-04-01",
      due_at: "2025-05-01",
    });
    await bodyOf(
      await post(books, `/bills/${b.id}/payments/`, { amount_cents: 100, payment_method: "card" }),
      201,
    );
    const c = await createBill(books, {
      vendor_bill_number: "V-77",
      bill_date: "2025-02-01",
      due_at: "2025-06-01",
    });
    await bodyOf(await post(books, `/bills/${c.id}/void/`));
    const d = await createApprovedBill(books, {
      vendor_external_id: "delta",
      vendor_name: "Delta AS",
      bill_date: "2025-03-15",
      due_at: "2025-05-15",
    });
    await bodyOf(
      await post(books, `/bills/${d.id}/payments/`, { amount_cents: 3_126, payment_method: "card" }),
      201,
    );
    return { a, b, c, d };
  }

  test("filters by status, vendor, due range and search, alone and combined; sorts both ways; pages", async () => {
    const books = await newBooks();
    const { a, b, c, d } = await fourBills(books);
    const ids = async (query: string) =>
      (await getOk(books, `/bills/${query}`)).results.map((bill: { id: string }) => bill.id);
    expect(await ids("")).toEqual([d.id, c.id, b.id, a.id]);
    expect(await ids("?status=received")).toEqual([a.id]);
    expect(await ids("?status=partially_paid")).toEqual([b.id]);
    expect(await ids("?status=paid")).toEqual([d.id]);
    expect(await ids("?status=voided")).toEqual([c.id]);
    expect(await ids("?status=paid,partially_paid")).toEqual([d.id, b.id]);
    expect(await ids(`?vendor_id=${a.vendor.id}`)).toEqual([c.id, a.id]);
    expect(await ids(`?vendor_id=${b.vendor.id},${d.vendor.id}`)).toEqual([d.id, b.id]);
    expect(await ids("?vendor_external_id=beta")).toEqual([b.id]);
    expect(await ids("?due_at_start=2025-05-01")).toEqual([d.id, c.id, b.id]);
    expect(await ids("?due_at_end=2025-05-01")).toEqual([b.id, a.id]);
    expect(await ids("?due_at_start=2025-04-30T22:00:00Z&due_at_end=2025-05-15")).toEqual([d.id, b.id]);
    expect(await ids("?search=inv-001")).toEqual([a.id]);
    expect(await ids("?search=CHAIRS")).toEqual([b.id]);
    expect(await ids("?search=v-77")).toEqual([c.id]);
    expect(await ids("?search=delta as")).toEqual([d.id]);
    expect(await ids(`?search=${a.external_id}`)).toEqual([a.id]);
    expect(await ids("?vendor_external_id=acme&status=voided")).toEqual([c.id]);
    expect(await ids("?search=acme&due_at_end=2025-04-30")).toEqual([a.id]);
    expect(await ids("?sort=created_at")).toEqual([a.id, b.id, c.id, d.id]);
    expect(await ids("?sort=due_at")).toEqual([a.id, b.id, d.id, c.id]);
    expect(await ids("?sort=-due_at")).toEqual([c.id, d.id, b.id, a.id]);
    expect(await ids("?sort=issue_date")).toEqual([c.id, a.id, d.id, b.id]);
    expect(await ids("?sort=-issue_date")).toEqual([b.id, d.id, a.id, c.id]);
    const page = await getOk(books, "/bills/?sort=due_at&page=2&page_size=3");
    expect(page).toMatchObject({
      count: 4,
      page_info: { total_count: 4, current_page: 2, total_pages: 2, page_size: 3 },
    });
    expect(page.results.map((bill: { id: string }) => bill.id)).toEqual([c.id]);
    expect((await getOk(books, "/bills/?page=3&page_size=3")).results).toEqual([]);
    const listed = (await getOk(books, "/bills/?status=partially_paid")).results[0];
    expect(listed).toEqual(await getOk(books, `/bills/${b.id}/`));
    expect(listed).toMatchObject({ is_overdue: true, outstanding_balance: 3_026 });
  });

  const badQueries: [string, string][] = [
    ["?status=received,lost", "status"],
    ["?vendor_id=not-a-uuid", "vendor_id"],
    ["?due_at_start=yesterday", "due_at_start"],
    ["?sort=amount", "sort"],
    ["?page=0", "page"],
    ["?page_size=101", "page_size"],
  ];
  for (const [query, field] of badQueries) {
    test(`GET ${query} is 400 naming ${field}`, async () => {
      const books = await newBooks();
      const body = await expectError(await get(books, `/bills/${query}`), 400, "validation_error");
      // A comma list reports the bad item's position (vendor_id.0).
      expect(Object.keys(body.details ?? {})).toEqual([
        expect.stringMatching(new RegExp(`^${field}(\\.\\d+)?$`)),
      ]);
    });
  }

  test("GET of an unknown bill or another business's bill is 404", async () => {
    const books = await newBooks();
    const other = await newBooks();
    const theirs = await createBill(other);
    await expectError(await get(books, `/bills/${theirs.id}/`), 404, "not_found");
    await expectError(await get(books, `/bills/${crypto.randomUUID()}/`), 404, "not_found");
  });
});
