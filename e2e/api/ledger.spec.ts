import { expect, test, type APIRequestContext } from "@playwright/test";
import {
  bearer,
  businessToken,
  createTestBusiness,
  expectError,
  fixtures,
  newApi,
  partnerToken,
} from "../support/api";

const base = (businessId: string) => `/v1/platform/businesses/${businessId}`;

interface Ledger {
  api: APIRequestContext;
  token: string;
  businessId: string;
  accounts: string;
  entries: string;
}

/** A fresh business of the alpha partner, so counts and orders in one test never see another test's data. */
async function newLedger(): Promise<Ledger> {
  const api = await newApi();
  const token = await partnerToken(api, fixtures().alpha);
  const { id } = await createTestBusiness(api, token);
  return {
    api,
    token,
    businessId: id,
    accounts: `${base(id)}/accounts/`,
    entries: `${base(id)}/journal-entries/`,
  };
}

const code = (value: string) => ({ type: "AccountCode", code: value });
const debit = (account: string, cents: number, description?: string) => ({
  account_identifier: code(account),
  debit_cents: cents,
  ...(description ? { description } : {}),
});
const credit = (account: string, cents: number) => ({
  account_identifier: code(account),
  credit_cents: cents,
});

async function postEntry(ledger: Ledger, data: unknown) {
  return ledger.api.post(ledger.entries, { headers: bearer(ledger.token), data });
}

