import { expect, type FrameLocator, test } from "@playwright/test";
import { seriousViolationsInFrame } from "../support/axe-in-frame";
import {
  apiNumbers,
  arrangeInvoices,
  invoiceCells,
  type InvoiceSet,
  openEmbedded,
} from "../support/embedded-invoices";

const applyFilters = (ui: FrameLocator) => ui.getByRole("button", { name: "Apply filters" }).click();

test.describe("invoice list in the partner's iframe", () => {
  // Arranging through the API and a production server shared with other workers take a while.
  test.describe.configure({ timeout: 60_000 });
  // Nothing here changes the invoices, so each worker arranges one set for all of its tests.
  let set: InvoiceSet;
  test.beforeAll(async () => {
    set = await arrangeInvoices();
  });

  test("status (several) and a sent-date range give the API's rows; the URL holds them across a reload", async ({
    page,
  }) => {
    const { ui, frame } = await openEmbedded(page, set.books.businessId, "invoices/");
    await expect(invoiceCells(ui)).toHaveText(await apiNumbers(set.books, ""));

    await ui.getByRole("checkbox", { name: "Draft" }).check();
    await ui.getByRole("checkbox", { name: "Sent" }).check();
    await applyFilters(ui);
    const byStatus = await apiNumbers(set.books, "status=draft,sent");
    expect(byStatus.sort()).toEqual(
      [set.numbers.draft, set.numbers.sent, set.numbers.overdue, set.numbers.sentLater].sort(),
    );
    await expect(invoiceCells(ui)).toHaveText(await apiNumbers(set.books, "status=draft,sent"));

    await ui.getByLabel("Sent from").fill("2025-01-15");
    await ui.getByLabel("Sent to").fill("2025-02-28");
    await applyFilters(ui);
    const expected = await apiNumbers(
      set.books,
      "status=draft,sent&sent_at_start=2025-01-15&sent_at_end=2025-02-28",
    );
    expect(expected).toEqual([set.numbers.sentLater, set.numbers.overdue]);
    await expect(invoiceCells(ui)).toHaveText(expected);
    await expect(ui.getByText("Matching invoices: 2")).toBeVisible();

    const url = new URL(frame.url());
    expect(url.searchParams.get("status")).toBe("draft,sent");
    expect(url.searchParams.get("sent_at_start")).toBe("2025-01-15");
    expect(url.searchParams.get("sent_at_end")).toBe("2025-02-28");
    await frame.goto(frame.url());
    await expect(invoiceCells(ui)).toHaveText(expected);
    await expect(ui.getByRole("checkbox", { name: "Sent" })).toBeChecked();
    await expect(ui.getByLabel("Sent from")).toHaveValue("2025-01-15");
  });

  test("customer, amount in major units, due range, memo and reference filters match the API; no match offers a reset", async ({
    page,
  }) => {
    const { ui } = await openEmbedded(page, set.books.businessId, "invoices/");
    await ui.getByLabel("Customer", { exact: true }).selectOption({ label: "Birch Bakery" });
    await ui.getByLabel("Total at least").fill("3500");
    await applyFilters(ui);
    const byCustomerAndAmount = await apiNumbers(
      set.books,
      `customer_id=${set.customers.b}&min_amount=350000`,
    );
    expect(byCustomerAndAmount).toEqual([set.numbers.partlyPaid, set.numbers.overdue]);
    await expect(invoiceCells(ui)).toHaveText(byCustomerAndAmount);

    await ui.getByRole("button", { name: "Clear filters" }).click();
    await expect(invoiceCells(ui)).toHaveCount(7);
    await ui.getByLabel("Memo contains").fill("CATERING");
    await ui.getByLabel("Reference numbers").fill("PO-77");
    await applyFilters(ui);
    await expect(invoiceCells(ui)).toHaveText(
      await apiNumbers(set.books, "memo_contains=CATERING&reference_numbers=PO-77"),
    );
    await expect(invoiceCells(ui)).toHaveText([set.numbers.sentLater]);

    await ui.getByRole("button", { name: "Clear filters" }).click();
    await expect(invoiceCells(ui)).toHaveCount(7);
    await ui.getByLabel("Due from").fill("2025-01-01");
    await ui.getByLabel("Due to").fill("2025-12-31");
    await applyFilters(ui);
    await expect(invoiceCells(ui)).toHaveText(
      await apiNumbers(set.books, "due_at_start=2025-01-01&due_at_end=2025-12-31"),
    );
    await expect(ui.locator('[data-status="overdue"]')).toHaveText(["Overdue"]);

    await ui.getByLabel("Total at least").fill("99999");
    await applyFilters(ui);
    await expect(ui.getByText("No invoices match these filters.")).toBeVisible();
    await ui
      .getByText("No invoices match these filters.")
      .locator("..")
      .getByRole("button", { name: "Clear filters" })
      .click();
    await expect(invoiceCells(ui)).toHaveCount(7);
  });

  test("filter inputs the API would refuse are shown on their fields and not applied", async ({ page }) => {
    const { ui, frame } = await openEmbedded(page, set.books.businessId, "invoices/");
    await ui.getByLabel("Total at least").fill("12.345");
    await ui.getByLabel("Total at most").fill("5");
    await ui.getByLabel("Due from").fill("2025-05-01");
    await ui.getByLabel("Due to").fill("2025-04-01");
    await applyFilters(ui);
    await expect(ui.getByLabel("Total at least")).toHaveAccessibleDescription(/Enter an amount of 0 or more/);
    await expect(ui.getByLabel("Due to")).toHaveAccessibleDescription("Must be on or after the start date.");
    await expect(ui.getByLabel("Due to")).toBeFocused();
    // Once applied, a field is checked again as it changes.
    await ui.getByLabel("Total at least").fill("10");
    await expect(ui.getByLabel("Total at least")).toHaveAttribute("aria-invalid", "false");
    await applyFilters(ui);
    await expect(ui.getByLabel("Total at most")).toHaveAccessibleDescription(/Must be at least the minimum/);
    expect(new URL(frame.url()).search).toBe("");
  });

  test("pages move through the server's pages; sort changes the order", async ({ page }) => {
    const { ui, frame } = await openEmbedded(page, set.books.businessId, "invoices/?page_size=3");
    const pages = ui.getByRole("navigation", { name: "Pages of invoices" });
    await expect(invoiceCells(ui)).toHaveText(await apiNumbers(set.books, "page_size=3"));
    await expect(pages.getByText("Page 1 of 3")).toBeVisible();
    await expect(pages.getByRole("button", { name: "Previous" })).toBeDisabled();
    await pages.getByRole("button", { name: "Next" }).click();
    await expect(invoiceCells(ui)).toHaveText(await apiNumbers(set.books, "page_size=3&page=2"));
    await pages.getByRole("button", { name: "Next" }).click();
    await expect(invoiceCells(ui)).toHaveText(await apiNumbers(set.books, "page_size=3&page=3"));
    await expect(pages.getByRole("button", { name: "Next" })).toBeDisabled();
    await expect.poll(() => new URL(frame.url()).searchParams.get("page")).toBe("3");

    await ui.getByLabel("Sort by").selectOption({ label: "Oldest first" });
    await expect(invoiceCells(ui)).toHaveText(await apiNumbers(set.books, "page_size=3&sort=imported_at"));
    await expect(invoiceCells(ui).first()).toHaveText(set.numbers.draft);
    await expect(pages.getByText("Page 1 of 3")).toBeVisible();
    await ui.getByRole("columnheader", { name: "Created" }).getByRole("button").click();
    await expect(invoiceCells(ui)).toHaveText(await apiNumbers(set.books, "page_size=3&sort=-imported_at"));
    await ui.getByLabel("Sort by").selectOption({ label: "Recently updated" });
    const byUpdate = await apiNumbers(set.books, "page_size=3&sort=-updated_at");
    expect(byUpdate[0]).toBe(set.numbers.voided);
    await expect(invoiceCells(ui)).toHaveText(byUpdate);
    await expect.poll(() => new URL(frame.url()).searchParams.get("sort")).toBe("-updated_at");

    await pages.getByLabel("Rows per page").selectOption("10");
    await expect(invoiceCells(ui)).toHaveCount(7);
  });

  test("at 360 px the filters fold behind a button and the rows stack, so nothing scrolls sideways", async ({
    page,
  }) => {
    const { ui, frame } = await openEmbedded(page, set.books.businessId, "invoices/", { width: 360 });
    await expect(invoiceCells(ui)).toHaveCount(7);
    const toggle = ui.getByRole("button", { name: "Filters", exact: true });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(ui.getByRole("button", { name: "Apply filters" })).toBeHidden();
    await toggle.click();
    await ui.getByRole("checkbox", { name: "Overdue" }).check();
    await ui.getByRole("button", { name: "Apply filters" }).click();
    await expect(invoiceCells(ui)).toHaveText([set.numbers.overdue]);
    await expect(ui.getByRole("button", { name: "Filters: 1 active" })).toBeVisible();
    const widths = await frame.evaluate(() => {
      const region = document.querySelector('[role="region"]')!;
      return {
        page: document.documentElement.scrollWidth,
        region: region.clientWidth,
        table: region.scrollWidth,
      };
    });
    expect(widths.page).toBeLessThanOrEqual(360);
    expect(widths.table).toBeLessThanOrEqual(widths.region);
  });

  test("axe finds no serious or critical problem on the list, the void dialog and the detail page", async ({
    page,
  }) => {
    const { ui } = await openEmbedded(page, set.books.businessId, "invoices/");
    await expect(invoiceCells(ui)).toHaveCount(7);
    expect(await seriousViolationsInFrame(page)).toEqual([]);
    await ui.getByRole("button", { name: `Actions for invoice ${set.numbers.sent}` }).click();
    await ui.getByRole("button", { name: "Void", exact: true }).click();
    await expect(ui.getByRole("dialog", { name: `Void invoice ${set.numbers.sent}` })).toBeVisible();
    expect(await seriousViolationsInFrame(page)).toEqual([]);
    await ui.getByRole("button", { name: "Cancel" }).click();
    await ui.getByRole("link", { name: set.numbers.partlyPaid }).click();
    await expect(ui.getByRole("heading", { name: `Invoice ${set.numbers.partlyPaid}` })).toBeVisible();
    expect(await seriousViolationsInFrame(page)).toEqual([]);
  });
});
