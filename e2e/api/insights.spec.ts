import { expect, test } from "@playwright/test";
import fc from "fast-check";
import { expectError } from "../support/api";
import { bodyOf, get, getOk, newBooks, post, type Books } from "../support/payables";

/** A manual entry: debit one account code, credit another. */
async function move(books: Books, date: string, debit: string, credit: string, cents: number) {
  await bodyOf(
    await post(books, "/journal-entries/", {
      entry_date: date,
      lines: [
        { account_identifier: { type: "AccountCode", code: debit }, debit_cents: cents },
        { account_identifier: { type: "AccountCode", code: credit }, credit_cents: cents },
      ],
    }),
    201,
  );
}

/**
 * Books with one movement of every profit and loss subtype, spread over 2025 and into 2026: sales (4000), other
 * income (7000), interest income (7100), cost of goods (5000), rent (6100), salaries (6200), interest (6800), tax
 * (6900), and a rent refund that makes one month's rent negative.
 */
async function booksWithEveryKind(): Promise<Books> {
  const books = await newBooks();
  await move(books, "2025-01-15", "1000", "4000", 100_000);
  await move(books, "2025-02-10", "1000", "4000", 50_000);
  await move(books, "2025-02-20", "1000", "7000", 4_000);
  await move(books, "2025-03-31", "1000", "7100", 1_000);
  await move(books, "2025-01-20", "5000", "1000", 30_000);
  await move(books, "2025-02-01", "6100", "1000", 20_000);
  await move(books, "2025-03-05", "6100", "1000", 20_000);
  await move(books, "2025-03-06", "1000", "6100", 5_000);
  await move(books, "2025-02-25", "6200", "1000", 25_000);
  await move(books, "2025-03-15", "6800", "1000", 2_000);
  await move(books, "2025-12-31", "6900", "2100", 9_000);
  await move(books, "2026-01-02", "1000", "4000", 7_000);
  return books;
}

const summaryOf = async (books: Books, query: string) => {
  const body = await getOk(books, `/insights/financial-summary/?${query}`);
  expect(body).toHaveLength(1);
  return body[0];
};

const profitAndLoss = async (books: Books, start: string, end: string) =>
  (await getOk(books, `/reports/profit-and-loss/?start_date=${start}&end_date=${end}`))[0];