async function listEntries(ledger: Ledger, query = "") {
  const response = await ledger.api.get(`${ledger.entries}${query}`, { headers: bearer(ledger.token) });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

test.describe("accounts", () => {
  test("GET lists the seeded chart in code order with every field", async () => {
    const ledger = await newLedger();
    const response = await ledger.api.get(`${ledger.accounts}?page_size=100`, {
      headers: bearer(ledger.token),
    });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.count).toBeGreaterThan(30);
    expect(body.page_info).toEqual({
      total_count: body.count,
      current_page: 1,
      total_pages: 1,
      page_size: 100,
    });
    const codes = body.results.map((account: { code: string }) => account.code);
    expect(codes).toEqual([...codes].sort());
    expect(body.results.find((account: { code: string }) => account.code === "2000")).toEqual({
      type: "Account",
      id: expect.any(String),
      business_id: ledger.businessId,
      code: "2000",
      name: "Accounts payable",
      classification: "current_liability",
      subtype: "Trade payables",
      cash_flow_tag: null,
      system_role: "accounts_payable",
      is_archived: false,
      created_at: expect.any(String),
    });
  });

  test("GET filters by a classification list and by search over code and name", async () => {
    const ledger = await newLedger();
    const get = async (query: string) =>
      (await ledger.api.get(`${ledger.accounts}${query}`, { headers: bearer(ledger.token) })).json();
    const equity = await get("?classification=share_capital,share_premium");
    expect(equity.results.map((a: { code: string }) => a.code)).toEqual(["3000", "3100"]);
    const byName = await get("?search=PAYABLE");
    expect(byName.results.map((a: { code: string }) => a.code)).toEqual(["2000", "2100", "2510"]);
    const byCode = await get("?search=610&include_archived=true");
    expect(byCode.results.map((a: { code: string }) => a.code)).toEqual(["1610", "6100"]);
    const paged = await get("?page=2&page_size=5");
    expect(paged.results).toHaveLength(5);
    expect(paged.page_info.current_page).toBe(2);
  });

  test("GET with an unknown classification or a bad include_archived is 400 naming the parameter", async () => {
    const ledger = await newLedger();
    const unknown = await ledger.api.get(`${ledger.accounts}?classification=current_asset,equity`, {
      headers: bearer(ledger.token),
    });
    const body = await expectError(unknown, 400, "validation_error");
    expect(body.details?.classification?.[0]).toMatch(/"equity"/);
    const flag = await ledger.api.get(`${ledger.accounts}?include_archived=maybe`, {
      headers: bearer(ledger.token),
    });
    expect((await expectError(flag, 400, "validation_error")).details).toHaveProperty("include_archived");
  });

  test("POST creates a custom account (201) that GET returns; subtype defaults to the classification", async () => {
    const ledger = await newLedger();
    const response = await ledger.api.post(ledger.accounts, {
      headers: bearer(ledger.token),
      data: { code: "6450", name: "Cloud hosting", classification: "expense" },
    });
    expect(response.status(), await response.text()).toBe(201);
    const created = await response.json();
    expect(created).toEqual({
      type: "Account",
      id: expect.any(String),
      business_id: ledger.businessId,
      code: "6450",
      name: "Cloud hosting",
      classification: "expense",
      subtype: "Operating expenses",
      cash_flow_tag: null,
      system_role: null,
      is_archived: false,
      created_at: expect.any(String),
    });
    const fetched = await ledger.api.get(`${ledger.accounts}${created.id}/`, {
      headers: bearer(ledger.token),
    });
    expect(await fetched.json()).toEqual(created);
    const listed = await (
      await ledger.api.get(`${ledger.accounts}?search=hosting`, { headers: bearer(ledger.token) })
    ).json();
    expect(listed.results).toEqual([created]);

    const tagged = await ledger.api.post(ledger.accounts, {
      headers: bearer(ledger.token),
      data: {
        code: "1020",
        name: "Savings",
        classification: "current_asset",
        subtype: "Cash",
        cash_flow_tag: "cash_equivalent",
      },
    });
    expect(await tagged.json()).toMatchObject({ subtype: "Cash", cash_flow_tag: "cash_equivalent" });
  });

  test("POST with a code already in use is 409 conflict, and the first account is unchanged", async () => {
    const ledger = await newLedger();
    const response = await ledger.api.post(ledger.accounts, {
      headers: bearer(ledger.token),
      data: { code: "6000", name: "Duplicate", classification: "expense" },
    });
    const body = await expectError(response, 409, "conflict");
    expect(body.details).toEqual({ code: [expect.any(String)] });
    const listed = await (
      await ledger.api.get(`${ledger.accounts}?search=6000`, { headers: bearer(ledger.token) })
    ).json();
    expect(listed.results.map((a: { name: string }) => a.name)).toEqual(["General expenses"]);
  });

  const badAccounts: [string, Record<string, unknown>, string][] = [
    ["an unknown classification", { code: "9000", name: "X", classification: "equity" }, "classification"],
    ["a code over 20 characters", { code: "1".repeat(21), name: "X", classification: "expense" }, "code"],
    ["an empty name", { code: "9001", name: " ", classification: "expense" }, "name"],
    [
      "an unknown cash_flow_tag",
      { code: "9002", name: "X", classification: "expense", cash_flow_tag: "x" },
      "cash_flow_tag",
    ],
  ];
  for (const [name, data, field] of badAccounts) {
    test(`POST with ${name} is 400 with details for ${field}`, async () => {
      const ledger = await newLedger();
      const response = await ledger.api.post(ledger.accounts, { headers: bearer(ledger.token), data });
      const body = await expectError(response, 400, "validation_error");
      expect(Object.keys(body.details ?? {})).toEqual([field]);
    });
  }

  test("GET of another business's account, or an unknown one, is 404", async () => {
    const mine = await newLedger();
    const theirs = await newLedger();
    const list = await (await theirs.api.get(theirs.accounts, { headers: bearer(theirs.token) })).json();
    const foreign = await mine.api.get(`${mine.accounts}${list.results[0].id}/`, {
      headers: bearer(mine.token),
    });
    await expectError(foreign, 404, "not_found");
    const unknown = await mine.api.get(`${mine.accounts}${crypto.randomUUID()}/`, {
      headers: bearer(mine.token),
    });
    await expectError(unknown, 404, "not_found");
  });
});

