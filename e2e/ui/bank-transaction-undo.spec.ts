import { expect, type FrameLocator, type Locator, test } from "@playwright/test";
import "../support/host-window";
import { bodyOf, type Books, entriesOf, getOk, ledgerBalance, line, post } from "../support/banking";
import { arrange, BANK_INBOX_PATH, categorizeByApi, rowOf, sek, transactionOf } from "../support/bank-inbox";
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from "../support/embed-bills";
import { openEmbedded } from "../support/embedded-invoices";
import { createApprovedBill } from "../support/payables";

const view = (name: string) => `${BANK_INBOX_PATH}?view=${name}`;
const announced = (ui: FrameLocator, message: string) =>
  expect(ui.getByRole("status").filter({ hasText: message })).toBeAttached();

/** The panel offers exactly these choices of what to do. */
async function expectChoices(panel: Locator, names: string[]) {
  await expect(panel.getByRole("radio")).toHaveCount(names.length);
  for (const name of names) await expect(panel.getByRole("radio", { name, exact: true })).toBeAttached();
}

/** The panel lists the line's one link, to bill B-77 for `cents`. */
async function expectLinkToBill(panel: Locator, cents: number) {
  await expect(panel.getByRole("listitem")).toHaveCount(1);
  await expect(panel.getByRole("listitem")).toContainText("Bill B-77");
  await expect(panel.getByRole("listitem")).toContainText(sek(cents));
}

/** A bill of `cents` for Acme Supplies AB, matched through the API to the line (which pays it). */
async function matchedToBill(books: Books, transactionId: string, cents: number) {
  const bill = await createApprovedBill(books, {
    bill_number: "B-77",
    vendor_name: "Acme Supplies AB",
    line_items: [{ quantity: 1, unit_price: cents, description: "Paper" }],
  });
  await bodyOf(
    await post(books, `/bank-transactions/${transactionId}/match/`, {
      matches: [{ target_type: "bill", target_id: bill.id }],
    }),
  );
  return bill as { id: string };
}

