import { expect, type Page, test } from "@playwright/test";
import "../support/host-window";
import { formatMoney } from "../../lib/i18n/format";
import { openInHostPage, signLaunchToken } from "../support/embed";
import { embedBusinessBooks } from "../support/embed-books";
import {
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  gotoInFrame,
} from "../support/embed-bills";
import { createApprovedBill, createBill, getOk, post } from "../support/payables";

const sek = (cents: number) => formatMoney(cents, "SEK", "en-US");

/** A business with one bill (arranged through the API), its detail page open in the partner's iframe. */
async function openBill(
  page: Page,
  options: { isApproved?: boolean; role?: "editor" | "viewer"; width?: number } = {},
) {
  const books = await embedBusinessBooks({ name: "Actions Bakery" });
  const { businessId } = books;
  const number = `B-${crypto.randomUUID().slice(0, 6)}`;
  const fields = {
    bill_number: number,
    line_items: [{ quantity: 1, unit_price: 100_000, description: "Flour" }],
  };
  const bill = options.isApproved ? await createApprovedBill(books, fields) : await createBill(books, fields);
  const token = await signLaunchToken({ role: options.role ?? "editor", business_id: businessId });
  const ui = await openInHostPage(page, token, options.width);
  await expect(ui.getByRole("navigation", { name: "Accounting sections" })).toBeVisible();
  await gotoInFrame(page, `/embed/${businessId}/bills/${bill.id}/`);
  await expect(ui.getByRole("heading", { name: `Bill ${number}` })).toBeVisible();
  // What the embed tells the partner's page (README, host events), as the page receives it.
  await page.evaluate(() => {
    const messages: unknown[] = (window.hostMessages = []);
    window.addEventListener("message", (event) => messages.push(event.data));
  });
  return { ui, books, bill: bill as { id: string; total_amount: number }, number };
}

const hostMessagesOf = (page: Page, type: string) =>
  page.evaluate((wanted) => window.hostMessages!.filter((message) => message.type === wanted), type);

