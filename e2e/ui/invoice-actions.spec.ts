import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import "../support/host-window";
import { formatMoney } from "../../lib/i18n/format";
import { expectNoSeriousViolationsInFrame } from "../support/axe-in-frame";
import { embedBusinessBooks } from "../support/embed-books";
import { expectNoHorizontalOverflow } from "../support/embed-bills";
import { openEmbedded } from "../support/embedded-invoices";
import { flatSpaces, pdfText } from "../support/pdf-text";
import { type Books, createCustomer, createInvoice, getOk, payInvoice } from "../support/receivables";

const sek = (cents: number) => formatMoney(cents, "SEK", "en-US");

/** A business of the embedding partner with one customer's invoice of SEK 1,000.00 (no tax), arranged via the API. */
async function arrange(fields: Record<string, unknown> = {}) {
  const books = await embedBusinessBooks({ name: "Actions Café" });
  const customer = await createCustomer(books, { company_name: "Rowan Deli" });
  const invoice = await createInvoice(books, {
    invoice_number: `IA-${crypto.randomUUID().slice(0, 6)}`,
    customer_external_id: undefined,
    customer_name: undefined,
    customer_id: customer.id,
    line_items: [{ quantity: 1, unit_price: 100_000, description: "Catering" }],
    ...fields,
  });
  return { books, invoice: invoice as { id: string; invoice_number: string; total_amount: number } };
}

/** The invoice's page in the partner's iframe. */
async function openInvoice(
  page: Page,
  books: Books,
  invoice: { id: string; invoice_number: string },
  options: { role?: "editor" | "viewer"; width?: number } = {},
) {
  const { ui, frame } = await openEmbedded(page, books.businessId, `invoices/${invoice.id}/`, options);
  await expect(ui.getByRole("heading", { name: `Invoice ${invoice.invoice_number}` })).toBeVisible();
  return { ui, frame, actions: ui.getByRole("group", { name: "Invoice actions" }) };
}

const SENT = { sent_at: "2025-03-01T09:00:00Z", due_at: "2099-03-31" };

