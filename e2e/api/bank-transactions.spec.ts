import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { expectError } from "../support/api";
import {
  bodyOf,
  createBankAccount,
  del,
  get,
  getOk,
  idsOf,
  importLines,
  line,
  newBooks,
  post,
  type Books,
} from "../support/banking";

const fixture = (name: string) =>
  fs.readFileSync(`lib/banking/statement-files/fixtures/${name}`).toString("base64");

const importFile = (books: Books, body: Record<string, unknown>) =>
  post(books, "/bank-transactions/import-file/", body);

test.describe("POST /bank-transactions/import/", () => {
  test("creates each line once with per-line results; a repeat and an in-batch duplicate are `existing`", async () => {
    const books = await newBooks();
    const account = await createBankAccount(books, {
      opening_balance_cents: 100_000,
      opening_balance_date: "2025-01-01",
    });
    const rent = line({ amount_cents: 50_000, counterparty_name: "Fastighets AB", reference: "Hyra 03" });
    const sale = line({
      amount_cents: 20_000,
      direction: "credit",
      counterparty_name: "Café Blå AB",
      transaction_type: "bank_transfer",
    });
    const first = await importLines(books, account.id, [rent, sale, rent]);
    expect(first).toEqual({
      bank_account_connection_id: account.id,
      created_count: 2,
      existing_count: 1,
      rejected_count: 0,
      categorized_by_rule_count: 0,
      results: [
        {
          index: 0,
          line: null,
          external_id: rent.external_id,
          status: "created",
          id: expect.any(String),
          errors: null,
          rule_id: null,
        },
        {
          index: 1,
          line: null,
          external_id: sale.external_id,
          status: "created",
          id: expect.any(String),
          errors: null,
          rule_id: null,
        },
        {
          index: 2,
          line: null,
          external_id: rent.external_id,
          status: "existing",
          id: first.results[0].id,
          errors: null,
          rule_id: null,
        },
      ],
    });
    const again = await importLines(books, account.id, [sale]);
    expect(again).toMatchObject({
      created_count: 0,
      existing_count: 1,
      results: [{ status: "existing", id: first.results[1].id }],
    });

    const transaction = await getOk(books, `/bank-transactions/${first.results[0].id}/`);
    expect(transaction).toEqual({
      type: "BankTransaction",
      id: first.results[0].id,
      external_id: rent.external_id,
      date: "2025-03-10",
      amount: 50_000,
      display_amount: "-SEK 500.00",
      signed_amount: -50_000,
      direction: "debit",
      currency: "SEK",
      counterparty_name: "Fastighets AB",
      merchant_name: null,
      description: "Card purchase",
      reference: "Hyra 03",
      status: "uncategorized",
      categorization_status: "pending",
      transaction_type: "other",
      source: "api",
      subcategory: null,
      business_id: books.businessId,
      business_name: expect.any(String),
      account_id: null,
      account_code: null,
      account_name: null,
      tax_rate: null,
      tax_amount_cents: 0,
      categorized_by: null,
      rule_id: null,
      journal_entry_id: null,
      bank_account_connection_id: account.id,
      bank_account_name: "Business account",
      bank_account_mask: "4321",
      bank_account_currency: "SEK",
      is_reconciled: false,
      reconciled_at: null,
      reconciled_amount_cents: 0,
      remaining_amount_cents: 50_000,
      reconciliations: [],
      parent_id: null,
      has_children: false,
      splits: [],
      statement_reconciliation_id: null,
      is_locked: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(await getOk(books, `/bank-accounts/${account.id}/`)).toMatchObject({
      balance_cents: 100_000 - 50_000 + 20_000,
      ledger_balance_cents: 100_000,
      uncategorized_count: 2,
      first_synced_at: expect.any(String),
      last_synced_at: expect.any(String),
    });
    expect((await getOk(books, "/journal-entries/")).count).toBe(1);
  });

  test("20 concurrent imports of one batch store each transaction once", async () => {
    const books = await newBooks();
    const account = await createBankAccount(books);
    const batch = Array.from({ length: 40 }, (_, n) =>
      line({ amount_cents: 1_000 + n, direction: n % 3 ? "debit" : "credit" }),
    );
    const results = await Promise.all(
      Array.from({ length: 20 }, () => importLines(books, account.id, batch)),
    );
    expect(results.reduce((sum, result) => sum + result.created_count, 0)).toBe(40);
    expect(results.every((result) => result.created_count + result.existing_count === 40)).toBe(true);
    const ids = new Set(results.flatMap((result) => result.results.map((item: { id: string }) => item.id)));
    expect(ids.size).toBe(40);
    const page = await getOk(
      books,
      `/bank-transactions/?bank_account_connection_id=${account.id}&page_size=100`,
    );
    expect(page.count).toBe(40);
    const expected = batch.reduce(
      (sum, item) => sum + (item.direction === "credit" ? 1 : -1) * item.amount_cents,
      0,
    );
    expect((await getOk(books, `/bank-accounts/${account.id}/`)).balance_cents).toBe(expected);
  });

  test("a line the account cannot take is rejected on its own; the others are stored", async () => {
    const books = await newBooks();
    const account = await createBankAccount(books, { opening_balance_date: "2025-02-01" });
    const result = await importLines(books, account.id, [
      line({ date: "2025-01-31" }),
      line({ currency: "EUR" }),
      line(),
    ]);
    expect(result).toMatchObject({ created_count: 1, rejected_count: 2 });
    expect(result.results[0]).toMatchObject({
      status: "rejected",
      id: null,
      errors: { date: [expect.stringContaining("2025-02-01")] },
    });
    expect(result.results[1]).toMatchObject({
      status: "rejected",
      errors: { currency: ["The bank account is in SEK."] },
    });
  });

  const invalid: [string, (accountId: string) => unknown, string][] = [
    ["no transactions", (id) => ({ bank_account_connection_id: id, transactions: [] }), "transactions"],
    [
      "1,001 transactions",
      (id) => ({ bank_account_connection_id: id, transactions: Array.from({ length: 1001 }, () => line()) }),
      "transactions",
    ],
    [
      "a zero amount",
      (id) => ({ bank_account_connection_id: id, transactions: [line(), line({ amount_cents: 0 })] }),
      "transactions.1.amount_cents",
    ],
    [
      "a bad direction",
      (id) => ({ bank_account_connection_id: id, transactions: [line({ direction: "out" })] }),
      "transactions.0.direction",
    ],
    [
      "a bad date",
      (id) => ({ bank_account_connection_id: id, transactions: [line({ date: "2025-02-30" })] }),
      "transactions.0.date",
    ],
    [
      "no external_id",
      (id) => ({ bank_account_connection_id: id, transactions: [line({ external_id: undefined })] }),
      "transactions.0.external_id",
    ],
    [
      "an unknown transaction_type",
      (id) => ({ bank_account_connection_id: id, transactions: [line({ transaction_type: "cheque" })] }),
      "transactions.0.transaction_type",
    ],
    [
      "another business's account",
      () => ({ bank_account_connection_id: crypto.randomUUID(), transactions: [line()] }),
      "bank_account_connection_id",
    ],
  ];
  for (const [what, body, field] of invalid) {
    test(`${what} is 400 naming ${field} and stores nothing`, async () => {
      const books = await newBooks();
      const account = await createBankAccount(books);
      const error = await expectError(
        await post(books, "/bank-transactions/import/", body(account.id)),
        400,
        "validation_error",
      );
      expect(error.details).toHaveProperty([field]);
      expect((await getOk(books, "/bank-transactions/")).count).toBe(0);
    });
  }

  test("an archived account refuses imports (409)", async () => {
    const books = await newBooks();
    const account = await createBankAccount(books);
    await bodyOf(await del(books, `/bank-accounts/${account.id}/`));
    await expectError(
      await post(books, "/bank-transactions/import/", {
        bank_account_connection_id: account.id,
        transactions: [line()],
      }),
      409,
      "conflict",
    );
  });
});

test.describe("GET /bank-transactions/", () => {
  test("newest first in the envelope; every documented filter narrows it", async () => {
    const books = await newBooks();
    const main = await createBankAccount(books, { display_name: "Main" });
    const savings = await createBankAccount(books, { display_name: "Savings" });
    const [a, b, c] = (
      await importLines(books, main.id, [
        line({
          date: "2025-03-01",
          amount_cents: 1_000,
          counterparty_name: "Telia",
          transaction_type: "direct_debit",
        }),
        line({
          date: "2025-03-05",
          amount_cents: 5_000,
          direction: "credit",
          description: "Invoice 1001",
          reference: "OCR 555",
        }),
        line({ date: "2025-03-05", amount_cents: 9_000, merchant_name: "Clas Ohlson" }),
      ])
    ).results.map((item: { id: string }) => item.id);
    const [d] = (
      await importLines(books, savings.id, [line({ date: "2025-02-01", amount_cents: 7_000 })])
    ).results.map((item: { id: string }) => item.id);
    const page = await getOk(books, "/bank-transactions/?page_size=2");
    expect(page).toMatchObject({
      count: 4,
      page_info: { total_count: 4, current_page: 1, total_pages: 2, page_size: 2 },
    });
    expect(await idsOf(books, "/bank-transactions/")).toEqual([c, b, a, d]);
    const cases: [string, string[]][] = [
      [`bank_account_connection_id=${savings.id}`, [d]],
      ["direction=credit", [b]],
      ["date_from=2025-03-02&date_to=2025-03-05", [c, b]],
      ["amount_min=5000&amount_max=7000", [b, d]],
      ["search=ohlson", [c]],
      ["search=ocr%20555", [b]],
      ["search=telia", [a]],
      ["transaction_type=direct_debit", [a]],
      ["categorization_status=pending", [c, b, a, d]],
      ["categorization_status=categorized&categorization_status=excluded", []],
      ["status=uncategorized&has_parent=false", [c, b, a, d]],
      ["needs_categorization=true", [c, b, a, d]],
      ["is_categorized=true", []],
      ["is_reconciled=false&source=api", [c, b, a, d]],
      ["has_children=true", []],
      ["ordering=amount", [a, b, d, c]],
      ["ordering=-amount,date", [c, d, b, a]],
      [`account_id=${main.mapped_account}`, []],
    ];
    for (const [query, expected] of cases) {
      const result = await getOk(books, `/bank-transactions/?${query}`);
      expect(
        result.results.map((row: { id: string }) => row.id),
        query,
      ).toEqual(expected);
      expect(result.count, query).toBe(expected.length);
    }
    const badQueries: [string, string][] = [
      ["direction=in", "direction"],
      ["categorization_status=done", "categorization_status"],
      ["date_from=2025-03-05&date_to=2025-03-01", "date_to"],
      ["amount_min=-1", "amount_min"],
      ["ordering=mask", "ordering"],
      ["has_parent=maybe", "has_parent"],
    ];
    for (const [query, field] of badQueries) {
      const error = await expectError(
        await get(books, `/bank-transactions/?${query}`),
        400,
        "validation_error",
      );
      expect(error.details, query).toHaveProperty([field]);
    }
  });

  test("another business's transaction is 404", async () => {
    const books = await newBooks();
    const other = await newBooks();
    const account = await createBankAccount(other);
    const [id] = (await importLines(other, account.id, [line()])).results.map(
      (item: { id: string }) => item.id,
    );
    await expectError(await get(books, `/bank-transactions/${id}/`), 404, "not_found");
    expect((await getOk(books, "/bank-transactions/")).count).toBe(0);
  });
});

test.describe("POST /bank-transactions/import-file/", () => {
  test("imports a CSV export with a column mapping; importing it again changes nothing", async () => {
    const books = await newBooks();
    const account = await createBankAccount(books);
    const body = {
      bank_account_connection_id: account.id,
      format: "csv",
      file: fixture("csv/se-utf8-bom.csv"),
      mapping: {
        date: "Bokföringsdag",
        amount: "Belopp",
        description: "Text",
        reference: "Referens",
        decimal_separator: ",",
      },
    };
    const first = await bodyOf(await importFile(books, body));
    expect(first).toMatchObject({
      created_count: 6,
      existing_count: 0,
      statement: { format: "csv", line_count: 6 },
    });
    expect(first.results.map((item: { line: number }) => item.line)).toEqual([2, 3, 4, 5, 6, 7]);
    const salary = await getOk(books, `/bank-transactions/${first.results[0].id}/`);
    expect(salary).toMatchObject({
      source: "csv",
      date: "2024-01-31",
      amount: 4_825_000,
      direction: "debit",
      description: "Lön januari",
    });
    const again = await bodyOf(await importFile(books, body));
    expect(again).toMatchObject({ created_count: 0, existing_count: 6 });
    expect((await getOk(books, "/bank-transactions/")).count).toBe(6);
  });

  test("imports camt.053 and OFX statements with their balances", async () => {
    const books = await newBooks();
    const account = await createBankAccount(books, { mask: "2345" });
    const camt = await bodyOf(
      await importFile(books, {
        bank_account_connection_id: account.id,
        format: "camt053",
        file: fixture("camt053/se-nordic-001.02.xml"),
      }),
    );
    expect(camt.created_count).toBeGreaterThan(0);
    expect(camt.statement).toMatchObject({
      format: "camt053",
      currency: "SEK",
      account_mask: "2345",
      closing_balance_cents: expect.any(Number),
    });
    const dollars = await newBooks({ country: "US", base_currency: "USD", timezone: "America/New_York" });
    const checking = await createBankAccount(dollars, { mask: null });
    const ofx = await bodyOf(
      await importFile(dollars, {
        bank_account_connection_id: checking.id,
        format: "ofx",
        file: fixture("ofx/checking-sgml-102.ofx"),
      }),
    );
    expect(ofx).toMatchObject({ created_count: 7, statement: { format: "ofx", currency: "USD" } });
    expect(await idsOf(dollars, "/bank-transactions/?source=ofx")).toHaveLength(7);
  });

  const refused: [string, string, Record<string, unknown>, RegExp][] = [
    [
      "a CSV file with a bad date",
      "malformed/csv-bad-date.csv",
      {
        format: "csv",
        mapping: { date: "Date", amount: "Amount", description: "Description", date_format: "DD.MM.YYYY" },
      },
      /^Line 3: /,
    ],
    ["a truncated OFX file", "malformed/ofx-truncated.ofx", { format: "ofx" }, /^Line \d+: /],
    [
      "a camt.053 file that is not well-formed",
      "malformed/camt-not-well-formed.xml",
      { format: "camt053" },
      /^Line \d+: /,
    ],
    ["a statement of another currency", "ofx/checking-sgml-102.ofx", { format: "ofx" }, /USD statement/],
    ["a statement of another account", "camt053/se-nordic-001.02.xml", { format: "camt053" }, /not …9999/],
  ];
  for (const [what, name, body, message] of refused) {
    test(`${what} is 400 naming the line in details.file and stores nothing`, async () => {
      const books = await newBooks();
      const account = await createBankAccount(books, { mask: "9999" });
      const error = await expectError(
        await importFile(books, { bank_account_connection_id: account.id, file: fixture(name), ...body }),
        400,
        "validation_error",
      );
      expect(error.details!.file!.join(" ")).toMatch(message);
      expect((await getOk(books, "/bank-transactions/")).count).toBe(0);
      expect((await getOk(books, `/bank-accounts/${account.id}/`)).first_synced_at).toBeNull();
    });
  }

  test("a CSV file needs a mapping; a file that is not base64 is 400", async () => {
    const books = await newBooks();
    const account = await createBankAccount(books);
    const noMapping = await expectError(
      await importFile(books, {
        bank_account_connection_id: account.id,
        format: "csv",
        file: fixture("csv/se-utf8-bom.csv"),
      }),
      400,
      "validation_error",
    );
    expect(noMapping.details).toHaveProperty(["mapping"]);
    const notBase64 = await expectError(
      await importFile(books, { bank_account_connection_id: account.id, format: "ofx", file: "not base64!" }),
      400,
      "validation_error",
    );
    expect(notBase64.details).toHaveProperty(["file"]);
  });
});
