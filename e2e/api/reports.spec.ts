import { expect, test, type APIRequestContext } from "@playwright/test";
import { bearer, createTestBusiness, expectError, fixtures, newApi, partnerToken } from "../support/api";
import {
  $,
  INDIRECT_WITH_LOSS,
  PROPENSITY,
  TRADE_PAYABLES,
  type ExampleEntry,
  type TextbookExample,
} from "../../lib/testing/textbook-examples";

interface Books {
  api: APIRequestContext;
  token: string;
  base: string;
}

async function newBooks(): Promise<Books> {
  const api = await newApi();
  const token = await partnerToken(api, fixtures().alpha);
  const { id } = await createTestBusiness(api, token);
  return { api, token, base: `/v1/platform/businesses/${id}` };
}

const get = (books: Books, path: string, headers: Record<string, string> = {}) =>
  books.api.get(`${books.base}${path}`, { headers: { ...bearer(books.token), ...headers } });

async function getOk(books: Books, path: string) {
  const response = await get(books, path);
  const text = await response.text();
  expect(response.status(), text).toBe(200);
  return JSON.parse(text);
}

async function postEntry(books: Books, entry: ExampleEntry) {
  const response = await books.api.post(`${books.base}/journal-entries/`, {
    headers: bearer(books.token),
    data: {
      entry_date: entry.date,
      memo: entry.memo,
      lines: entry.lines.map(([code, debit, credit, hint]) => ({
        account_identifier: { type: "AccountCode", code },
        ...(debit ? { debit_cents: $(debit) } : { credit_cents: $(credit) }),
        ...(hint ? { cash_flow_hint: hint } : {}),
      })),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Opening balances by manual journal, then the period's transactions, all through the API. */
async function bookExample(example: Pick<TextbookExample, "accounts" | "entries">): Promise<Books> {
  const books = await newBooks();
  for (const account of example.accounts) {
    const response = await books.api.post(`${books.base}/accounts/`, {
      headers: bearer(books.token),
      data: account,
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  for (const entry of example.entries) await postEntry(books, entry);
  return books;
}

const byCode = (group: { line_items: { account_code: string | null; value_cents: number }[] }) =>
  Object.fromEntries(group.line_items.map((item) => [item.account_code, item.value_cents / 100]));

for (const example of [PROPENSITY, INDIRECT_WITH_LOSS]) {
  test(`cash flow of ${example.source} matches the published statement to the cent`, async () => {
    const books = await bookExample(example);
    const { start, end } = example.period;
    const body = await getOk(
      books,
      `/reports/cash-flow/?start_date=${start}&end_date=${end}&detail_level=detailed`,
    );
    expect(body).toHaveLength(1);
    const [report] = body;
    const { expected } = example;
    expect(report.summary).toEqual({
      net_cash_from_operating_cents: $(expected.operating),
      net_cash_from_investing_cents: $(expected.investing),
      net_cash_from_financing_cents: $(expected.financing),
      net_change_in_cash_cents: $(expected.closingCash - expected.openingCash),
      opening_cash_cents: $(expected.openingCash),
      closing_cash_cents: $(expected.closingCash),
    });
    expect(report.cash_reconciliation).toEqual({
      opening_cash_cents: $(expected.openingCash),
      net_change_cents: $(expected.closingCash - expected.openingCash),
      calculated_closing_cents: $(expected.closingCash),
      actual_closing_cents: $(expected.closingCash),
      reconciles: true,
    });
    expect(report.operating_activities.net_profit_cents).toBe($(expected.netProfit));
    expect(byCode(report.operating_activities.non_cash_adjustments)).toEqual(expected.adjustments);
    expect(byCode(report.operating_activities.working_capital_changes)).toEqual(expected.workingCapital);
    expect(byCode(report.investing_activities)).toEqual(expected.investingItems);
    expect(byCode(report.financing_activities)).toEqual(expected.financingItems);

    const [summary] = await getOk(books, `/reports/cash-flow/?start_date=${start}&end_date=${end}`);
    expect(summary).toEqual({
      business_id: report.business_id,
      start_date: start,
      end_date: end,
      currency: "SEK",
      detail_level: "summary",
      summary: report.summary,
      cash_reconciliation: report.cash_reconciliation,
    });
    const [pnl] = await getOk(books, `/reports/profit-and-loss/?start_date=${start}&end_date=${end}`);
    expect(pnl.net_profit_cents).toBe($(expected.netProfit));
  });
}

test("balance sheet of Propensity (OpenStax §16.3) at 2018-12-31: published totals, equity = net assets", async () => {
  const books = await bookExample(PROPENSITY);
  const body = await getOk(books, "/reports/balance-sheet/?as_of_date=2018-12-31&detail_level=detailed");
  expect(body).toHaveLength(1);
  const [sheet] = body;
  expect(sheet.summary).toEqual({
    total_assets_cents: $(284_000),
    total_non_current_assets_cents: $(164_500),
    total_current_assets_cents: $(119_500),
    total_liabilities_cents: $(104_100),
    total_current_liabilities_cents: $(19_100),
    total_non_current_liabilities_cents: $(85_000),
    total_equity_cents: $(179_900),
    net_assets_cents: $(179_900),
  });
  expect(byCode(sheet.share_capital)).toEqual({ "3000": 115_000 });
  expect(sheet.retained_earnings).toEqual({
    display_name: "Retained earnings",
    total_cents: $(64_900),
    line_items: [
      {
        account_id: expect.any(String),
        account_code: "3300",
        account_name: "Retained earnings",
        value_cents: $(61_000),
      },
      {
        account_id: expect.any(String),
        account_code: "3310",
        account_name: "Dividends",
        value_cents: $(-440),
      },
      { account_id: null, account_code: null, account_name: "Profit or loss to date", value_cents: $(4_340) },
    ],
  });
  const [summary] = await getOk(books, "/reports/balance-sheet/?as_of_date=2018-12-31");
  expect(summary.detail_level).toBe("summary");
  expect(summary.current_assets).toEqual({
    display_name: "Current assets",
    total_cents: $(119_500),
    line_items: [],
  });
  expect(summary.reserves).toEqual({ display_name: "Reserves", total_cents: 0, line_items: [] });
});

test("a report figure traces to its entries: general ledger and trial balance agree with the balance sheet", async () => {
  const books = await bookExample(PROPENSITY);
  const [sheet] = await getOk(books, "/reports/balance-sheet/?as_of_date=2018-12-31&detail_level=detailed");
  const receivables = sheet.current_assets.line_items.find(
    (item: { account_code: string }) => item.account_code === "1110",
  );
  const ledger = await getOk(
    books,
    `/general-ledger/?account_id=${receivables.account_id}&start_date=2018-01-01&end_date=2018-12-31&page_size=1`,
  );
  expect(ledger).toMatchObject({
    count: 2,
    page_info: { total_count: 2, current_page: 1, total_pages: 2, page_size: 1 },
    account: { id: receivables.account_id, code: "1110", normal_side: "debit" },
    start_date: "2018-01-01",
    end_date: "2018-12-31",
    opening_balance_cents: $(26_000),
    closing_balance_cents: receivables.value_cents,
  });
  expect(ledger.results).toEqual([
    {
      entry_id: expect.any(String),
      line_id: expect.any(String),
      line_no: 1,
      entry_date: "2018-01-15",
      memo: "Sales on account",
      description: null,
      source: "manual",
      source_id: null,
      debit_cents: $(60_000),
      credit_cents: 0,
      running_balance_cents: $(86_000),
      flow_class: "working_capital",
      cash_flow_hint: null,
    },
  ]);
  const second = await getOk(
    books,
    `/general-ledger/?account_id=${receivables.account_id}&start_date=2018-01-01&end_date=2018-12-31&page=2&page_size=1`,
  );
  expect(second.results[0]).toMatchObject({ credit_cents: $(64_500), running_balance_cents: $(21_500) });

  const [trial] = await getOk(books, "/reports/trial-balance/?as_of_date=2018-12-31");
  expect(trial.total_debit_cents).toBe(trial.total_credit_cents);
  expect(trial.accounts.find((line: { account_code: string }) => line.account_code === "1110")).toMatchObject(
    {
      debit_cents: $(21_500),
      credit_cents: 0,
    },
  );
  expect(trial.accounts.find((line: { account_code: string }) => line.account_code === "7300")).toMatchObject(
    {
      debit_cents: 0,
      credit_cents: $(4_800),
    },
  );
});

test("IAS 7 ¶43: a machine on a hinted bill shows in investing only as it is paid", async () => {
  const books = await bookExample({
    accounts: [TRADE_PAYABLES],
    entries: [
      {
        date: "2025-01-01",
        memo: "Capital",
        lines: [
          ["1000", 10_000, 0],
          ["3000", 0, 10_000],
        ],
      },
      {
        date: "2025-02-01",
        memo: "Machine on a bill",
        lines: [
          ["1500", 6_000, 0],
          ["2010", 0, 6_000, "investing"],
        ],
      },
      {
        date: "2025-03-01",
        memo: "Part payment",
        lines: [
          ["2010", 2_500, 0, "investing"],
          ["1000", 0, 2_500],
        ],
      },
      {
        date: "2025-03-05",
        memo: "Land for a note",
        lines: [
          ["1520", 50_000, 0],
          ["2510", 0, 50_000],
        ],
      },
    ],
  });
  const [report] = await getOk(
    books,
    "/reports/cash-flow/?start_date=2025-02-01&end_date=2025-03-31&detail_level=detailed",
  );
  expect(report.summary).toMatchObject({
    net_cash_from_operating_cents: 0,
    net_cash_from_investing_cents: $(-2_500),
    net_cash_from_financing_cents: 0,
  });
  expect(byCode(report.investing_activities)).toEqual({ "2010": -2_500 });
  expect(report.operating_activities.working_capital_changes.line_items).toEqual([]);
});

test("CSV: Accept: text/csv and ?format=csv return the report as text/csv", async () => {
  const books = await bookExample(PROPENSITY);
  const byAccept = await get(books, "/reports/balance-sheet/?as_of_date=2018-12-31&detail_level=detailed", {
    Accept: "text/csv",
  });
  expect(byAccept.status()).toBe(200);
  expect(byAccept.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(byAccept.headers()["content-disposition"]).toBe(
    'attachment; filename="balance-sheet-2018-12-31.csv"',
  );
  const lines = (await byAccept.text()).trim().split("\r\n");
  expect(lines[0]).toBe("section,account_id,account_code,account_name,value_cents");
  expect(lines).toContain("total,,,total_assets_cents,28400000");
  expect(lines).toContainEqual(
    expect.stringMatching(/^current_assets,[0-9a-f-]{36},1110,Trade receivables,2150000$/),
  );
  const byFormat = await get(
    books,
    "/reports/cash-flow/?start_date=2018-01-01&end_date=2018-12-31&format=csv",
  );
  expect(byFormat.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(await byFormat.text()).toContain("total,,,net_cash_from_operating_cents,1384000");
  for (const path of [
    "/reports/profit-and-loss/?start_date=2018-01-01&end_date=2018-12-31",
    "/reports/trial-balance/?as_of_date=2018-12-31",
  ]) {
    const response = await get(books, `${path}&format=csv`);
    expect(response.headers()["content-type"], path).toBe("text/csv; charset=utf-8");
  }
  const json = await get(books, "/reports/trial-balance/?as_of_date=2018-12-31");
  expect(json.headers()["content-type"]).toContain("application/json");
});

const badQueries: [string, string, string][] = [
  ["cash flow without start_date", "/reports/cash-flow/?end_date=2025-01-31", "start_date"],
  [
    "cash flow with start_date after end_date",
    "/reports/cash-flow/?start_date=2025-02-01&end_date=2025-01-31",
    "end_date",
  ],
  [
    "cash flow with an unknown detail_level",
    "/reports/cash-flow/?start_date=2025-01-01&end_date=2025-01-31&detail_level=full",
    "detail_level",
  ],
  [
    "balance sheet with a date that does not exist",
    "/reports/balance-sheet/?as_of_date=2025-02-30",
    "as_of_date",
  ],
  ["balance sheet without as_of_date", "/reports/balance-sheet/", "as_of_date"],
  [
    "profit and loss with a bad end_date",
    "/reports/profit-and-loss/?start_date=2025-01-01&end_date=tomorrow",
    "end_date",
  ],
  [
    "trial balance with an unknown format",
    "/reports/trial-balance/?as_of_date=2025-01-01&format=xml",
    "format",
  ],
  ["general ledger without account_id", "/general-ledger/", "account_id"],
  ["general ledger with an account_id that is no UUID", "/general-ledger/?account_id=1100", "account_id"],
];
for (const [name, path, field] of badQueries) {
  test(`${name} is 400 naming ${field}`, async () => {
    const books = await newBooks();
    const body = await expectError(await get(books, path), 400, "validation_error");
    expect(Object.keys(body.details ?? {})).toEqual([field]);
  });
}

test("general ledger of an account of another business, or of no account, is 400 on account_id", async () => {
  const mine = await newBooks();
  const theirs = await newBooks();
  const account = (await getOk(theirs, "/accounts/?search=1100")).results[0];
  for (const id of [account.id, crypto.randomUUID()]) {
    const body = await expectError(
      await get(mine, `/general-ledger/?account_id=${id}`),
      400,
      "validation_error",
    );
    expect(body.details).toEqual({ account_id: [`No account with id ${id} in this business.`] });
  }
});