test.describe("invoice actions in the partner's iframe", () => {
  test.describe.configure({ timeout: 60_000 });

  test("at 360 px an editor sends a draft: the API has it sent, with its PDF", async ({ page }) => {
    const { books, invoice } = await arrange();
    const { ui, actions } = await openInvoice(page, books, invoice, { width: 360 });
    await expect(ui.locator('[data-status="draft"]')).toHaveText("Draft");
    await expect(actions.getByRole("button", { name: /Record payment|Download PDF/ })).toHaveCount(0);
    await actions.getByRole("button", { name: "Send" }).click();
    await expect(
      ui.getByRole("status").filter({ hasText: `Invoice ${invoice.invoice_number} was sent.` }),
    ).toBeAttached();
    await expect(ui.locator('[data-status="sent"]')).toHaveText("Sent");
    await expect(actions.getByRole("button", { name: "Send" })).toHaveCount(0);
    await expect(actions.getByRole("button", { name: "Record payment" })).toBeVisible();
    await expect(ui.getByRole("heading", { name: `Invoice ${invoice.invoice_number}` })).toBeFocused();
    await expectNoHorizontalOverflow(page);
    const sent = await getOk(books, `/invoices/${invoice.id}/`);
    expect(sent).toMatchObject({ status: "SENT", journal_entry_id: expect.any(String) });
    expect(sent.sent_at).not.toBeNull();
    expect(sent.document).toMatchObject({ mime_type: "application/pdf" });
  });

  test("a draft's row actions in the list send it; the row turns Sent and focus returns to its button", async ({
    page,
  }) => {
    const { books, invoice } = await arrange();
    const { ui } = await openEmbedded(page, books.businessId, "invoices/");
    const row = ui.getByRole("region", { name: "Invoice table" }).locator("tbody tr");
    await expect(row.locator("[data-status]")).toHaveText("Draft");
    const trigger = ui.getByRole("button", { name: `Actions for invoice ${invoice.invoice_number}` });
    await trigger.click();
    await ui.getByRole("button", { name: "Send", exact: true }).click();
    await expect(row.locator("[data-status]")).toHaveText("Sent");
    await expect(
      ui.getByRole("status").filter({ hasText: `Invoice ${invoice.invoice_number} was sent.` }),
    ).toBeAttached();
    await expect(trigger).toBeFocused();
    expect((await getOk(books, `/invoices/${invoice.id}/`)).status).toBe("SENT");
    await trigger.click();
    await expect(ui.getByRole("button", { name: "Send", exact: true })).toHaveCount(0);
  });

  test("at 360 px an editor records part of an overdue invoice (it shows both facts), then the rest", async ({
    page,
  }) => {
    const { books, invoice } = await arrange({ sent_at: "2025-01-10T09:00:00Z", due_at: "2025-02-10" });
    const { ui, actions } = await openInvoice(page, books, invoice, { width: 360 });
    await expect(ui.locator('[data-status="overdue"]')).toHaveText("Overdue");
    await actions.getByRole("button", { name: "Record payment" }).click();
    const dialog = ui.getByRole("dialog", { name: `Record a payment for invoice ${invoice.invoice_number}` });
    const amount = dialog.getByLabel("Amount (SEK)");
    await expect(amount).toHaveValue("1000.00");
    await amount.fill("1200");
    await dialog.getByRole("button", { name: "Record payment" }).click();
    await expect(dialog.getByText("More than the invoice's outstanding balance.")).toBeVisible();
    // Someone pays part of it meanwhile: the dialog still allows the whole amount, and the API refuses it.
    await payInvoice(books, invoice.id, { amount_cents: 10_000 });
    await amount.fill("1000");
    await dialog.getByRole("button", { name: "Record payment" }).click();
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByText("At most 90000.")).toBeVisible();
    await expect(amount).toBeFocused();

    await amount.fill("250.50");
    await dialog.getByLabel("Payment date").fill("2025-03-20");
    await dialog.getByLabel("Method").selectOption({ label: "Cash" });
    const depositTo = dialog.getByLabel("Deposited to");
    await expect(depositTo.locator("option").first()).toHaveText("The business's bank account");
    await expect.poll(() => depositTo.locator("option").count()).toBeGreaterThan(1);
    await depositTo.selectOption({ index: 1 });
    const depositAccountId = await depositTo.inputValue();
    await expectNoSeriousViolationsInFrame(page);
    await expectNoHorizontalOverflow(page);
    await dialog.getByRole("button", { name: "Record payment" }).click();
    await expect(dialog).toBeHidden();
    await expect(
      ui.getByRole("status").filter({ hasText: `A payment of ${sek(25_050)} was recorded` }),
    ).toBeAttached();
    await expect(ui.locator('[data-status="overdue"]')).toHaveText("Partially paid · Overdue");
    const partly = await getOk(books, `/invoices/${invoice.id}/`);
    expect(partly).toMatchObject({ status: "OVERDUE", paid_amount: 35_050, outstanding_balance: 64_950 });
    const payments = await getOk(books, `/invoices/payments/?invoice_id=${invoice.id}&payment_method=cash`);
    expect(payments.results).toHaveLength(1);
    expect(payments.results[0]).toMatchObject({
      amount_cents: 25_050,
      payment_date: "2025-03-20",
      deposit_account: { id: depositAccountId },
    });

    await actions.getByRole("button", { name: "Record payment" }).click();
    await expect(amount).toHaveValue("649.50");
    await dialog.getByRole("button", { name: "Record payment" }).click();
    await expect(dialog).toBeHidden();
    await expect(ui.locator('[data-status="paid"]')).toHaveText("Paid");
    await expect(actions.getByRole("button", { name: "Record payment" })).toHaveCount(0);
    expect(await getOk(books, `/invoices/${invoice.id}/`)).toMatchObject({
      status: "PAID",
      outstanding_balance: 0,
      paid_amount: 100_000,
    });
  });

  test("at 360 px an editor records a payment and a refund from a row's menu; the partner's page hears of both", async ({
    page,
  }) => {
    const { books, invoice } = await arrange(SENT);
    const { ui } = await openEmbedded(page, books.businessId, "invoices/", { width: 360 });
    await page.evaluate(() => {
      const events: unknown[] = (window.hostEvents = []);
      window.addEventListener("message", (event) => events.push(event.data));
    });
    const row = ui.getByRole("region", { name: "Invoice table" }).locator("tbody tr");
    await expect(row.locator("[data-status]")).toHaveText("Sent");
    const trigger = ui.getByRole("button", { name: `Actions for invoice ${invoice.invoice_number}` });
    await trigger.click();
    await expect(ui.getByRole("button", { name: "Write off", exact: true })).toBeVisible();
    await expect(ui.getByRole("button", { name: "Refund", exact: true })).toHaveCount(0);
    await ui.getByRole("button", { name: "Record payment", exact: true }).click();
    const payDialog = ui.getByRole("dialog", {
      name: `Record a payment for invoice ${invoice.invoice_number}`,
    });
    await expect(payDialog.getByLabel("Amount (SEK)")).toHaveValue("1000.00");
    await payDialog.getByLabel("Payment date").fill("2025-03-05");
    await payDialog.getByRole("button", { name: "Record payment" }).click();
    await expect(payDialog).toBeHidden();
    await expect(row.locator("[data-status]")).toHaveText("Paid");
    await expect(trigger).toBeFocused();
    await expect(
      ui.getByRole("status").filter({ hasText: `A payment of ${sek(100_000)} was recorded` }),
    ).toBeAttached();
    const [payment] = (await getOk(books, `/invoices/payments/?invoice_id=${invoice.id}`)).results;
    expect(payment).toMatchObject({ amount_cents: 100_000, payment_date: "2025-03-05" });
    await expect
      .poll(() => page.evaluate(() => window.hostEvents))
      .toContainEqual({
        source: "ledgerkit",
        type: "invoice_paid",
        invoice_id: invoice.id,
        payment_id: payment.id,
        amount_cents: 100_000,
      });

    // Paid in full: the menu now offers a refund, and no payment or write-off.
    await trigger.click();
    await expect(ui.getByRole("button", { name: "Record payment", exact: true })).toHaveCount(0);
    await expect(ui.getByRole("button", { name: "Write off", exact: true })).toHaveCount(0);
    await ui.getByRole("button", { name: "Refund", exact: true }).click();
    const refundDialog = ui.getByRole("dialog", { name: `Refund invoice ${invoice.invoice_number}` });
    await refundDialog.getByLabel("Amount (SEK)").fill("250");
    await refundDialog.getByRole("button", { name: "Refund" }).click();
    await expect(refundDialog).toBeHidden();
    await expect(trigger).toBeFocused();
    expect(await getOk(books, `/invoices/${invoice.id}/`)).toMatchObject({ refunded_amount: 25_000 });
    await expect
      .poll(() => page.evaluate(() => window.hostEvents.filter((event) => event.type === "invoice_refunded")))
      .toEqual([
        {
          source: "ledgerkit",
          type: "invoice_refunded",
          invoice_id: invoice.id,
          refund_id: expect.any(String),
        },
      ]);
    await expectNoSeriousViolationsInFrame(page);
  });

  test("an editor writes off what is left of a partly paid invoice", async ({ page }) => {
    const { books, invoice } = await arrange(SENT);
    await payInvoice(books, invoice.id, { amount_cents: 40_000 });
    const { ui, actions } = await openInvoice(page, books, invoice);
    await actions.getByRole("button", { name: "Write off" }).click();
    const dialog = ui.getByRole("dialog", { name: `Write off invoice ${invoice.invoice_number}` });
    await expect(dialog.getByLabel("Amount (SEK)")).toHaveValue("600.00");
    await expect(dialog.getByLabel("Amount (SEK)")).toHaveAccessibleDescription(
      /Outstanding: SEK\s600\.00\./,
    );
    await dialog.getByLabel("Write-off date").fill("2025-04-30");
    await dialog.getByLabel("Reason (optional)").fill("The customer closed down");
    await dialog.getByRole("button", { name: "Write off" }).click();
    await expect(dialog).toBeHidden();
    await expect(
      ui.getByRole("status").filter({ hasText: `of invoice ${invoice.invoice_number} was written off` }),
    ).toBeAttached();
    await expect(ui.locator('[data-status="paid"]')).toHaveText("Paid");
    await expect(actions.getByRole("button", { name: "Write off" })).toHaveCount(0);
    const written = await getOk(books, `/invoices/${invoice.id}/`);
    expect(written).toMatchObject({ status: "PAID", written_off_amount: 60_000, outstanding_balance: 0 });
    expect(written.write_offs).toEqual([
      expect.objectContaining({ amount_cents: 60_000, reason: "The customer closed down" }),
    ]);
  });

  test("an editor refunds part of a paid invoice, paid back now: the API holds the paid refund", async ({
    page,
  }) => {
    const { books, invoice } = await arrange(SENT);
    await payInvoice(books, invoice.id, { amount_cents: 100_000 });
    const { ui, actions } = await openInvoice(page, books, invoice);
    await actions.getByRole("button", { name: "Refund" }).click();
    const dialog = ui.getByRole("dialog", { name: `Refund invoice ${invoice.invoice_number}` });
    const amount = dialog.getByLabel("Amount (SEK)");
    await expect(amount).toHaveValue("1000.00");
    await amount.fill("1000.01");
    await dialog.getByRole("button", { name: "Refund" }).click();
    await expect(dialog.getByText("More than was paid on the invoice and not yet refunded.")).toBeVisible();
    await amount.fill("300");
    await dialog.getByLabel("Note (optional)").fill("Two trays came back");
    await expect(dialog.getByLabel("The money has been paid back")).toBeChecked();
    await dialog.getByRole("button", { name: "Refund" }).click();
    await expect(dialog).toBeHidden();
    await expect(
      ui.getByRole("status").filter({ hasText: `A refund of ${sek(30_000)} was recorded` }),
    ).toBeAttached();

    const refunds = await getOk(
      books,
      `/invoices/refunds/?customer_id=${(await getOk(books, `/invoices/${invoice.id}/`)).customer.id}`,
    );
    expect(refunds.results).toHaveLength(1);
    expect(refunds.results[0]).toMatchObject({
      refunded_amount: 30_000,
      paid_amount: 30_000,
      status: "paid",
      memo: "Two trays came back",
      allocations: [expect.objectContaining({ invoice_id: invoice.id, amount: 30_000 })],
    });
    expect(await getOk(books, `/invoices/${invoice.id}/`)).toMatchObject({
      status: "PAID",
      refunded_amount: 30_000,
    });
    await expect(ui.getByRole("region", { name: "Totals" })).toContainText("Refunded");
  });

  test("Download PDF saves the invoice's PDF: its number and total as the API states them", async ({
    page,
  }) => {
    const { books, invoice } = await arrange(SENT);
    expect((await getOk(books, `/invoices/${invoice.id}/`)).document).toBeNull();
    const { actions } = await openInvoice(page, books, invoice, { width: 360 });
    const download = page.waitForEvent("download");
    await actions.getByRole("button", { name: "Download PDF" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`Faktura-${invoice.invoice_number}.pdf`);
    const pdf = await pdfText(await readFile((await file.path())!));
    const stated = await getOk(books, `/invoices/${invoice.id}/`);
    expect(stated.document).toMatchObject({ mime_type: "application/pdf" });
    expect(pdf.text).toContain(stated.invoice_number);
    expect(pdf.text).toContain(
      `Totalt ${flatSpaces(formatMoney(stated.total_amount, stated.currency, "sv"))}`,
    );
  });

  test("a viewer sees a partly paid overdue invoice's two facts but no actions", async ({ page }) => {
    const { books, invoice } = await arrange({ sent_at: "2025-01-10T09:00:00Z", due_at: "2025-02-10" });
    await payInvoice(books, invoice.id, { amount_cents: 25_000 });
    const { ui } = await openEmbedded(page, books.businessId, "invoices/", { role: "viewer", width: 360 });
    const row = ui.getByRole("region", { name: "Invoice table" }).locator("tbody tr");
    await expect(row.locator("[data-status]")).toHaveText("Partially paid · Overdue");
    await row.getByRole("link", { name: invoice.invoice_number }).click();
    await expect(ui.getByRole("heading", { name: `Invoice ${invoice.invoice_number}` })).toBeVisible();
    await expect(ui.locator('[data-status="overdue"]')).toHaveText("Partially paid · Overdue");
    await expect(ui.getByRole("group", { name: "Invoice actions" })).toHaveCount(0);
    await expect(
      ui.getByRole("button", { name: /Send|Record payment|Write off|Refund|Download PDF|Void/ }),
    ).toHaveCount(0);
  });
});