test.describe("journal entries", () => {
  test("POST posts a manual entry by AccountCode and AccountId (201); GET returns the same entry", async () => {
    const ledger = await newLedger();
    const bank = (
      await (
        await ledger.api.get(`${ledger.accounts}?search=Bank account`, { headers: bearer(ledger.token) })
      ).json()
    ).results[0];
    const response = await postEntry(ledger, {
      entry_date: "2025-04-30",
      memo: "April rent",
      lines: [
        debit("6100", 1_000_00, "Office rent"),
        debit("1400", 250_00),
        { account_identifier: { type: "AccountId", id: bank.id }, credit_cents: 1_250_00 },
      ],
    });
    expect(response.status(), await response.text()).toBe(201);
    const entry = await response.json();
    expect(entry).toEqual({
      type: "JournalEntry",
      id: expect.any(String),
      business_id: ledger.businessId,
      entry_date: "2025-04-30",
      source: "manual",
      source_id: null,
      memo: "April rent",
      reverses_entry_id: null,
      created_at: expect.any(String),
      total_debit_cents: 1_250_00,
      total_credit_cents: 1_250_00,
      lines: [
        {
          id: expect.any(String),
          line_no: 1,
          account: { id: expect.any(String), code: "6100", name: "Rent", type: "AccountId" },
          debit_cents: 1_000_00,
          credit_cents: 0,
          description: "Office rent",
          currency: null,
          original_amount_cents: null,
        },
        expect.objectContaining({ line_no: 2, debit_cents: 250_00, credit_cents: 0, description: null }),
        expect.objectContaining({
          line_no: 3,
          account: { id: bank.id, code: "1000", name: "Bank account", type: "AccountId" },
          debit_cents: 0,
          credit_cents: 1_250_00,
        }),
      ],
    });
    const fetched = await ledger.api.get(`${ledger.entries}${entry.id}/`, { headers: bearer(ledger.token) });
    expect(fetched.status()).toBe(200);
    expect(await fetched.json()).toEqual(entry);
  });

  test("GET lists newest first and filters by inclusive dates, account, source and page", async () => {
    const ledger = await newLedger();
    const ids: Record<string, string> = {};
    for (const [name, date, expense] of [
      ["jan", "2025-01-31", "6100"],
      ["feb", "2025-02-28", "6300"],
      ["mar1", "2025-03-01", "6100"],
      ["mar31", "2025-03-31", "6400"],
    ] as const) {
      const response = await postEntry(ledger, {
        entry_date: date,
        lines: [debit(expense, 100), credit("1000", 100)],
      });
      expect(response.status(), await response.text()).toBe(201);
      ids[name] = (await response.json()).id;
    }
    const idsOf = (page: { results: { id: string }[] }) => page.results.map((entry) => entry.id);
    const all = await listEntries(ledger);
    expect(all.count).toBe(4);
    expect(idsOf(all)).toEqual([ids.mar31, ids.mar1, ids.feb, ids.jan]);
    expect(all.results[0].lines).toHaveLength(2);

    expect(idsOf(await listEntries(ledger, "?start_date=2025-02-28&end_date=2025-03-01"))).toEqual([
      ids.mar1,
      ids.feb,
    ]);
    const rent = (
      await (await ledger.api.get(`${ledger.accounts}?search=Rent`, { headers: bearer(ledger.token) })).json()
    ).results[0];
    expect(idsOf(await listEntries(ledger, `?account_id=${rent.id}`))).toEqual([ids.mar1, ids.jan]);
    expect(idsOf(await listEntries(ledger, `?account_id=${rent.id}&start_date=2025-02-01`))).toEqual([
      ids.mar1,
    ]);
    expect((await listEntries(ledger, "?source=manual,bill")).count).toBe(4);
    expect(await listEntries(ledger, "?source=bill")).toMatchObject({ count: 0, results: [] });

    const second = await listEntries(ledger, "?page=2&page_size=3");
    expect(idsOf(second)).toEqual([ids.jan]);
    expect(second.page_info).toEqual({ total_count: 4, current_page: 2, total_pages: 2, page_size: 3 });
    expect(await listEntries(ledger, "?page=9")).toMatchObject({ count: 4, results: [] });
  });

  const badQueries: [string, string, string][] = [
    ["an unknown source", "?source=manual,salary", "source"],
    ["a date that does not exist", "?start_date=2025-02-30", "start_date"],
    ["start_date after end_date", "?start_date=2025-03-02&end_date=2025-03-01", "end_date"],
    ["an account_id that is no UUID", "?account_id=6000", "account_id"],
    ["page_size over 100", "?page_size=101", "page_size"],
  ];
  for (const [name, query, field] of badQueries) {
    test(`GET with ${name} is 400 naming ${field}`, async () => {
      const ledger = await newLedger();
      const response = await ledger.api.get(`${ledger.entries}${query}`, { headers: bearer(ledger.token) });
      const body = await expectError(response, 400, "validation_error");
      expect(Object.keys(body.details ?? {})).toEqual([field]);
    });
  }

  const badEntries: [string, Record<string, unknown>, Record<string, unknown>][] = [
    [
      "debits and credits that differ",
      { lines: [debit("6000", 1000), credit("1000", 900)] },
      { lines: [expect.stringContaining("must be equal")] },
    ],
    ["a single line", { lines: [debit("6000", 1000)] }, { lines: [expect.any(String)] }],
    [
      "a line with both sides",
      { lines: [{ ...debit("6000", 1000), credit_cents: 1000 }, credit("1000", 1000)] },
      { "lines.0.debit_cents": [expect.any(String)], "lines.0.credit_cents": [expect.any(String)] },
    ],
    [
      "a line with neither side",
      { lines: [debit("6000", 0), credit("1000", 1000)] },
      { "lines.0.debit_cents": [expect.any(String)], "lines.0.credit_cents": [expect.any(String)] },
    ],
    [
      "a negative amount",
      { lines: [debit("6000", 1000), credit("1000", -1000)] },
      { "lines.1.credit_cents": [expect.any(String)] },
    ],
    [
      "a fractional amount",
      { lines: [debit("6000", 10.5), credit("1000", 10.5)] },
      { "lines.0.debit_cents": [expect.any(String)], "lines.1.credit_cents": [expect.any(String)] },
    ],
    [
      "an unknown account code",
      { lines: [debit("6000", 1000), credit("9999", 1000)] },
      { "lines.1.account_identifier": ["No account with code 9999."] },
    ],
    [
      "an unknown account id",
      {
        lines: [
          debit("6000", 1000),
          { account_identifier: { type: "AccountId", id: crypto.randomUUID() }, credit_cents: 1000 },
        ],
      },
      { "lines.1.account_identifier": [expect.stringMatching(/^No account with id/)] },
    ],
    [
      "an account identifier of an unknown type",
      {
        lines: [
          debit("6000", 1000),
          { account_identifier: { type: "Name", name: "Bank" }, credit_cents: 1000 },
        ],
      },
      { "lines.1.account_identifier.type": [expect.stringContaining("AccountCode")] },
    ],
    [
      "an AccountId that is no UUID",
      {
        lines: [
          debit("6000", 1000),
          { account_identifier: { type: "AccountId", id: "1000" }, credit_cents: 1000 },
        ],
      },
      { "lines.1.account_identifier.id": ["Must be a UUID."] },
    ],
    [
      "no entry_date",
      { entry_date: undefined, lines: [debit("6000", 1000), credit("1000", 1000)] },
      { entry_date: [expect.any(String)] },
    ],
  ];
  for (const [name, change, details] of badEntries) {
    test(`POST with ${name} is 400 with field details and stores nothing`, async () => {
      const ledger = await newLedger();
      const before = (await listEntries(ledger)).count;
      const response = await postEntry(ledger, { entry_date: "2025-05-01", ...change });
      const body = await expectError(response, 400, "validation_error");
      expect(body.details).toEqual(details);
      expect((await listEntries(ledger)).count).toBe(before);
    });
  }

  test("a business_read token can list and get entries but not post one (403)", async () => {
    const ledger = await newLedger();
    const posted = await (
      await postEntry(ledger, { entry_date: "2025-05-01", lines: [debit("6000", 5), credit("1000", 5)] })
    ).json();
    const readOnly = await businessToken(ledger.api, ledger.token, ledger.businessId, "business_read");
    const refused = await ledger.api.post(ledger.entries, {
      headers: bearer(readOnly),
      data: { entry_date: "2025-05-02", lines: [debit("6000", 5), credit("1000", 5)] },
    });
    await expectError(refused, 403, "forbidden");
    const listed = await ledger.api.get(ledger.entries, { headers: bearer(readOnly) });
    expect(listed.status()).toBe(200);
    expect(await listed.json()).toMatchObject({ count: 1, results: [posted] });
    const fetched = await ledger.api.get(`${ledger.entries}${posted.id}/`, { headers: bearer(readOnly) });
    expect(await fetched.json()).toEqual(posted);
    const account = await ledger.api.post(ledger.accounts, {
      headers: bearer(readOnly),
      data: { code: "6460", name: "X", classification: "expense" },
    });
    await expectError(account, 403, "forbidden");
  });

  test("GET of another business's entry, or an unknown one, is 404", async () => {
    const mine = await newLedger();
    const theirs = await newLedger();
    const entry = await (
      await postEntry(theirs, { entry_date: "2025-05-01", lines: [debit("6000", 5), credit("1000", 5)] })
    ).json();
    await expectError(
      await mine.api.get(`${mine.entries}${entry.id}/`, { headers: bearer(mine.token) }),
      404,
      "not_found",
    );
    await expectError(
      await mine.api.get(`${mine.entries}${crypto.randomUUID()}/`, { headers: bearer(mine.token) }),
      404,
      "not_found",
    );
  });
});