test.describe("taking a bank line's categorization, match or exclusion back in the partner's iframe", () => {
  test.describe.configure({ timeout: 60_000 });

  test("a categorized line is uncategorized from its panel: a reversal is posted and the account is back", async ({
    page,
  }) => {
    const { books, transactions } = await arrange([
      line({ counterparty_name: "Café Noir", amount_cents: 4_500 }),
    ]);
    const id = transactions[0]!.id;
    await categorizeByApi(books, id, "6400");
    expect(await ledgerBalance(books, "6400")).toBe(4_500);
    const { ui } = await openEmbedded(page, books.businessId, view("categorized"));
    await expect(rowOf(ui, "Café Noir")).toContainText("Categorized");
    await ui.getByRole("button", { name: "Review Café Noir" }).click();
    const panel = ui.getByRole("dialog", { name: `Café Noir, ${sek(-4_500)}` });
    await expect(panel.getByRole("definition")).toContainText([
      "Categorized",
      "6400 Software and subscriptions",
    ]);
    await expect(panel.getByRole("radio", { name: "Uncategorize" })).toBeChecked();
    // Categorizing again replaces the entry by reversal; matching is refused until the line is open.
    await expectChoices(panel, ["Uncategorize", "Change category", "Split"]);
    await expect(panel.getByText("a reversal entry is posted")).toBeVisible();
    await panel.getByRole("button", { name: "Uncategorize" }).click();
    await expect(panel).toBeHidden();
    await announced(ui, "Café Noir was uncategorized: a reversal entry was posted.");
    await expect(rowOf(ui, "Café Noir")).toHaveCount(0);

    expect(await transactionOf(books, id)).toMatchObject({ status: "uncategorized", account_id: null });
    expect(await ledgerBalance(books, "6400")).toBe(0);
    const [posted, reversal] = await entriesOf(books, "bank_transaction", id);
    expect(reversal).toMatchObject({ reverses_entry_id: posted!.id });
  });

  test("a duplicate line is excluded from the inbox, then brought back from the Excluded view", async ({
    page,
  }) => {
    const { books, bankAccount, transactions } = await arrange([
      line({ counterparty_name: "Private Shop", amount_cents: 2_000 }),
    ]);
    const id = transactions[0]!.id;
    const balance = async () => (await getOk(books, `/bank-accounts/${bankAccount.id}/`)).balance_cents;
    expect(await balance()).toBe(-2_000);
    const { ui, frame } = await openEmbedded(page, books.businessId, BANK_INBOX_PATH);
    await ui.getByRole("button", { name: "Review Private Shop" }).click();
    const panel = ui.getByRole("dialog");
    await panel.getByRole("radio", { name: "Exclude" }).check();
    await panel.getByRole("button", { name: "Exclude" }).click();
    await expect(panel).toBeHidden();
    await announced(ui, "Private Shop was excluded.");
    await expect(rowOf(ui, "Private Shop")).toHaveCount(0);
    expect((await transactionOf(books, id)).status).toBe("excluded");
    expect(await balance()).toBe(0);

    await ui.getByLabel("Show").selectOption({ label: "Excluded" });
    await expect.poll(() => new URL(frame.url()).searchParams.get("view")).toBe("excluded");
    await ui.getByRole("button", { name: "Review Private Shop" }).click();
    await expect(panel.getByText("Puts the transaction back in the inbox")).toBeVisible();
    await expect(panel.getByRole("radio")).toHaveCount(0);
    await panel.getByRole("button", { name: "Back to inbox" }).click();
    await expect(panel).toBeHidden();
    await announced(ui, "Private Shop is back in the inbox.");
    await expect(rowOf(ui, "Private Shop")).toHaveCount(0);
    expect((await transactionOf(books, id)).status).toBe("uncategorized");
    expect(await balance()).toBe(-2_000);
  });

  test("a line matched to a bill is unmatched: the line is open again and so is the bill", async ({
    page,
  }) => {
    const { books, transactions } = await arrange([
      line({ counterparty_name: "Acme Supplies AB", amount_cents: 7_500, reference: "B-77" }),
    ]);
    const id = transactions[0]!.id;
    const bill = await matchedToBill(books, id, 7_500);
    expect((await getOk(books, `/bills/${bill.id}/`)).status).toBe("paid");
    const { ui } = await openEmbedded(page, books.businessId, view("matched"));
    await ui.getByRole("button", { name: "Review Acme Supplies AB" }).click();
    const panel = ui.getByRole("dialog");
    await expectLinkToBill(panel, 7_500);
    await expect(panel.getByRole("radio")).toHaveCount(0);
    await panel.getByRole("button", { name: "Unmatch" }).click();
    await expect(panel).toBeHidden();
    await announced(ui, "Acme Supplies AB was unmatched.");
    await expect(rowOf(ui, "Acme Supplies AB")).toHaveCount(0);

    expect(await transactionOf(books, id)).toMatchObject({
      status: "uncategorized",
      reconciliations: [],
      remaining_amount_cents: 7_500,
    });
    expect(await getOk(books, `/bills/${bill.id}/`)).toMatchObject({
      status: "received",
      paid_at: null,
      bill_payment_allocations: [],
    });
  });

  test("a line in a reconciled statement: the API's refusal shows in the panel, then the panel is read-only", async ({
    page,
  }) => {
    const { books, bankAccount, transactions } = await arrange(
      [line({ counterparty_name: "Café Noir", amount_cents: 4_500, date: "2025-03-10" })],
      { opening_balance_cents: 100_000, opening_balance_date: "2025-01-01" },
    );
    const id = transactions[0]!.id;
    await categorizeByApi(books, id, "6400");
    const { ui, frame } = await openEmbedded(page, books.businessId, view("categorized"));
    await ui.getByRole("button", { name: "Review Café Noir" }).click();
    const panel = ui.getByRole("dialog");
    await expect(panel.getByRole("radio", { name: "Uncategorize" })).toBeChecked();
    // The statement is reconciled while the panel is open: the API refuses (409) and says why.
    await bodyOf(
      await post(books, `/bank-accounts/${bankAccount.id}/reconciliations/`, {
        statement_end_date: "2025-03-31",
        closing_balance_cents: 95_500,
      }),
      201,
    );
    await panel.getByRole("button", { name: "Uncategorize" }).click();
    await expect(panel.getByRole("alert")).toContainText("The change was refused:");
    await expect(panel.getByRole("alert")).toContainText("reconciled statement");
    expect((await transactionOf(books, id)).status).toBe("categorized");

    await frame.goto(frame.url());
    await ui.getByRole("button", { name: "Review Café Noir" }).click();
    await expect(panel.getByText("is in a reconciled statement and cannot be changed")).toBeVisible();
    await expect(panel.getByRole("radio")).toHaveCount(0);
    await expect(panel.getByRole("button", { name: /Uncategorize|Unmatch|Exclude/ })).toHaveCount(0);
  });

  test("at 360 px a partly matched line offers unmatch and matching the rest; the panel is axe clean", async ({
    page,
  }) => {
    const { books, transactions } = await arrange([
      line({ counterparty_name: "Acme Supplies AB", amount_cents: 10_000 }),
      line({ counterparty_name: "Private Shop", amount_cents: 2_000 }),
    ]);
    await matchedToBill(books, transactions[0]!.id, 4_000);
    const { ui } = await openEmbedded(page, books.businessId, BANK_INBOX_PATH, { width: 360 });
    await ui.getByRole("button", { name: "Review Private Shop" }).click();
    const panel = ui.getByRole("dialog");
    await expectChoices(panel, ["Categorize", "Split", "Match", "Exclude"]);
    await expectNoHorizontalOverflow(page);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();

    await ui.getByRole("button", { name: "Review Acme Supplies AB" }).click();
    await expectChoices(panel, ["Unmatch", "Match"]);
    await expect(panel.getByRole("radio", { name: "Unmatch" })).toBeChecked();
    await expectLinkToBill(panel, 4_000);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);
  });

  test("a viewer sees categorized, matched and excluded lines but no way to take them back", async ({
    page,
  }) => {
    const { books, transactions } = await arrange([
      line({ counterparty_name: "Café Noir", amount_cents: 4_500 }),
      line({ counterparty_name: "Acme Supplies AB", amount_cents: 7_500 }),
      line({ counterparty_name: "Private Shop", amount_cents: 2_000 }),
    ]);
    await categorizeByApi(books, transactions[0]!.id, "6400");
    await matchedToBill(books, transactions[1]!.id, 7_500);
    await bodyOf(await post(books, `/bank-transactions/${transactions[2]!.id}/exclude/`));
    const { ui } = await openEmbedded(page, books.businessId, view("all"), { role: "viewer" });
    await expect(ui.getByText("Read-only access")).toBeVisible();
    await expect(rowOf(ui, "Café Noir")).toContainText("Categorized");
    await expect(rowOf(ui, "Acme Supplies AB")).toContainText("Matched");
    await expect(rowOf(ui, "Private Shop")).toContainText("Excluded");
    await expect(
      ui.getByRole("button", { name: /Review|Uncategorize|Unmatch|Exclude|Back to inbox|Accept/ }),
    ).toHaveCount(0);
    await expect(ui.getByRole("dialog")).toHaveCount(0);
  });
});
