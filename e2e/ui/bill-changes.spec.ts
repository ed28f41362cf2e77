import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import "../support/host-window";
import { formatMoney } from "../../lib/i18n/format";
import { openInHostPage, signLaunchToken } from "../support/embed";
import { embedBusinessBooks } from "../support/embed-books";
import {
  embedFrame,
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  gotoInFrame,
} from "../support/embed-bills";
import { createApprovedBill, createBill, getOk } from "../support/payables";

const sek = (cents: number) => formatMoney(cents, "SEK", "en-US");
const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

/** A business of the embedding partner and an editor's iframe on its bills list (or `path`). */
async function openBooks(page: Page, width = 1024) {
  const books = await embedBusinessBooks({ name: "Changes Bakery" });
  const { businessId } = books;
  const token = await signLaunchToken({ role: "editor", business_id: businessId });
  const ui = await openInHostPage(page, token, width);
  await expect(ui.getByRole("navigation", { name: "Accounting sections" })).toBeVisible();
  return { ui, books };
}

const numbered = (number: string, fields: Record<string, unknown> = {}) => ({
  bill_number: number,
  line_items: [{ quantity: 1, unit_price: 100_000, description: "Flour" }],
  ...fields,
});

test.describe("changing bills in the partner's iframe", () => {
  test.describe.configure({ timeout: 60_000 });

  test("at 360 px an editor edits an unapproved bill's line and due date; what the form has no input for stays", async ({
    page,
  }) => {
    const { ui, books } = await openBooks(page, 360);
    const bill = await createBill(
      books,
      numbered("E-1", { vendor_bill_number: "V-77", purchase_order_number: "PO-9", due_at: "2025-04-09" }),
    );
    const approved = await createApprovedBill(books, numbered("E-2"));
    await gotoInFrame(page, `/embed/${books.businessId}/bills/${approved.id}/`);
    await expect(ui.getByRole("heading", { name: "Bill E-2" })).toBeVisible();
    await expect(ui.getByRole("link", { name: "Edit", exact: true })).toHaveCount(0);

    await gotoInFrame(page, `/embed/${books.businessId}/bills/${bill.id}/`);
    await ui
      .getByRole("group", { name: "Bill actions" })
      .getByRole("link", { name: "Edit", exact: true })
      .click();
    await expect(ui.getByRole("heading", { name: "Edit bill E-1" })).toBeVisible();
    const line = ui.getByRole("group", { name: "Line 1" });
    await expect(line.getByLabel("Unit price")).toHaveValue("1000.00");
    await expect(ui.getByLabel("Due date")).toHaveValue("2025-04-09");
    await expect(ui.getByLabel("Vendor", { exact: true })).toHaveValue(bill.vendor.id);
    await line.getByLabel("Description").fill("Rye flour");
    await line.getByLabel("Quantity").fill("3");
    await line.getByLabel("Unit price").fill("250.50");
    await ui.getByLabel("Due date").fill("2025-05-20");
    await expectNoSeriousAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    await ui.getByRole("button", { name: "Save changes" }).click();

    await expect(ui.getByRole("heading", { name: "Bill E-1" })).toBeVisible();
    await expect(ui.getByText("Rye flour")).toBeVisible();
    await expect(ui.locator('[data-total="total"] dd')).toHaveText(sek(75_150));
    await expect(ui.getByText("May 20, 2025")).toBeVisible();
    const saved = await getOk(books, `/bills/${bill.id}/`);
    expect(saved).toMatchObject({
      id: bill.id,
      external_id: bill.external_id,
      approved_at: null,
      total_amount: 75_150,
      vendor: { id: bill.vendor.id },
      vendor_bill_number: "V-77",
      purchase_order_number: "PO-9",
      line_items: [{ description: "Rye flour", quantity: 3, unit_price: 25_050 }],
    });
    // Midnight in the business's zone (Europe/Stockholm, summer time).
    expect(saved.due_at).toBe("2025-05-19T22:00:00.000Z");
  });

  test("at 360 px a line tax given as an amount alone shows in its own input, counts in the totals and is saved as an amount", async ({
    page,
  }) => {
    const { ui, books } = await openBooks(page, 360);
    const bill = await createBill(
      books,
      numbered("T-1", {
        line_items: [
          {
            quantity: 1,
            unit_price: 100_000,
            description: "Flour",
            sales_taxes: [{ name: "Fee", amount: 1_550 }],
          },
        ],
      }),
    );
    expect(bill.line_items[0].sales_taxes).toEqual([{ name: "Fee", rate: null, amount: 1_550 }]);
    await gotoInFrame(page, `/embed/${books.businessId}/bills/${bill.id}/edit/`);
    const line = ui.getByRole("group", { name: "Line 1" });
    const amount = line.getByLabel("Tax amount (instead of a rate)");
    await expect(amount).toHaveValue("15.50");
    await expect(line.getByLabel("Tax rate (%)")).toHaveValue("");
    const totals = ui.getByRole("group", { name: "Line items" });
    await expect(totals.locator('[data-total="tax"]')).toHaveText(sek(1_550));
    await expectNoHorizontalOverflow(page);

    await amount.fill("20");
    await expect(totals.locator('[data-total="total"]')).toHaveText(sek(102_000));
    await ui.getByRole("button", { name: "Save changes" }).click();
    await expect(ui.getByRole("heading", { name: "Bill T-1", exact: true })).toBeVisible();
    await expect(ui.locator('[data-total="total"] dd')).toHaveText(sek(102_000));
    const saved = await getOk(books, `/bills/${bill.id}/`);
    expect(saved.line_items[0].sales_taxes).toEqual([{ name: "Fee", rate: null, amount: 2_000 }]);
    expect(saved.total_amount).toBe(102_000);
  });

  test("the API's refusal of an edit (no exchange rate for another currency) lands on its field; nothing changes", async ({
    page,
  }) => {
    const { ui, books } = await openBooks(page);
    const bill = await createBill(books, numbered("R-1"));
    await gotoInFrame(page, `/embed/${books.businessId}/bills/${bill.id}/edit/`);
    await ui.getByLabel("Currency").selectOption("EUR");
    await ui.getByRole("button", { name: "Save changes" }).click();
    const rate = ui.getByLabel("Exchange rate");
    await expect(rate).toHaveAttribute("aria-invalid", "true");
    await expect(rate).toHaveAccessibleDescription(/Required for EUR/);
    await expect(rate).toBeFocused();
    await expect(ui.getByRole("alert").filter({ hasText: "The bill was not saved" })).toBeVisible();
    expect(await getOk(books, `/bills/${bill.id}/`)).toMatchObject({
      currency: "SEK",
      total_amount: 100_000,
    });
  });

  test("an editor attaches a document to an approved bill and downloads it; a refused type shows on the field", async ({
    page,
  }) => {
    const { ui, books } = await openBooks(page, 360);
    const bill = await createApprovedBill(books, numbered("D-1"));
    await gotoInFrame(page, `/embed/${books.businessId}/bills/${bill.id}/`);
    await expect(ui.getByText("No document attached yet.")).toBeVisible();
    const file = ui.getByLabel("Attach a document");

    await file.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("just text") });
    await ui.getByRole("button", { name: "Attach", exact: true }).click();
    await expect(file).toHaveAttribute("aria-invalid", "true");
    await expect(file).toHaveAccessibleDescription(/Unsupported file type/);
    expect((await getOk(books, `/bills/${bill.id}/`)).document).toBeNull();

    await file.setInputFiles({ name: "flour-invoice.pdf", mimeType: "application/pdf", buffer: pdf });
    await expect(file).toHaveAttribute("aria-invalid", "false");
    await ui.getByRole("button", { name: "Attach", exact: true }).click();
    const link = ui.getByRole("button", { name: "Download flour-invoice.pdf" });
    await expect(link).toBeVisible();
    await expect(ui.getByRole("status").filter({ hasText: "flour-invoice.pdf was attached" })).toBeAttached();
    await expectNoSeriousAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    expect((await getOk(books, `/bills/${bill.id}/`)).document).toMatchObject({
      file_name: "flour-invoice.pdf",
      mime_type: "application/pdf",
    });

    const download = page.waitForEvent("download");
    await link.click();
    const downloaded = await download;
    expect(downloaded.suggestedFilename()).toBe("flour-invoice.pdf");
    expect((await readFile(await downloaded.path())).equals(pdf)).toBe(true);
  });

  test("from the list's row menus an editor approves a bill, pays another in full and voids a third", async ({
    page,
  }) => {
    const { ui, books } = await openBooks(page, 360);
    const toApprove = await createBill(books, numbered("L-1"));
    const toPay = await createApprovedBill(books, numbered("L-2"));
    const toVoid = await createBill(books, numbered("L-3"));
    await gotoInFrame(page, `/embed/${books.businessId}/bills/`);
    const row = (id: string) => ui.locator(`tr[data-bill-id="${id}"]`);
    const menu = (number: string) => ui.getByRole("button", { name: `Actions for bill ${number}` });

    await menu("L-1").click();
    await expect(ui.getByRole("link", { name: "Edit", exact: true })).toBeVisible();
    await ui.getByRole("button", { name: "Approve", exact: true }).click();
    await expect(ui.getByRole("status").filter({ hasText: "Bill L-1 was approved." })).toBeAttached();
    await expect(row(toApprove.id)).not.toContainText("Not approved");
    expect((await getOk(books, `/bills/${toApprove.id}/`)).approved_at).not.toBeNull();

    await menu("L-2").click();
    await expect(ui.getByRole("link", { name: "Edit", exact: true })).toHaveCount(0);
    await ui.getByRole("button", { name: "Record payment", exact: true }).click();
    const payDialog = ui.getByRole("dialog", { name: "Record a payment for bill L-2" });
    await expect(payDialog.getByLabel("Amount (SEK)")).toHaveValue("1000.00");
    await expectNoSeriousAxeViolations(page);
    await payDialog.getByRole("button", { name: "Record payment" }).click();
    await expect(payDialog).toBeHidden();
    await expect(row(toPay.id)).toContainText("Paid");
    await expect(menu("L-2")).toBeFocused();
    expect((await getOk(books, `/bills/${toPay.id}/`)).status).toBe("paid");

    await menu("L-3").click();
    await ui.getByRole("button", { name: "Void", exact: true }).click();
    const voidDialog = ui.getByRole("dialog", { name: "Void bill L-3" });
    await voidDialog.getByLabel("Reason (optional)").fill("Entered twice");
    await voidDialog.getByRole("button", { name: "Void bill" }).click();
    await expect(voidDialog).toBeHidden();
    await expect(row(toVoid.id)).toContainText("Voided");
    expect(await getOk(books, `/bills/${toVoid.id}/`)).toMatchObject({
      status: "voided",
      void_reason: "Entered twice",
    });
    await expectNoHorizontalOverflow(page);
  });

  test("filters go into the URL, survive a reload and list what the API lists; a new filter starts at page 1", async ({
    page,
  }) => {
    const { ui, books } = await openBooks(page);
    const flour = { vendor_external_id: "flour-mill", vendor_name: "Flour Mill AB" };
    const first = await createBill(
      books,
      numbered("F-1", { ...flour, due_at: "2025-04-01", memo: "rye order" }),
    );
    await createBill(books, numbered("F-2", { ...flour, due_at: "2025-06-01", memo: "rye order" }));
    await createBill(books, numbered("F-3", { ...flour, due_at: "2025-04-15", memo: "wheat order" }));
    const other = await createBill(books, numbered("F-4", { due_at: "2025-04-10", memo: "rye order" }));
    const vendorId = first.vendor.id as string;
    expect(other.vendor.id).not.toBe(vendorId);
    await gotoInFrame(page, `/embed/${books.businessId}/bills/?page=2`);

    const filters = ui.getByRole("region", { name: "Filter bills" });
    await filters.getByRole("checkbox", { name: "Received" }).check();
    await filters.getByLabel("Vendor", { exact: true }).selectOption(vendorId);
    await filters.getByLabel("Due from").fill("2025-04-01");
    await filters.getByLabel("Due to").fill("2025-04-30");
    await filters.getByLabel("Search").fill("rye");
    await filters.getByRole("button", { name: "Apply filters" }).click();

    const expected = await getOk(
      books,
      `/bills/?status=received&vendor_id=${vendorId}&due_at_start=2025-04-01&due_at_end=2025-04-30&search=rye`,
    );
    expect(expected.results.map((bill: { bill_number: string }) => bill.bill_number)).toEqual(["F-1"]);
    const rows = ui.locator("tbody tr");
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText("F-1");
    await expect(ui.getByText("Matching bills: 1")).toBeVisible();
    const url = new URL(embedFrame(page).url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      status: "received",
      vendor_id: vendorId,
      due_at_start: "2025-04-01",
      due_at_end: "2025-04-30",
      search: "rye",
    });

    await embedFrame(page).goto(url.toString());
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText("F-1");
    await expect(filters.getByLabel("Search")).toHaveValue("rye");
    await expect(filters.getByLabel("Due to")).toHaveValue("2025-04-30");
    await expect(filters.getByLabel("Vendor", { exact: true })).toHaveValue(vendorId);
    await expect(filters.getByRole("checkbox", { name: "Received" })).toBeChecked();

    await filters.getByLabel("Due from").fill("2025-05-01");
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(filters.getByLabel("Due to")).toHaveAccessibleDescription(
      "Must be on or after the start date.",
    );
    await filters.getByRole("button", { name: "Clear filters" }).click();
    await expect(rows).toHaveCount(4);
    await expect.poll(() => new URL(embedFrame(page).url()).search).toBe("");
    await expectNoSeriousAxeViolations(page);
  });
});
