import { expect, type FrameLocator, test } from "@playwright/test";
import "../support/host-window";
import { expectError } from "../support/api";
import { arrangeInvoices, invoiceCells, openEmbedded } from "../support/embedded-invoices";
import { getOk } from "../support/receivables";

const rowOf = (ui: FrameLocator, number: string) =>
  ui
    .getByRole("region", { name: "Invoice table" })
    .locator("tbody tr")
    .filter({ has: ui.getByRole("link", { name: number }) });

test.describe("voiding an invoice in the partner's iframe", () => {
  // Each test voids (or tries to), so each arranges its own invoices: that and a shared server take a while.
  test.describe.configure({ timeout: 60_000 });

  test("from a row: the number must be typed, the row turns voided without a reload, the API and the host agree", async ({
    page,
  }) => {
    const set = await arrangeInvoices();
    const { ui } = await openEmbedded(page, set.books.businessId, "invoices/");
    await page.evaluate(() => {
      const events: unknown[] = (window.hostEvents = []);
      window.addEventListener("message", (event) => events.push(event.data));
    });
    const number = set.numbers.sent;
    await expect(rowOf(ui, number).locator("[data-status]")).toHaveText("Sent");
    const actions = ui.getByRole("button", { name: `Actions for invoice ${number}` });
    await actions.click();
    await ui.getByRole("button", { name: "Void", exact: true }).click();
    const dialog = ui.getByRole("dialog", { name: `Void invoice ${number}` });
    await expect(dialog.getByText(/cannot be undone/)).toBeVisible();
    const confirm = dialog.getByRole("button", { name: "Void invoice" });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(`Type ${number} to confirm`).fill(number.toLowerCase());
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(`Type ${number} to confirm`).fill(number);
    await dialog.getByLabel("Reason (optional)").fill("Sent by mistake");
    await confirm.click();

    await expect(dialog).toBeHidden();
    await expect(rowOf(ui, number).locator("[data-status]")).toHaveText("Voided");
    await expect(actions).toBeFocused();
    expect((await getOk(set.books, `/invoices/${set.ids.sent}/`)).status).toBe("CANCELLED");
    await expect
      .poll(() => page.evaluate(() => window.hostEvents))
      .toContainEqual({ source: "ledgerkit", type: "invoice_voided", invoice_id: set.ids.sent });
    await actions.click();
    await expect(ui.getByRole("button", { name: "Void", exact: true })).toHaveCount(0);
  });

  test("the dialog shows the API's refusal of an invoice with payments, and nothing changes", async ({
    page,
  }) => {
    const set = await arrangeInvoices();
    const { ui } = await openEmbedded(page, set.books.businessId, "invoices/");
    const number = set.numbers.paid;
    await ui.getByRole("button", { name: `Actions for invoice ${number}` }).click();
    await ui.getByRole("button", { name: "Void", exact: true }).click();
    const dialog = ui.getByRole("dialog", { name: `Void invoice ${number}` });
    await dialog.getByLabel(`Type ${number} to confirm`).fill(number);
    await dialog.getByRole("button", { name: "Void invoice" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      "This invoice cannot be voided: it has payments, credits or write-offs on it.",
    );
    await expect(dialog).toBeVisible();
    expect((await getOk(set.books, `/invoices/${set.ids.paid}/`)).status).toBe("PAID");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(rowOf(ui, number).locator("[data-status]")).toHaveText("Paid");
  });

  test("the detail page shows the invoice and voids it too", async ({ page }) => {
    const set = await arrangeInvoices();
    const { ui } = await openEmbedded(page, set.books.businessId, "invoices/");
    const number = set.numbers.draft;
    await ui.getByRole("link", { name: number }).click();
    const heading = ui.getByRole("heading", { name: `Invoice ${number}` });
    await expect(heading).toBeVisible();
    await expect(ui.getByText("Alder Café")).toBeVisible();
    await expect(ui.getByRole("cell", { name: "Work for draft" })).toBeVisible();
    await expect(ui.getByRole("region", { name: "Totals" })).toContainText(/Total\s*SEK\s1,000\.00/);
    await ui.getByRole("button", { name: "Void", exact: true }).click();
    const dialog = ui.getByRole("dialog", { name: `Void invoice ${number}` });
    await dialog.getByLabel(`Type ${number} to confirm`).fill(number);
    await dialog.getByRole("button", { name: "Void invoice" }).click();
    await expect(dialog).toBeHidden();
    await expect(ui.locator('[data-status="voided"]')).toHaveText("Voided");
    await expect(ui.getByRole("button", { name: "Void", exact: true })).toHaveCount(0);
    await expect(heading).toBeFocused();
    expect((await getOk(set.books, `/invoices/${set.ids.draft}/`)).status).toBe("CANCELLED");
  });

  test("a viewer gets no void action, and the API refuses a void with the viewer's own token (403)", async ({
    page,
  }) => {
    const set = await arrangeInvoices();
    const { ui, frame } = await openEmbedded(page, set.books.businessId, "invoices/", { role: "viewer" });
    await expect(invoiceCells(ui)).toHaveCount(7);
    await ui.getByRole("button", { name: `Actions for invoice ${set.numbers.sent}` }).click();
    await expect(ui.getByRole("link", { name: "View" })).toBeVisible();
    await expect(ui.getByRole("button", { name: "Void", exact: true })).toHaveCount(0);
    await ui.getByRole("link", { name: "View" }).click();
    await expect(ui.getByRole("heading", { name: `Invoice ${set.numbers.sent}` })).toBeVisible();
    await expect(ui.getByRole("button", { name: "Void", exact: true })).toHaveCount(0);

    const session = await frame.evaluate(async (businessId) => {
      const response = await fetch(`/embed/session/?business_id=${businessId}`);
      return (await response.json()) as { access_token: string };
    }, set.books.businessId);
    const refused = await set.books.api.post(`${set.books.base}/invoices/${set.ids.sent}/void/`, {
      headers: { Authorization: `Bearer ${session.access_token}` },
      data: { invoice_number: set.numbers.sent },
    });
    await expectError(refused, 403, "forbidden");
    expect((await getOk(set.books, `/invoices/${set.ids.sent}/`)).status).toBe("SENT");
  });
});
