import { expect, test } from "@playwright/test";
import { bearer, expectError } from "../support/api";
import {
  accountByCode,
  bodyOf,
  createBankAccount,
  del,
  entriesOf,
  entryLines,
  expectBalancedTrial,
  get,
  getOk,
  idsOf,
  ledgerBalance,
  newBooks,
  post,
  put,
} from "../support/banking";

test.describe("POST /bank-accounts/", () => {
  test("creates the account with a new cash account and posts the opening balance against retained earnings", async () => {
    const books = await newBooks();
    const account = await createBankAccount(books, {
      display_name: "Main account",
      official_name: "Företagskonto",
      external_id: "bank-1",
      opening_balance_cents: 250_000,
      opening_balance_date: "2025-01-01",
    });
    expect(account).toEqual({
      type: "BankAccount",
      id: expect.any(String),
      business_id: books.businessId,
      business_name: expect.any(String),
      display_name: "Main account",
      official_name: "Företagskonto",
      mask: "4321",
      balance: 2500,
      balance_cents: 250_000,
      ledger_balance_cents: 250_000,
      currency: "SEK",
      is_active: true,
      bank_link_status: "active",
      provider: "manual",
      account_key: "bank-1",
      bank_link_id: null,
      mapped_account: expect.any(String),
      mapped_account_code: "1001",
      mapped_account_name: "Main account",
      external_id: "bank-1",
      opening_balance_cents: 250_000,
      opening_balance_date: "2025-01-01",
      opening_journal_entry_id: expect.any(String),
      uncategorized_count: 0,
      first_synced_at: null,
      last_synced_at: null,
      last_reconciled_date: null,
      archived_at: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const ledgerAccount = await getOk(books, `/accounts/${account.mapped_account}/`);
    expect(ledgerAccount).toMatchObject({
      code: "1001",
      classification: "current_asset",
      subtype: "Cash and cash equivalents",
      cash_flow_tag: "cash_equivalent",
    });
    const entry = await getOk(books, `/journal-entries/${account.opening_journal_entry_id}/`);
    expect(entry).toMatchObject({ entry_date: "2025-01-01", source: "bank_account", source_id: account.id });
    expect(entryLines(entry)).toEqual([
      ["1001", 250_000, 0],
      ["3300", 0, 250_000],
    ]);
    expect(await getOk(books, `/bank-accounts/${account.id}/`)).toEqual(account);
    await expectBalancedTrial(books);
  });

  test("an overdrawn opening balance credits the cash account; a second account takes the next code", async () => {
    const books = await newBooks();
    await createBankAccount(books, { display_name: "First" });
    const overdrawn = await createBankAccount(books, {
      display_name: "Credit line",
      opening_balance_cents: -40_000,
      opening_balance_date: "2025-02-01",
    });
    expect(overdrawn).toMatchObject({ mapped_account_code: "1002", balance_cents: -40_000 });
    expect(await ledgerBalance(books, "1002")).toBe(-40_000);
    expect(await ledgerBalance(books, "3300")).toBe(40_000);
  });

  test("maps an existing cash account; a non-cash or already mapped account is 400 and stores nothing", async () => {
    const books = await newBooks();
    const bank = await accountByCode(books, "1000");
    const mapped = await createBankAccount(books, { mapped_account_id: bank.id });
    expect(mapped).toMatchObject({ mapped_account: bank.id, mapped_account_code: "1000" });
    const expense = await accountByCode(books, "6000");
    for (const [id, message] of [
      [bank.id, "already mapped"],
      [expense.id, "not a cash account"],
      [crypto.randomUUID(), "No account"],
    ]) {
      const body = await expectError(
        await post(books, "/bank-accounts/", { display_name: "X", mapped_account_id: id }),
        400,
        "validation_error",
      );
      expect(body.details!.mapped_account_id![0]).toContain(message);
    }
    expect((await getOk(books, "/bank-accounts/")).count).toBe(1);
  });

  test("the same external_id returns the first account with 200, also for 10 concurrent creates", async () => {
    const books = await newBooks();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(books, "/bank-accounts/", {
          display_name: "Raced",
          external_id: "race-1",
          opening_balance_cents: 1_000,
          opening_balance_date: "2025-01-01",
        }),
      ),
    );
    const statuses = responses.map((response) => response.status()).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(await Promise.all(responses.map(async (response) => (await response.json()).id)));
    expect(ids.size).toBe(1);
    expect((await getOk(books, "/bank-accounts/")).count).toBe(1);
    const codes = (await getOk(books, "/accounts/?search=100&page_size=100")).results.map(
      (account: { code: string }) => account.code,
    );
    expect(codes.filter((code: string) => code.startsWith("100"))).toEqual(["1000", "1001"]);
    expect(await ledgerBalance(books, "1001")).toBe(1_000);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ["no display name", { display_name: undefined }, "display_name"],
    ["an opening balance without a date", { opening_balance_cents: 5 }, "opening_balance_date"],
    [
      "a fractional opening balance",
      { opening_balance_date: "2025-01-01", opening_balance_cents: 1.5 },
      "opening_balance_cents",
    ],
    ["another currency", { currency: "EUR" }, "currency"],
    ["an unknown currency", { currency: "XXX" }, "currency"],
    ["a bad mask", { mask: "12-34" }, "mask"],
    ["a bad mapped account id", { mapped_account_id: "nope" }, "mapped_account_id"],
  ];
  for (const [what, body, field] of invalid) {
    test(`${what} is 400 naming ${field} and stores nothing`, async () => {
      const books = await newBooks();
      const details = (
        await expectError(
          await post(books, "/bank-accounts/", { display_name: "X", ...body }),
          400,
          "validation_error",
        )
      ).details;
      expect(details).toHaveProperty([field]);
      expect((await getOk(books, "/bank-accounts/")).count).toBe(0);
      expect((await getOk(books, "/journal-entries/")).count).toBe(0);
    });
  }
});

test.describe("GET /bank-accounts/", () => {
  test("lists newest first in the envelope with statistics of everything matched; filters narrow it", async () => {
    // A search also matches the business's name, so the name must not hold the digits searched for below (the test
    // business's default name carries the worker's pid).
    const books = await newBooks({ name: "Bank account list books" });
    const first = await createBankAccount(books, { display_name: "Savings", mask: "1111", external_id: "s" });
    const second = await createBankAccount(books, {
      display_name: "Operating",
      mask: "2222",
      opening_balance_cents: 10_000,
      opening_balance_date: "2025-01-01",
    });
    const page = await getOk(books, "/bank-accounts/?page_size=1");
    expect(page).toMatchObject({
      count: 2,
      page_info: { total_count: 2, current_page: 1, total_pages: 2, page_size: 1 },
      statistics: {
        total: 2,
        active: 2,
        inactive: 0,
        synced: 0,
        never_synced: 2,
        mapped: 2,
        unmapped: 0,
        by_provider: { manual: 2 },
        by_currency: { SEK: 2 },
        balance: {
          total_cents: 10_000,
          average_cents: 5_000,
          minimum_cents: 0,
          maximum_cents: 10_000,
          account_count: 2,
        },
      },
    });
    expect(page.results.map((row: { id: string }) => row.id)).toEqual([second.id]);
    expect(await idsOf(books, "/bank-accounts/?search=222")).toEqual([second.id]);
    expect(await idsOf(books, "/bank-accounts/?display_name=savings")).toEqual([first.id]);
    expect(await idsOf(books, "/bank-accounts/?balance_min=50")).toEqual([second.id]);
    expect(await idsOf(books, "/bank-accounts/?ordering=display_name")).toEqual([second.id, first.id]);
    expect(await idsOf(books, `/bank-accounts/?mapped_account_id=${first.mapped_account}`)).toEqual([
      first.id,
    ]);
    expect(await idsOf(books, "/bank-accounts/?has_been_synced=true")).toEqual([]);
    expect(await idsOf(books, `/bank-accounts/?business_id=${crypto.randomUUID()}`)).toEqual([]);
    await expectError(await get(books, "/bank-accounts/?bank_link_status=broken"), 400, "validation_error");
    await expectError(await get(books, "/bank-accounts/?ordering=mask"), 400, "validation_error");
  });

  test("another business's bank account is 404; a business token of another business is 403", async () => {
    const books = await newBooks();
    const other = await newBooks();
    const account = await createBankAccount(other);
    await expectError(await get(books, `/bank-accounts/${account.id}/`), 404, "not_found");
    await expectError(
      await books.api.get(`${other.base}/bank-accounts/`, { headers: bearer(await businessTokenOf(books)) }),
      403,
      "forbidden",
    );
  });
});

async function businessTokenOf(books: Awaited<ReturnType<typeof newBooks>>) {
  const response = await books.api.post(`/v1/platform/${books.businessId}/oauth2/token/`, {
    headers: bearer(books.token),
  });
  return (await response.json()).access_token as string;
}

test.describe("PUT and DELETE /bank-accounts/{id}/", () => {
  test("a new opening balance reverses the old entry and posts the new one", async () => {
    const books = await newBooks();
    const account = await createBankAccount(books, {
      opening_balance_cents: 10_000,
      opening_balance_date: "2025-01-01",
    });
    const updated = await bodyOf(
      await put(books, `/bank-accounts/${account.id}/`, {
        display_name: "Renamed",
        mask: null,
        opening_balance_cents: 12_500,
        opening_balance_date: "2025-01-02",
      }),
    );
    expect(updated).toMatchObject({
      display_name: "Renamed",
      mask: null,
      balance_cents: 12_500,
      ledger_balance_cents: 12_500,
      opening_balance_date: "2025-01-02",
    });
    expect(updated.opening_journal_entry_id).not.toBe(account.opening_journal_entry_id);
    const entries = await entriesOf(books, "bank_account", account.id);
    expect(entries).toHaveLength(3);
    expect(
      entries.filter((entry) => entry.reverses_entry_id === account.opening_journal_entry_id),
    ).toHaveLength(1);
    expect(await ledgerBalance(books, "1001")).toBe(12_500);
    await expectBalancedTrial(books);
  });

  test("archive hides nothing, refuses nothing twice, and unarchive restores it", async () => {
    const books = await newBooks();
    const account = await createBankAccount(books);
    const archived = await bodyOf(await del(books, `/bank-accounts/${account.id}/`));
    expect(archived).toMatchObject({ is_active: false, archived_at: expect.any(String) });
    expect(await bodyOf(await del(books, `/bank-accounts/${account.id}/`))).toEqual(archived);
    expect(await idsOf(books, "/bank-accounts/?is_active=false")).toEqual([account.id]);
    expect(await idsOf(books, "/bank-accounts/?is_active=true")).toEqual([]);
    const restored = await bodyOf(await post(books, `/bank-accounts/${account.id}/unarchive/`));
    expect(restored).toMatchObject({ is_active: true, archived_at: null });
  });
});
