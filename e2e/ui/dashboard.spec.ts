import { expect, test, type Frame } from "@playwright/test";
import { expectNoSeriousViolationsInFrame as expectNoSeriousAxeViolations } from "../support/axe-in-frame";
import { apiJson, booksWithActivity, openReport, sek, YEAR } from "../support/report-books";

/** The figure card named `label` shows `amount` and, under it, `context`. */
async function expectFigure(frame: Frame, label: string, amount: string, context: string) {
  const card = frame.getByRole("region", { name: label, exact: true });
  await expect(card, label).toContainText(amount);
  await expect(card, label).toContainText(context);
}

test.describe("home dashboard in the partner's iframe", () => {
  test.describe.configure({ timeout: 90_000 });

  test("at 360 px its figures equal the API's reports at the same dates, its chart's labels do not overlap, axe clean", async ({
    page,
  }) => {
    const books = await booksWithActivity();
    const asOf = YEAR.end;
    const [cashFlow] = await apiJson(books, `/reports/cash-flow/?start_date=${YEAR.start}&end_date=${asOf}`);
    const [ar] = await apiJson(books, `/insights/ar-aging/?as_of_date=${asOf}&group_by=total`);
    const [ap] = await apiJson(books, `/insights/ap-aging/?as_of_date=${asOf}&group_by=total`);
    const [profitAndLoss] = await apiJson(
      books,
      `/reports/profit-and-loss/?start_date=${YEAR.start}&end_date=${asOf}`,
    );
    const [december] = await apiJson(
      books,
      `/reports/profit-and-loss/?start_date=2025-12-01&end_date=${asOf}`,
    );
    const [lastYear] = await apiJson(
      books,
      `/reports/profit-and-loss/?start_date=2024-01-01&end_date=2024-12-31`,
    );
    const [expenses] = await apiJson(
      books,
      `/insights/expense-breakdown/?start_date=${YEAR.start}&end_date=${asOf}`,
    );
    const overdueInvoices = await apiJson(books, `/invoices/?status=overdue&page_size=1`);

    const frame = await openReport(page, books, `/?as_of=${asOf}`, 360);
    await expect(frame.getByText("Figures as of Dec 31, 2025")).toBeVisible();
    await expectFigure(frame, "Cash", sek(cashFlow.summary.closing_cash_cents), "bank and cash accounts");
    expect(cashFlow.summary.closing_cash_cents, "the books hold cash").not.toBe(0);
    await expectFigure(
      frame,
      "Customers owe you",
      sek(ar.total_outstanding_cents),
      `${sek(ar.total_outstanding_cents - ar.total_aging_buckets.current)} overdue`,
    );
    await expectFigure(
      frame,
      "You owe vendors",
      sek(ap.total_outstanding_cents),
      `${sek(ap.total_outstanding_cents - ap.total_aging_buckets.current)} overdue`,
    );
    expect(ap.total_outstanding_cents - ap.total_aging_buckets.current, "a bill is overdue").toBeGreaterThan(
      0,
    );
    await expectFigure(
      frame,
      "Profit year to date",
      sek(profitAndLoss.net_profit_cents),
      `Same period last year: ${sek(lastYear.net_profit_cents)}`,
    );
    await expectFigure(frame, "Profit this month", sek(december.net_profit_cents), "Same period last year");

    const top = frame.getByRole("region", { name: "Top expenses this year" });
    const [largest] = expenses.categories;
    await expect(top.getByRole("listitem").first()).toContainText(largest.display_name);
    await expect(top.getByRole("listitem").first()).toContainText(sek(largest.total_cents));

    const todo = frame.getByRole("region", { name: "Next things to do" });
    const overdueLink = todo.getByRole("link", { name: `Overdue invoices: ${overdueInvoices.count}` });
    await expect(overdueLink).toHaveAttribute("href", /\/invoices\/\?status=overdue$/);
    await expect(todo.getByRole("link", { name: /^Bills due this week: \d+$/ })).toBeVisible();
    await expect(todo.getByRole("link", { name: /^Bank transactions to categorize: \d+$/ })).toHaveAttribute(
      "href",
      /\/bank-transactions\/$/,
    );

    const chart = frame.getByRole("img", {
      name: /^Revenue, expenses and profit per month from Jan 1, 2025/,
    });
    await expect(chart).toBeVisible();
    const ticks = chart.locator(".recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value");
    await expect(ticks.first()).toBeVisible();
    const boxes = [];
    for (const tick of await ticks.all()) boxes.push(await tick.boundingBox());
    for (let index = 1; index < boxes.length; index++) {
      expect(boxes[index]!.x, "x-axis labels do not overlap").toBeGreaterThanOrEqual(
        boxes[index - 1]!.x + boxes[index - 1]!.width,
      );
    }
    await expect(chart.locator(".recharts-legend-item-text").first()).toBeVisible();
    const legend = await chart.locator(".recharts-legend-item-text").allTextContents();
    expect(legend).toEqual(["Revenue", "Expenses", "Profit"]);

    const overflow = await frame.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "the page does not scroll sideways").toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(page);

    await overdueLink.click();
    await expect.poll(() => frame.url()).toMatch(/\/invoices\/\?status=overdue$/);
  });
});