test.describe("GET /insights/financial-summary/", () => {
  test("answers the summary and a trend per calendar month, the edge months cut to the range", async () => {
    const books = await booksWithEveryKind();
    const report = await summaryOf(books, "start_date=2025-01-10&end_date=2025-03-20");
    expect(report).toEqual({
      business_id: books.businessId,
      start_date: "2025-01-10",
      end_date: "2025-03-20",
      currency: "SEK",
      granularity: "monthly",
      summary: {
        total_revenue_cents: 154_000,
        total_expenses_cents: 92_000,
        net_profit_cents: 62_000,
      },
      trends: [
        {
          period_start: "2025-01-10",
          period_end: "2025-01-31",
          period_label: "2025-01",
          revenue_cents: 100_000,
          expenses_cents: 30_000,
          net_profit_cents: 70_000,
        },
        {
          period_start: "2025-02-01",
          period_end: "2025-02-28",
          period_label: "2025-02",
          revenue_cents: 54_000,
          expenses_cents: 45_000,
          net_profit_cents: 9_000,
        },
        {
          period_start: "2025-03-01",
          period_end: "2025-03-20",
          period_label: "2025-03",
          revenue_cents: 0,
          expenses_cents: 17_000,
          net_profit_cents: -17_000,
        },
      ],
    });
  });

  test("quarterly periods are labelled Q1 to Q4, yearly ones by the year", async () => {
    const books = await booksWithEveryKind();
    const quarterly = await summaryOf(
      books,
      "start_date=2025-01-01&end_date=2026-01-31&granularity=quarterly",
    );
    expect(quarterly.trends.map((t: { period_label: string }) => t.period_label)).toEqual([
      "2025-Q1",
      "2025-Q2",
      "2025-Q3",
      "2025-Q4",
      "2026-Q1",
    ]);
    expect(quarterly.trends.at(-1)).toMatchObject({ period_end: "2026-01-31", revenue_cents: 7_000 });
    expect(quarterly.trends[3]).toMatchObject({ expenses_cents: 9_000, net_profit_cents: -9_000 });
    const yearly = await summaryOf(books, "start_date=2025-06-01&end_date=2026-12-31&granularity=yearly");
    expect(
      yearly.trends.map((t: { period_start: string; period_label: string }) => [
        t.period_start,
        t.period_label,
      ]),
    ).toEqual([
      ["2025-06-01", "2025"],
      ["2026-01-01", "2026"],
    ]);
  });

  test("totals equal the profit and loss for the same range, whatever the range and granularity", async () => {
    test.slow();
    const books = await booksWithEveryKind();
    const day = fc
      .integer({ min: 0, max: 420 })
      .map((offset) =>
        new Date(Date.parse("2024-12-20T00:00:00Z") + offset * 86_400_000).toISOString().slice(0, 10),
      );
    await fc.assert(
      fc.asyncProperty(
        day,
        day,
        fc.constantFrom("monthly", "quarterly", "yearly"),
        async (a, b, granularity) => {
          const [start, end] = a <= b ? [a, b] : [b, a];
          const report = await summaryOf(
            books,
            `start_date=${start}&end_date=${end}&granularity=${granularity}`,
          );
          const pnl = await profitAndLoss(books, start, end);
          expect(report.summary.net_profit_cents).toBe(pnl.net_profit_cents);
          expect(report.summary.net_profit_cents).toBe(pnl.summary.net_profit_cents);
          expect(report.summary.total_revenue_cents).toBe(
            pnl.revenue.total_cents + pnl.other_operating_income.total_cents + pnl.finance_income.total_cents,
          );
          expect(report.summary.total_expenses_cents).toBe(
            pnl.direct_costs.total_cents +
              pnl.operating_expenses.total_cents +
              pnl.finance_costs.total_cents +
              pnl.income_tax.total_cents,
          );
        },
      ),
      { numRuns: 8, seed: 20_250_101 },
    );
  });

  const bad: [string, string, string][] = [
    ["without start_date", "end_date=2025-01-31", "start_date"],
    ["with start_date after end_date", "start_date=2025-02-01&end_date=2025-01-31", "end_date"],
    [
      "with an unknown granularity",
      "start_date=2025-01-01&end_date=2025-01-31&granularity=weekly",
      "granularity",
    ],
    ["with a date that does not exist", "start_date=2025-02-30&end_date=2025-03-31", "start_date"],
    ["over more than 120 months", "start_date=2015-01-01&end_date=2025-01-31", "end_date"],
  ];
  for (const [name, query, field] of bad) {
    test(`${name} is 400 naming ${field}`, async () => {
      const books = await newBooks();
      const body = await expectError(
        await get(books, `/insights/financial-summary/?${query}`),
        400,
        "validation_error",
      );
      expect(Object.keys(body.details ?? {})).toEqual([field]);
    });
  }
});