test.describe("bill actions in the partner's iframe", () => {
  test.describe.configure({ timeout: 60_000 });

  test("at 360 px an editor approves a bill, pays part of it from a chosen account, then the rest", async ({
    page,
  }) => {
    const { ui, books, bill, number } = await openBill(page, { width: 360 });
    const actions = ui.getByRole("group", { name: "Bill actions" });
    await expect(actions.getByRole("button", { name: "Record payment" })).toHaveCount(0);
    await actions.getByRole("button", { name: "Approve" }).click();
    await expect(ui.getByRole("status").filter({ hasText: `Bill ${number} was approved.` })).toBeAttached();
    expect((await getOk(books, `/bills/${bill.id}/`)).approved_at).not.toBeNull();
    await expect(actions.getByRole("button", { name: "Approve" })).toHaveCount(0);
    await expect
      .poll(() => hostMessagesOf(page, "bill_approved"))
      .toEqual([{ source: "ledgerkit", type: "bill_approved", bill_id: bill.id }]);

    await actions.getByRole("button", { name: "Record payment" }).click();
    const dialog = ui.getByRole("dialog", { name: `Record a payment for bill ${number}` });
    await expect(dialog.getByLabel("Amount (SEK)")).toHaveValue("1000.00");
    await dialog.getByLabel("Amount (SEK)").fill("1200");
    await dialog.getByRole("button", { name: "Record payment" }).click();
    await expect(dialog.getByText("More than the bill's outstanding balance.")).toBeVisible();
    await dialog.getByLabel("Amount (SEK)").fill("250.50");
    await dialog.getByLabel("Payment date").fill("2025-03-20");
    await dialog.getByLabel("Method").selectOption({ label: "Cash" });
    const paidFrom = dialog.getByLabel("Paid from");
    // The business's cash accounts load with the dialog (React Query); until then the default is the only option.
    await expect.poll(() => paidFrom.locator("option").count()).toBeGreaterThan(1);
    await expect(paidFrom.locator("option").first()).toHaveText("The business's bank account");
    await paidFrom.selectOption({ index: 1 });
    const chosenAccountId = await paidFrom.inputValue();
    await expectNoSeriousAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    await dialog.getByRole("button", { name: "Record payment" }).click();
    await expect(dialog).toBeHidden();
    await expect(ui.getByText("Partially paid").first()).toBeVisible();
    await expect(ui.locator('[data-total="outstanding"] dd')).toHaveText(sek(100_000 - 25_050));

    const payments = await getOk(books, `/bills/payments/?bill_id=${bill.id}`);
    expect(payments.results).toHaveLength(1);
    expect(payments.results[0]).toMatchObject({
      amount_cents: 25_050,
      payment_date: "2025-03-20",
      payment_method: "cash",
    });
    expect(JSON.stringify(payments.results[0])).toContain(chosenAccountId);

    await actions.getByRole("button", { name: "Record payment" }).click();
    await expect(dialog.getByLabel("Amount (SEK)")).toHaveValue("749.50");
    await dialog.getByRole("button", { name: "Record payment" }).click();
    await expect(dialog).toBeHidden();
    expect((await getOk(books, `/bills/${bill.id}/`)).status).toBe("paid");
    await expect(actions.getByRole("button", { name: "Record payment" })).toHaveCount(0);
    const allPayments = (await getOk(books, `/bills/payments/?bill_id=${bill.id}`)).results as {
      id: string;
      amount_cents: number;
    }[];
    await expect
      .poll(() => hostMessagesOf(page, "bill_paid"))
      .toEqual(
        expect.arrayContaining(
          allPayments.map((payment) => ({
            source: "ledgerkit",
            type: "bill_paid",
            bill_id: bill.id,
            payment_id: payment.id,
            amount_cents: payment.amount_cents,
          })),
        ),
      );
    expect(await hostMessagesOf(page, "bill_paid")).toHaveLength(2);
  });

  test("the API's refusal of a payment larger than what is still owed lands on the amount field", async ({
    page,
  }) => {
    const { ui, books, bill, number } = await openBill(page, { isApproved: true });
    await ui.getByRole("button", { name: "Record payment" }).click();
    const dialog = ui.getByRole("dialog", { name: `Record a payment for bill ${number}` });
    await expect(dialog.getByLabel("Amount (SEK)")).toHaveValue("1000.00");
    // Someone else pays part of it meanwhile: the dialog still offers the whole amount, and the API refuses it.
    await post(books, `/bills/${bill.id}/payments/`, {
      amount_cents: 40_000,
      payment_method: "bank_transfer",
    });
    await dialog.getByRole("button", { name: "Record payment" }).click();
    const amount = dialog.getByLabel("Amount (SEK)");
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByText("At most 60000.")).toBeVisible();
    await expect(amount).toBeFocused();
    expect((await getOk(books, `/bills/payments/?bill_id=${bill.id}`)).count).toBe(1);
  });

  test("an editor voids an approved bill with a reason; a paid one is refused in the dialog", async ({
    page,
  }) => {
    const { ui, books, bill, number } = await openBill(page, { isApproved: true });
    await ui.getByRole("button", { name: "Void", exact: true }).click();
    const dialog = ui.getByRole("dialog", { name: `Void bill ${number}` });
    await expect(dialog.getByText(/cannot be undone/)).toBeVisible();
    await dialog.getByLabel("Reason (optional)").fill("Entered twice");
    await dialog.getByRole("button", { name: "Void bill" }).click();
    await expect(dialog).toBeHidden();
    await expect(ui.getByText("Voided").first()).toBeVisible();
    await expect(ui.getByRole("button", { name: "Void", exact: true })).toHaveCount(0);
    const voided = await getOk(books, `/bills/${bill.id}/`);
    expect(voided).toMatchObject({ status: "voided", void_reason: "Entered twice" });
    await expect
      .poll(() => hostMessagesOf(page, "bill_voided"))
      .toEqual([{ source: "ledgerkit", type: "bill_voided", bill_id: bill.id }]);

    const paid = await createApprovedBill(books, { bill_number: `P-${crypto.randomUUID().slice(0, 6)}` });
    await post(books, `/bills/${paid.id}/payments/`, { amount_cents: 1_000, payment_method: "card" });
    await gotoInFrame(page, `/embed/${books.businessId}/bills/${paid.id}/`);
    await ui.getByRole("button", { name: "Void", exact: true }).click();
    const refusedDialog = ui.getByRole("dialog", { name: `Void bill ${paid.bill_number}` });
    await refusedDialog.getByRole("button", { name: "Void bill" }).click();
    await expect(refusedDialog.getByRole("alert")).toContainText("cannot be voided");
    expect((await getOk(books, `/bills/${paid.id}/`)).status).toBe("partially_paid");
  });

  test("a viewer sees the bill but no action controls", async ({ page }) => {
    const { ui } = await openBill(page, { role: "viewer" });
    await expect(ui.locator('[data-total="total"] dd')).toHaveText(sek(100_000));
    await expect(ui.getByRole("group", { name: "Bill actions" })).toHaveCount(0);
    await expect(ui.getByRole("button", { name: /Approve|Void|Record payment/ })).toHaveCount(0);
  });
});
