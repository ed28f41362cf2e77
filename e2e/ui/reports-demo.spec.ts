import { expect, test, type Frame } from "@playwright/test";
import { fixtures, newApi, partnerToken } from "../support/api";
import { apiJson, openReport } from "../support/report-books";
import type { Books } from "../support/payables";
import { formatMoney } from "../../lib/i18n/format";

/** The demo business of `npm run dev` (Nordic Bakery AB, SEK), seeded for the test server. */
async function demoBooks(): Promise<Books> {
  const api = await newApi();
  const token = await partnerToken(api, fixtures().embedder);
  const businessId = fixtures().demo_business_id;
  return { api, token, businessId, base: `/v1/platform/businesses/${businessId}` };
}

const today = new Date().toISOString().slice(0, 10);
const FROM = "2000-01-01";
const sek = (cents: number) => formatMoney(cents, "SEK", "en-US");

async function expectRow(frame: Frame, label: string, cents: number) {
  const row = frame
    .getByRole("row")
    .filter({ has: frame.getByRole("rowheader", { name: label, exact: true }) })
    .first();
  await expect(row, label).toContainText(sek(cents));
}

test.describe("every report of the demo business shows the API's figures", () => {
  test.describe.configure({ timeout: 60_000 });

  test("balance sheet", async ({ page }) => {
    const books = await demoBooks();
    const [sheet] = await apiJson(books, `/reports/balance-sheet/?as_of_date=${today}&detail_level=detailed`);
    const frame = await openReport(page, books, `/reports/balance-sheet/?as_of=${today}&detail=detailed`);
    await expectRow(frame, "Total assets", sheet.summary.total_assets_cents);
    await expectRow(frame, "Total liabilities", sheet.summary.total_liabilities_cents);
    await expectRow(frame, "Total equity", sheet.summary.total_equity_cents);
    expect(sheet.summary.total_assets_cents, "the demo has books to show").toBeGreaterThan(0);
  });

  test("cash flow", async ({ page }) => {
    const books = await demoBooks();
    const [flow] = await apiJson(
      books,
      `/reports/cash-flow/?start_date=${FROM}&end_date=${today}&detail_level=summary`,
    );
    const frame = await openReport(page, books, `/reports/cash-flow/?start=${FROM}&end=${today}`);
    await expectRow(frame, "Net cash from operating activities", flow.summary.net_cash_from_operating_cents);
    await expectRow(frame, "Net change in cash", flow.summary.net_change_in_cash_cents);
    await expectRow(frame, "Closing cash", flow.summary.closing_cash_cents);
    await expect(frame.getByRole("region", { name: "Reconciliation" }).getByRole("status")).toHaveText(
      /^✓ Reconciles/,
    );
  });

  test("profit and loss", async ({ page }) => {
    const books = await demoBooks();
    const [report] = await apiJson(
      books,
      `/reports/profit-and-loss/?start_date=${FROM}&end_date=${today}&detail_level=detailed`,
    );
    const frame = await openReport(
      page,
      books,
      `/reports/profit-and-loss/?start=${FROM}&end=${today}&detail=detailed`,
    );
    await expectRow(frame, "Total revenue", report.revenue.total_cents);
    await expectRow(frame, "Total expenses", report.expense.total_cents);
    await expectRow(frame, "Net profit", report.net_profit_cents);
  });

  test("AP aging", async ({ page }) => {
    const books = await demoBooks();
    const [aging] = await apiJson(books, `/insights/ap-aging/?as_of_date=${today}`);
    const frame = await openReport(page, books, `/reports/ap-aging/?as_of=${today}`);
    for (const vendor of aging.vendors) {
      await expect(frame.getByRole("row").filter({ hasText: vendor.vendor_name })).toContainText(
        sek(vendor.total_outstanding_cents),
      );
    }
    await expectRow(frame, "Total", aging.total_outstanding_cents);
  });
});