test.describe("GET /insights/expense-breakdown/", () => {
  test("answers each expense subtype with its accounts and shares, largest first", async () => {
    const books = await booksWithEveryKind();
    const [report] = await getOk(
      books,
      "/insights/expense-breakdown/?start_date=2025-01-01&end_date=2025-12-31",
    );
    const ids = Object.fromEntries(
      ((await getOk(books, "/accounts/?page_size=100")).results as { code: string; id: string }[]).map(
        (a) => [a.code, a.id],
      ),
    );
    const account = (code: string, name: string, cents: number, share: number) => ({
      account_id: ids[code],
      account_code: code,
      account_name: name,
      value_cents: cents,
      share_percent: share,
    });
    expect(report).toEqual({
      business_id: books.businessId,
      start_date: "2025-01-01",
      end_date: "2025-12-31",
      currency: "SEK",
      total_expenses_cents: 101_000,
      categories: [
        {
          account_subtype: "operating_expenses",
          display_name: "Operating Expenses",
          total_cents: 60_000,
          share_percent: 59.41,
          accounts: [
            account("6100", "Rent", 35_000, 34.65),
            account("6200", "Salaries and wages", 25_000, 24.75),
          ],
        },
        {
          account_subtype: "direct_costs",
          display_name: "Direct Costs",
          total_cents: 30_000,
          share_percent: 29.7,
          accounts: [account("5000", "Cost of goods sold", 30_000, 29.7)],
        },
        {
          account_subtype: "income_tax",
          display_name: "Income Tax",
          total_cents: 9_000,
          share_percent: 8.91,
          accounts: [account("6900", "Income tax expense", 9_000, 8.91)],
        },
        {
          account_subtype: "finance_costs",
          display_name: "Finance Costs",
          total_cents: 2_000,
          share_percent: 1.98,
          accounts: [account("6800", "Interest expense", 2_000, 1.98)],
        },
      ],
    });
    const [summary] = await getOk(
      books,
      "/insights/financial-summary/?start_date=2025-01-01&end_date=2025-12-31",
    );
    expect(summary.summary.total_expenses_cents).toBe(report.total_expenses_cents);
  });

  test("a range without expenses has no categories and a total of 0; bad ranges are 400", async () => {
    const books = await booksWithEveryKind();
    const [empty] = await getOk(
      books,
      "/insights/expense-breakdown/?start_date=2026-01-01&end_date=2026-01-31",
    );
    expect(empty).toMatchObject({ total_expenses_cents: 0, categories: [] });
    for (const [query, field] of [
      ["start_date=2025-01-01", "end_date"],
      ["start_date=2025-03-01&end_date=2025-01-01", "end_date"],
    ]) {
      const body = await expectError(
        await get(books, `/insights/expense-breakdown/?${query}`),
        400,
        "validation_error",
      );
      expect(Object.keys(body.details ?? {})).toEqual([field]);
    }
  });
});

test.describe("GET /reports/profit-and-loss/ (extensions.md §3.3)", () => {
  test("answers the documented summary and one group per subtype, beside the first shape's groups", async () => {
    const books = await booksWithEveryKind();
    const [summaryLevel] = await getOk(
      books,
      "/reports/profit-and-loss/?start_date=2025-01-01&end_date=2025-12-31",
    );
    expect(summaryLevel.summary).toEqual({
      net_revenue_cents: 150_000,
      total_operating_income_cents: 154_000,
      gross_profit_cents: 124_000,
      total_operating_expenses_cents: 60_000,
      operating_profit_cents: 64_000,
      profit_before_tax_cents: 63_000,
      net_profit_cents: 54_000,
    });
    const totals = Object.fromEntries(
      [
        "revenue",
        "other_operating_income",
        "direct_costs",
        "operating_expenses",
        "finance_income",
        "finance_costs",
        "income_tax",
        "cost_of_sales",
        "expense",
        "other_income",
      ].map((key) => [
        key,
        [summaryLevel[key].display_name, summaryLevel[key].total_cents, summaryLevel[key].line_items],
      ]),
    );
    expect(totals).toEqual({
      revenue: ["Revenue", 150_000, []],
      other_operating_income: ["Other Operating Income", 4_000, []],
      direct_costs: ["Direct Costs", 30_000, []],
      operating_expenses: ["Operating Expenses", 60_000, []],
      finance_income: ["Finance Income", 1_000, []],
      finance_costs: ["Finance Costs", 2_000, []],
      income_tax: ["Income Tax", 9_000, []],
      cost_of_sales: ["Cost of sales", 30_000, []],
      expense: ["Operating expenses", 71_000, []],
      other_income: ["Other income", 5_000, []],
    });
    expect(summaryLevel).toMatchObject({ gross_profit_cents: 120_000, net_profit_cents: 54_000 });
    const [detailed] = await getOk(
      books,
      "/reports/profit-and-loss/?start_date=2025-01-01&end_date=2025-12-31&detail_level=detailed",
    );
    expect(detailed.finance_costs.line_items).toEqual([
      {
        account_id: expect.any(String),
        account_code: "6800",
        account_name: "Interest expense",
        value_cents: 2_000,
      },
    ]);
    expect(
      detailed.operating_expenses.line_items.map((item: { account_code: string }) => item.account_code),
    ).toEqual(["6100", "6200"]);
    const csv = await (
      await get(books, "/reports/profit-and-loss/?start_date=2025-01-01&end_date=2025-12-31&format=csv")
    ).text();
    expect(csv).toContain("total,,,summary.profit_before_tax_cents,63000\r\n");
  });
});
