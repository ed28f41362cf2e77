import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { expectNoSeriousViolationsInFrame as expectNoSeriousAxeViolations } from "../support/axe-in-frame";
import { apiCsv, apiJson, booksWithActivity, openReport, sek, YEAR } from "../support/report-books";

test.describe("AR aging in the partner's iframe", () => {
  test.describe.configure({ timeout: 90_000 });

  test("customer totals and CSV equal the API's; choosing a customer by keyboard shows its open invoices; 360 px", async ({
    page,
  }) => {
    const books = await booksWithActivity();
    const [aging] = await apiJson(books, `/insights/ar-aging/?as_of_date=${YEAR.end}`);
    expect(aging.customers.length, "the books hold an open invoice").toBeGreaterThan(0);
    const frame = await openReport(page, books, "/reports/", 360);
    await frame.getByRole("link", { name: /Accounts receivable aging/ }).click();
    await frame.getByLabel("As of").fill(YEAR.end);
    await expect(frame.getByRole("img", { name: /^Receivables outstanding: / })).toBeVisible();
    await expect(
      frame.getByRole("table", { name: "Accounts receivable aging as of Dec 31, 2025" }),
    ).toBeVisible();
    for (const customer of aging.customers) {
      const row = frame.getByRole("row").filter({ hasText: customer.customer_name });
      await expect(row).toContainText(sek(customer.total_outstanding_cents));
    }
    const total = frame
      .getByRole("row")
      .filter({ has: frame.getByRole("rowheader", { name: "Total", exact: true }) });
    await expect(total).toContainText(sek(aging.total_outstanding_cents));
    // The chart is loaded lazily: wait for its legend before reading it.
    await expect(frame.locator(".recharts-legend-item-text").first()).toBeVisible();
    const legend = await frame.locator(".recharts-legend-item-text").allTextContents();
    expect(legend, "the legend lists the buckets in age order").toEqual([
      "Current",
      "1–30 days",
      "31–60 days",
      "61–90 days",
      "Over 90 days",
    ]);
    const overflow = await frame.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "the page does not scroll sideways").toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(page);

    const download = page.waitForEvent("download");
    await frame.getByRole("button", { name: "Download CSV" }).click();
    expect(await readFile(await (await download).path(), "utf8")).toBe(
      await apiCsv(books, `/insights/ar-aging/?as_of_date=${YEAR.end}&group_by=customer`),
    );

    await frame.getByRole("button", { name: "Show the open invoices of Nordic Retail AB" }).focus();
    await page.keyboard.press("Enter");
    const invoices = frame.getByRole("region", { name: "Open invoices of Nordic Retail AB" });
    await expect(invoices.getByRole("link", { name: "INV-OPEN" })).toBeVisible();
    await expect(invoices.getByRole("rowheader")).toHaveCount(1);
    await expectNoSeriousAxeViolations(page);
  });
});
