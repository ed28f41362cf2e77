import { expect, test } from "@playwright/test";
import "../support/host-window";
import { getOk, line, post } from "../support/banking";
import {
  arrange,
  BANK_INBOX_PATH as PATH,
  categorizeByApi,
  rowOf,
  sek,
  transactionOf as transaction,
} from "../support/bank-inbox";
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from "../support/embed-bills";
import { openEmbedded } from "../support/embedded-invoices";
import { createApprovedBill } from "../support/payables";

const twoLines = () => [
  line({ counterparty_name: "Café Noir", amount_cents: 4_500 }),
  line({ counterparty_name: "Bakery Supplies", amount_cents: 90_000, direction: "credit" }),
];

test.describe("bank transactions in the partner's iframe", () => {
  test.describe.configure({ timeout: 60_000 });

  test("one click accepts a line's suggested category from the counterparty's history", async ({ page }) => {
    const { books, transactions } = await arrange([
      line({ counterparty_name: "Café Noir", amount_cents: 4_500, date: "2025-03-03" }),
      line({ counterparty_name: "Café Noir", amount_cents: 3_900, date: "2025-03-17" }),
    ]);
    await categorizeByApi(books, transactions[0]!.id, "6400");
    const { ui } = await openEmbedded(page, books.businessId, PATH);
    const row = rowOf(ui, "Café Noir");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Category 6400 Software and subscriptions");
    await row.getByRole("button", { name: "Accept the suggestion for Café Noir" }).click();
    await expect(ui.getByRole("status").filter({ hasText: "Café Noir was categorized." })).toBeAttached();
    await expect(row).toHaveCount(0);
    expect(await transaction(books, transactions[1]!.id)).toMatchObject({
      status: "categorized",
      account_code: "6400",
      categorized_by: "manual",
    });
  });

  test("a line is split across two accounts; parts that do not add up are refused on the form", async ({
    page,
  }) => {
    const { books, transactions } = await arrange([
      line({ counterparty_name: "Landlord AB", amount_cents: 10_000 }),
    ]);
    const { ui } = await openEmbedded(page, books.businessId, PATH);
    await ui.getByRole("button", { name: "Review Landlord AB" }).click();
    const panel = ui.getByRole("dialog", { name: `Landlord AB, ${sek(-10_000)}` });
    await panel.getByRole("radio", { name: "Split" }).check();
    const part = (number: number) => panel.getByRole("group", { name: `Part ${number}` });
    await part(1).getByLabel("Account", { exact: true }).selectOption({ label: "6100 Rent" });
    await part(1).getByLabel("Amount (SEK)").fill("60.00");
    await part(2).getByLabel("Account: search").fill("util");
    await part(2).getByLabel("Account", { exact: true }).selectOption({ label: "6300 Utilities" });
    await part(2).getByLabel("Amount (SEK)").fill("30.00");
    await panel.getByRole("button", { name: "Split", exact: true }).click();
    await expect(panel.getByRole("alert")).toHaveText(`The parts must add up to ${sek(10_000)}.`);
    expect((await transaction(books, transactions[0]!.id)).status).toBe("uncategorized");

    await part(2).getByLabel("Amount (SEK)").fill("40.00");
    await expect(panel.getByText(`Placed ${sek(10_000)} of ${sek(10_000)}`)).toBeVisible();
    await panel.getByRole("button", { name: "Split", exact: true }).click();
    await expect(panel).toBeHidden();
    await expect(ui.getByRole("status").filter({ hasText: "Landlord AB was split." })).toBeAttached();
    const split = await transaction(books, transactions[0]!.id);
    expect(split.status).toBe("split");
    expect(
      split.splits.map((each: { account_code: string; amount_cents: number }) => [
        each.account_code,
        each.amount_cents,
      ]),
    ).toEqual([
      ["6100", 6_000],
      ["6300", 4_000],
    ]);
  });

  test("a line is matched to the open bill the API suggests, which the match pays", async ({ page }) => {
    const { books, transactions } = await arrange([
      line({ counterparty_name: "Acme Supplies AB", amount_cents: 7_500, reference: "B-77" }),
    ]);
    const bill = await createApprovedBill(books, {
      bill_number: "B-77",
      vendor_name: "Acme Supplies AB",
      line_items: [{ quantity: 1, unit_price: 7_500, description: "Paper" }],
    });
    const { ui } = await openEmbedded(page, books.businessId, PATH);
    await expect(rowOf(ui, "Acme Supplies AB")).toContainText("Open bill B-77");
    await ui.getByRole("button", { name: "Review Acme Supplies AB" }).click();
    const panel = ui.getByRole("dialog");
    await expect(panel.getByRole("radio", { name: "Match" })).toBeChecked();
    await panel.getByRole("button", { name: "Match selected" }).click();
    await expect(panel.getByRole("alert")).toHaveText("Choose at least one document.");
    await panel.getByRole("checkbox", { name: /Open bill B-77/ }).check();
    await panel.getByRole("button", { name: "Match selected" }).click();
    await expect(panel).toBeHidden();
    await expect(ui.getByRole("status").filter({ hasText: "Acme Supplies AB was matched." })).toBeAttached();
    const matched = await transaction(books, transactions[0]!.id);
    expect(matched).toMatchObject({ status: "matched", remaining_amount_cents: 0 });
    expect(matched.reconciliations[0]).toMatchObject({ document_type: "bill", document_id: bill.id });
    expect((await getOk(books, `/bills/${bill.id}/`)).status).toBe("paid");
  });

  test("bulk categorize: the selected lines go to one account, a refused one is listed with its reason", async ({
    page,
  }) => {
    const { books, transactions } = await arrange([
      line({ counterparty_name: "Taxi One", amount_cents: 2_000 }),
      line({ counterparty_name: "Taxi Two", amount_cents: 3_000 }),
      line({ counterparty_name: "Half Paid AB", amount_cents: 10_000 }),
    ]);
    // Matched in part: still to review, but the API refuses to categorize it until it is unmatched.
    const bill = await createApprovedBill(books, {
      line_items: [{ quantity: 1, unit_price: 4_000, description: "Deposit" }],
    });
    expect(
      (
        await post(books, `/bank-transactions/${transactions[2]!.id}/match/`, {
          matches: [{ target_type: "bill", target_id: bill.id }],
        })
      ).status(),
    ).toBe(200);
    const { ui } = await openEmbedded(page, books.businessId, PATH);
    await expect(ui.getByRole("row")).toHaveCount(4);
    await ui.getByRole("checkbox", { name: "Select all on this page" }).check();
    const bulk = ui.getByRole("region", { name: "Categorize the selected transactions" });
    await expect(bulk).toContainText("3 selected");
    await bulk
      .getByLabel("Account for the selected", { exact: true })
      .selectOption({ label: "6000 General expenses" });
    await bulk.getByRole("button", { name: "Categorize selected" }).click();
    await expect(bulk.getByRole("alert")).toContainText("Half Paid AB was refused:");
    await expect(ui.getByRole("status").filter({ hasText: "2 categorized, 1 refused." })).toBeAttached();
    await expect(bulk).toContainText("1 selected");
    for (const index of [0, 1])
      expect(await transaction(books, transactions[index]!.id)).toMatchObject({
        status: "categorized",
        account_code: "6000",
      });
    expect((await transaction(books, transactions[2]!.id)).status).toBe("matched");
  });

  test("a CSV statement is imported: columns guessed from its header, progress, then what was imported", async ({
    page,
  }) => {
    const { books, bankAccount } = await arrange([]);
    const { ui } = await openEmbedded(page, books.businessId, PATH);
    await expect(ui.getByText("Nothing to review")).toBeVisible();
    await ui.getByRole("button", { name: "Import statement" }).click();
    const panel = ui.getByRole("dialog", { name: "Import a bank statement" });
    const csv =
      "Date;Description;Counterparty;Amount\n2025-03-12;Beans;Bean Co;-250,00\n2025-03-13;Catering;Office Ltd;1200,50\n";
    await panel
      .getByLabel("Statement file")
      .setInputFiles({ name: "statement.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await expect(panel.getByLabel("File format")).toHaveValue("csv");
    await expect(panel.getByLabel("Amount", { exact: true })).toHaveValue("Amount");
    await expect(panel.getByRole("radio", { name: "Comma: 1.234,50" })).toBeChecked();
    await panel.getByRole("button", { name: "Import", exact: true }).click();
    await expect(panel.getByRole("status")).toHaveText("2 imported, 0 already there, 0 refused.");
    await panel.getByRole("button", { name: "Done" }).click();
    await expect(rowOf(ui, "Bean Co")).toContainText(sek(-25_000));
    await expect(rowOf(ui, "Office Ltd")).toContainText(sek(120_050));
    const imported = await getOk(
      books,
      `/bank-transactions/?bank_account_connection_id=${bankAccount.id}&source=csv&ordering=date`,
    );
    expect(
      imported.results.map((each: { date: string; signed_amount: number; counterparty_name: string }) => [
        each.date,
        each.signed_amount,
        each.counterparty_name,
      ]),
    ).toEqual([
      ["2025-03-12", -25_000, "Bean Co"],
      ["2025-03-13", 120_050, "Office Ltd"],
    ]);
  });

  test("at 360 px: filters live in the URL, and neither the list nor the panel scrolls sideways", async ({
    page,
  }) => {
    const { books } = await arrange(twoLines());
    const { ui, frame } = await openEmbedded(page, books.businessId, PATH, { width: 360 });
    // Stacked rows at this width: no header row is shown, each value carries its column's name.
    await expect(ui.getByRole("row")).toHaveCount(2);
    await expectNoHorizontalOverflow(page);
    await ui.getByRole("button", { name: "Filters", exact: true }).click();
    await ui.getByLabel("Search").fill("bakery");
    await ui.getByLabel("Smallest amount").fill("ten");
    await ui.getByRole("button", { name: "Apply filters" }).click();
    await expect(ui.getByLabel("Smallest amount")).toHaveAttribute("aria-invalid", "true");
    await expect(ui.getByLabel("Smallest amount")).toBeFocused();
    await ui.getByLabel("Smallest amount").fill("100");
    await ui.getByRole("button", { name: "Apply filters" }).click();
    await expect(ui.getByRole("row")).toHaveCount(1);
    await expect(rowOf(ui, "Bakery Supplies")).toContainText("Money in");
    const url = new URL(frame.url());
    expect([url.searchParams.get("search"), url.searchParams.get("amount_min")]).toEqual(["bakery", "100"]);
    await frame.goto(frame.url());
    await expect(ui.getByRole("row")).toHaveCount(1);
    await expect(ui.getByRole("button", { name: "Filters (2)" })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await ui.getByRole("button", { name: "Review Bakery Supplies" }).click();
    await expect(ui.getByRole("dialog")).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });

  test("axe finds nothing serious on the inbox with a selection and its bulk bar", async ({ page }) => {
    const { books } = await arrange(twoLines());
    const { ui } = await openEmbedded(page, books.businessId, PATH);
    await ui.getByRole("checkbox", { name: "Select Café Noir" }).check();
    await expect(ui.getByRole("region", { name: "Categorize the selected transactions" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test("a line's panel opens by keyboard, is axe clean, and Escape gives focus back to its row", async ({
    page,
  }) => {
    const { books } = await arrange(twoLines());
    const { ui } = await openEmbedded(page, books.businessId, PATH);
    const review = ui.getByRole("button", { name: "Review Bakery Supplies" });
    await review.focus();
    await page.keyboard.press("Enter");
    const panel = ui.getByRole("dialog");
    await panel.getByRole("radio", { name: "Split" }).check();
    await expect(panel.getByRole("group", { name: "Part 2" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(review).toBeFocused();
  });

  test("a viewer reads the inbox and its suggestions but gets no action controls", async ({ page }) => {
    const { books, transactions } = await arrange([
      line({ counterparty_name: "Café Noir", amount_cents: 4_500 }),
      line({ counterparty_name: "Café Noir", amount_cents: 3_900 }),
    ]);
    await categorizeByApi(books, transactions[0]!.id, "6400");
    const { ui } = await openEmbedded(page, books.businessId, PATH, { role: "viewer" });
    await expect(rowOf(ui, "Café Noir")).toContainText("Category 6400");
    await expect(ui.getByText("Read-only access")).toBeVisible();
    await expect(ui.getByRole("button", { name: /Accept|Review|Import|Categorize/ })).toHaveCount(0);
    await expect(ui.getByRole("checkbox")).toHaveCount(0);
  });
});
