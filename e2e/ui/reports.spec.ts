import { readFile } from "node:fs/promises";
import { expect, test, type Frame, type Page } from "@playwright/test";
import { expectNoSeriousViolationsInFrame as expectNoSeriousAxeViolations } from "../support/axe-in-frame";
import { apiCsv, apiJson, booksWithActivity, openReport, sek, YEAR } from "../support/report-books";

/** The table row headed `label`, which must show `amount`. */
async function expectRow(frame: Frame, label: string, cents: number) {
  const row = frame
    .getByRole("row")
    .filter({ has: frame.getByRole("rowheader", { name: label, exact: true }) })
    .first();
  await expect(row, label).toContainText(sek(cents));
}

/** Clicks the CSV button and returns the saved file's text. */
async function downloadCsv(page: Page, frame: Frame) {
  const download = page.waitForEvent("download");
  await frame.getByRole("button", { name: "Download CSV" }).click();
  return readFile(await (await download).path(), "utf8");
}

test.describe("reports in the partner's iframe", () => {
  // Each test first books a year of activity through the API, then walks several pages in the iframe.
  test.describe.configure({ timeout: 60_000 });

  test("balance sheet: totals equal the API's, a figure opens its ledger lines, CSV matches the API's", async ({
    page,
  }) => {
    const books = await booksWithActivity();
    const query = `as_of_date=${YEAR.end}&detail_level=detailed`;
    const [sheet] = await apiJson(books, `/reports/balance-sheet/?${query}`);
    const frame = await openReport(page, books, `/reports/balance-sheet/?as_of=${YEAR.end}&detail=detailed`);
    await expect(frame.getByRole("table", { name: /Balance sheet as of Dec 31, 2025/ })).toBeVisible();
    await expect(frame.getByRole("img", { name: /^Assets of / })).toBeVisible();
    await expectRow(frame, "Total assets", sheet.summary.total_assets_cents);
    await expectRow(frame, "Total liabilities", sheet.summary.total_liabilities_cents);
    await expectRow(frame, "Total equity", sheet.summary.total_equity_cents);
    await expectRow(frame, "Net assets", sheet.summary.net_assets_cents);
    await expectRow(frame, "Total current assets", sheet.summary.total_current_assets_cents);
    await expectNoSeriousAxeViolations(page);

    expect(await downloadCsv(page, frame)).toBe(await apiCsv(books, `/reports/balance-sheet/?${query}`));

    const payables = sheet.current_liabilities.line_items.find(
      (item: { account_code: string }) => item.account_code === "2000",
    );
    await frame
      .getByRole("link", { name: `${sek(payables.value_cents)}: entries of Accounts payable` })
      .click();
    await expect(frame.getByRole("heading", { name: "General ledger: 2000 Accounts payable" })).toBeVisible();
    const ledger = await apiJson(
      books,
      `/general-ledger/?account_id=${payables.account_id}&end_date=${YEAR.end}`,
    );
    const table = frame.getByRole("table", { name: /Entries of 2000 Accounts payable up to Dec 31, 2025/ });
    // Opening balance, one row per line, closing balance.
    await expect(table.locator("tbody tr")).toHaveCount(ledger.results.length + 2);
    await expectRow(frame, "Closing balance", payables.value_cents);
    const lastLine = ledger.results.at(-1);
    await expect(table.locator("tbody tr").nth(ledger.results.length)).toContainText(
      sek(lastLine.running_balance_cents),
    );
    await expectNoSeriousAxeViolations(page);

    await table.getByRole("button", { name: "Bill payment" }).first().click();
    const dialog = frame.getByRole("dialog", { name: /Journal entry of/ });
    await expect(dialog.getByRole("rowheader", { name: "1000 Bank account" })).toBeVisible();
    await expect(dialog.getByRole("rowheader", { name: "2000 Accounts payable" })).toBeVisible();
  });

  test("cash flow: waterfall, totals and a visible reconciliation equal the API's; CSV matches", async ({
    page,
  }) => {
    const books = await booksWithActivity();
    const query = `start_date=${YEAR.start}&end_date=${YEAR.end}&detail_level=summary`;
    const [cashFlow] = await apiJson(books, `/reports/cash-flow/?${query}`);
    const frame = await openReport(page, books, `/reports/cash-flow/?start=${YEAR.start}&end=${YEAR.end}`);
    await expect(frame.getByRole("img", { name: /^Cash went from / })).toBeVisible();
    const { summary } = cashFlow;
    await expectRow(frame, "Opening cash", summary.opening_cash_cents);
    await expectRow(frame, "Net cash from operating activities", summary.net_cash_from_operating_cents);
    await expectRow(frame, "Net cash from investing activities", summary.net_cash_from_investing_cents);
    await expectRow(frame, "Net cash from financing activities", summary.net_cash_from_financing_cents);
    await expectRow(frame, "Net change in cash", summary.net_change_in_cash_cents);
    await expectRow(frame, "Closing cash", summary.closing_cash_cents);
    const reconciliation = frame.getByRole("region", { name: "Reconciliation" });
    await expect(reconciliation).toContainText(
      `= ${sek(cashFlow.cash_reconciliation.calculated_closing_cents)}`,
    );
    await expect(reconciliation).toContainText(
      `Dec 31, 2025: ${sek(cashFlow.cash_reconciliation.actual_closing_cents)}`,
    );
    await expect(reconciliation.getByRole("status")).toHaveText(/^✓ Reconciles/);
    await expectNoSeriousAxeViolations(page);
    expect(await downloadCsv(page, frame)).toBe(await apiCsv(books, `/reports/cash-flow/?${query}`));
  });

  test("profit and loss: totals equal the API's; an account figure opens its ledger over the period", async ({
    page,
  }) => {
    const books = await booksWithActivity();
    const query = `start_date=${YEAR.start}&end_date=${YEAR.end}&detail_level=detailed`;
    const [report] = await apiJson(books, `/reports/profit-and-loss/?${query}`);
    const frame = await openReport(
      page,
      books,
      `/reports/profit-and-loss/?start=${YEAR.start}&end=${YEAR.end}&detail=detailed`,
    );
    await expectRow(frame, "Total revenue", report.revenue.total_cents);
    await expectRow(frame, "Total expenses", report.expense.total_cents);
    await expectRow(frame, "Gross profit", report.gross_profit_cents);
    await expectRow(frame, "Net profit", report.net_profit_cents);
    await expectNoSeriousAxeViolations(page);
    expect(await downloadCsv(page, frame)).toBe(await apiCsv(books, `/reports/profit-and-loss/?${query}`));
    const [revenue] = report.revenue.line_items;
    await frame
      .getByRole("link", { name: `${sek(revenue.value_cents)}: entries of ${revenue.account_name}` })
      .click();
    await expect(frame.getByRole("table", { name: /from Jan 1, 2025 to Dec 31, 2025/ })).toBeVisible();
    await expectRow(frame, "Closing balance", revenue.value_cents);
  });

  test("AP aging: vendor totals and CSV equal the API's; choosing a vendor by keyboard shows its open bills", async ({
    page,
  }) => {
    const books = await booksWithActivity();
    const [aging] = await apiJson(books, `/insights/ap-aging/?as_of_date=${YEAR.end}`);
    const frame = await openReport(page, books, `/reports/ap-aging/?as_of=${YEAR.end}`);
    await expect(frame.getByRole("img", { name: /outstanding: current/ })).toBeVisible();
    for (const vendor of aging.vendors) {
      const row = frame.getByRole("row").filter({ hasText: vendor.vendor_name });
      await expect(row).toContainText(sek(vendor.total_outstanding_cents));
      await expect(row).toContainText(sek(vendor.aging_buckets.over_90_days));
    }
    await expectRow(frame, "Total", aging.total_outstanding_cents);
    expect(await downloadCsv(page, frame)).toBe(
      await apiCsv(books, `/insights/ap-aging/?as_of_date=${YEAR.end}&group_by=vendor`),
    );
    await expectNoSeriousAxeViolations(page);

    await frame.getByRole("button", { name: "Show the open bills of Acme AB" }).focus();
    await page.keyboard.press("Enter");
    const bills = frame.getByRole("region", { name: "Open bills of Acme AB" });
    await expect(bills.getByRole("rowheader", { name: "ACME-2" })).toBeVisible();
    await expect(bills.getByRole("rowheader", { name: "ACME-1" }), "a paid bill is not open").toHaveCount(0);
    await expect(bills.getByRole("rowheader", { name: "BOLT-1" })).toHaveCount(0);
    await expect(bills).toContainText("Overdue");

    await frame.getByRole("radio", { name: "Total only" }).check();
    await expect(frame.getByRole("row", { name: /All vendors/ })).toContainText(
      sek(aging.total_outstanding_cents),
    );
  });

  test("the nav leads to the reports; a report fits a 360 px iframe (its table scrolls inside)", async ({
    page,
  }) => {
    const books = await booksWithActivity();
    const frame = await openReport(page, books, "/", 360);
    await frame.getByRole("link", { name: "Reports" }).click();
    await frame.getByRole("link", { name: /Balance sheet/ }).click();
    await frame.getByLabel("As of").fill(YEAR.end);
    await frame.getByRole("radio", { name: "Detailed" }).check();
    // The summary stays on screen, dimmed, until the detailed report arrives; its hint goes with it.
    await expect(frame.getByText("Choose Detailed to see each account")).toBeHidden();
    await expect(frame.getByRole("table", { name: /Balance sheet as of Dec 31, 2025/ })).toBeVisible();
    const nav = frame.getByRole("navigation", { name: "Accounting sections" });
    await expect(nav.getByRole("link", { name: "Reports" })).toHaveAttribute("aria-current", "page");
    expect(await frame.evaluate(() => new URL(location.href).searchParams.get("as_of"))).toBe(YEAR.end);
    const overflow = await frame.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "the page does not scroll sideways").toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(page);
  });
});
