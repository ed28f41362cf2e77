import { type APIRequestContext, expect, type FrameLocator, type Page, test } from "@playwright/test";
import "../support/host-window";
import { formatMoney } from "../../lib/i18n/format";
import { bearer } from "../support/api";
import { embedBusiness, openInHostPage, signLaunchToken } from "../support/embed";
import {
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  gotoInFrame,
} from "../support/embed-bills";

const sek = (cents: number) => formatMoney(cents, "SEK", "en-US");

async function openAsEditor(page: Page, width?: number) {
  const books = await embedBusiness({ name: "Invoice Studio" });
  const token = await signLaunchToken({ role: "editor", business_id: books.businessId });
  const frame = await openInHostPage(page, token, width);
  await expect(frame.getByRole("heading", { name: "Invoice Studio" })).toBeVisible();
  return { ...books, frame };
}

/** The business's invoices as the API lists them. */
async function listInvoices(books: {
  api: APIRequestContext;
  businessId: string;
  businessAccessToken: string;
}) {
  const response = await books.api.get(
    `/v1/platform/businesses/${books.businessId}/invoices/?page_size=100`,
    {
      headers: bearer(books.businessAccessToken),
    },
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as { count: number; results: { id: string }[] };
}

/** Fills one line of the invoice form: the line's fieldset is a group named "Line N". */
async function fillInvoiceLine(
  frame: FrameLocator,
  number: number,
  line: {
    description: string;
    quantity: string;
    unitPrice: string;
    discount?: string;
    tax?: [string, string];
  },
) {
  const group = frame.getByRole("group", { name: `Line ${number}` });
  await group.getByLabel("Description").fill(line.description);
  await group.getByLabel("Quantity").fill(line.quantity);
  await group.getByLabel("Unit price").fill(line.unitPrice);
  if (line.discount) await group.getByLabel("Discount").fill(line.discount);
  if (line.tax) {
    await group.getByRole("button", { name: `Add tax to line ${number}` }).click();
    await group.getByLabel("Tax name").fill(line.tax[0]);
    await group.getByLabel("Tax rate (%)").fill(line.tax[1]);
  }
}

async function chooseNewCustomer(frame: FrameLocator, name: string) {
  await frame.getByRole("radio", { name: "New customer" }).check();
  await frame.getByLabel("Customer name").fill(name);
}

test.describe("creating an invoice in the embed", () => {
  test("at 360 px an editor invoices a new customer; the live totals are the API's", async ({ page }) => {
    const books = await openAsEditor(page, 360);
    const { frame } = books;
    await frame
      .getByRole("navigation", { name: "Accounting sections" })
      .getByRole("link", { name: "Invoices" })
      .click();
    await frame.getByRole("link", { name: "New invoice" }).click();
    await expect(frame.getByRole("heading", { name: "New invoice" })).toBeVisible();

    await chooseNewCustomer(frame, "Fjord Films AB");
    await frame.getByLabel("Invoice number").fill("INV-360");
    await frame.getByLabel("References").fill("PO-7, Project Fjord");
    await fillInvoiceLine(frame, 1, {
      description: "Design",
      quantity: "2",
      unitPrice: "125.50",
      tax: ["VAT", "25"],
    });
    await frame.getByRole("button", { name: "Add line" }).click();
    await fillInvoiceLine(frame, 2, {
      description: "Hosting",
      quantity: "3",
      unitPrice: "10",
      discount: "5",
    });

    // 2 × 125.50 = 251.00 + 25 % = 62.75; 3 × 10.00 = 30.00 − 5.00, no tax
    const totals = frame.getByRole("group", { name: "Line items" });
    const shown = async () =>
      Object.fromEntries(
        await Promise.all(
          ["subtotal", "discount", "tax", "total"].map(
            async (key) => [key, await totals.locator(`[data-total="${key}"]`).textContent()] as const,
          ),
        ),
      );
    await expect(totals.locator('[data-total="total"]')).toHaveText(sek(33_875));
    const before = await shown();
    expect(before).toEqual({
      subtotal: sek(28_100),
      discount: sek(500),
      tax: sek(6_275),
      total: sek(33_875),
    });
    await expectNoHorizontalOverflow(page);

    await frame.getByRole("button", { name: "Create invoice" }).click();
    await expect(frame.getByRole("heading", { name: "Invoice INV-360" })).toBeVisible();
    await expect(frame.getByRole("status").filter({ hasText: "Invoice INV-360 was created." })).toBeVisible();
    await expectNoHorizontalOverflow(page);

    const { results } = await listInvoices(books);
    expect(results).toHaveLength(1);
    const response = await books.api.get(
      `/v1/platform/businesses/${books.businessId}/invoices/${results[0]!.id}/`,
      { headers: bearer(books.businessAccessToken) },
    );
    const invoice = await response.json();
    expect(invoice).toMatchObject({
      invoice_number: "INV-360",
      status: "DRAFT",
      reference_numbers: ["PO-7", "Project Fjord"],
      customer: { display_name: "Fjord Films AB" },
      line_items: [
        { description: "Design", quantity: 2, unit_price: 12_550, discount_amount: 0 },
        { description: "Hosting", quantity: 3, unit_price: 1_000, discount_amount: 500, sales_taxes: [] },
      ],
    });
    type Line = { discount_amount: number; sales_taxes_total: number };
    const lines = invoice.line_items as Line[];
    const fromApi = {
      subtotal: sek(invoice.subtotal),
      discount: sek(lines.reduce((sum, line) => sum + line.discount_amount, invoice.additional_discount)),
      tax: sek(
        lines.reduce((sum, line) => sum + line.sales_taxes_total, invoice.additional_sales_taxes_total),
      ),
      total: sek(invoice.total_amount),
    };
    expect(fromApi).toEqual(before);
  });

  test("a double click on submit creates exactly one invoice", async ({ page }) => {
    const books = await openAsEditor(page);
    const { frame } = books;
    const customer = await books.api.post(`/v1/platform/businesses/${books.businessId}/customers/`, {
      headers: bearer(books.businessAccessToken),
      data: { company_name: "Twice Theatre AB" },
    });
    expect(customer.status()).toBe(201);
    await gotoInFrame(page, `/embed/${books.businessId}/invoices/new/`);
    await frame.getByLabel("Search customers").fill("twice");
    const select = frame.getByLabel("Customer", { exact: true });
    await expect(select.getByRole("option")).toHaveText(["Choose a customer", "Twice Theatre AB"]);
    await select.selectOption({ label: "Twice Theatre AB" });
    await frame.getByLabel("Invoice number").fill("INV-TWICE");
    await fillInvoiceLine(frame, 1, { description: "Tickets", quantity: "1", unitPrice: "50" });
    await frame.getByRole("button", { name: "Create invoice" }).dblclick();
    await expect(frame.getByRole("heading", { name: "Invoice INV-TWICE" })).toBeVisible();
    expect((await listInvoices(books)).count).toBe(1);
  });

  test("an error only the server finds (a discount above the line's subtotal) shows on its field", async ({
    page,
  }) => {
    const books = await openAsEditor(page);
    const { frame } = books;
    await gotoInFrame(page, `/embed/${books.businessId}/invoices/new/`);
    await chooseNewCustomer(frame, "Generous Goods AB");
    await frame.getByLabel("Invoice number").fill("INV-DISC");
    await fillInvoiceLine(frame, 1, { description: "Gift", quantity: "1", unitPrice: "10", discount: "11" });
    await expect(frame.getByText("A discount is larger than the amount it comes off.")).toBeVisible();
    await frame.getByRole("button", { name: "Create invoice" }).click();

    const discount = frame.getByRole("group", { name: "Line 1" }).getByLabel("Discount");
    await expect(discount).toHaveAttribute("aria-invalid", "true");
    await expect(discount).toHaveAccessibleDescription(/At most the line's subtotal \(1000\)/);
    await expect(discount).toBeFocused();
    expect((await listInvoices(books)).count).toBe(0);

    // A corrected body is a new submission (a new Idempotency-Key), and goes through.
    await discount.fill("1");
    await frame.getByRole("button", { name: "Create invoice" }).click();
    await expect(frame.getByRole("heading", { name: "Invoice INV-DISC" })).toBeVisible();
    expect((await listInvoices(books)).count).toBe(1);
  });

  test("a viewer gets no New invoice link and no form", async ({ page }) => {
    const { businessId } = await embedBusiness({ name: "Viewer Invoices" });
    const frame = await openInHostPage(
      page,
      await signLaunchToken({ role: "viewer", business_id: businessId }),
    );
    await expect(frame.getByRole("heading", { name: "Viewer Invoices" })).toBeVisible();
    await frame
      .getByRole("navigation", { name: "Accounting sections" })
      .getByRole("link", { name: "Invoices" })
      .click();
    await expect(frame.getByRole("heading", { name: "Invoices", exact: true })).toBeVisible();
    await expect(frame.getByRole("link", { name: "New invoice" })).toHaveCount(0);

    await gotoInFrame(page, `/embed/${businessId}/invoices/new/`);
    await expect(frame.getByText("Only editors can create invoices.")).toBeVisible();
    await expect(frame.getByRole("button", { name: "Create invoice" })).toHaveCount(0);
  });

  test("axe finds no serious or critical violation on the form", async ({ page }) => {
    const { frame, businessId } = await openAsEditor(page);
    await gotoInFrame(page, `/embed/${businessId}/invoices/new/`);
    await chooseNewCustomer(frame, "Axe Audits AB");
    await fillInvoiceLine(frame, 1, {
      description: "Audit",
      quantity: "1",
      unitPrice: "100",
      tax: ["VAT", "25"],
    });
    await expect(frame.getByRole("group", { name: "Line items" }).locator('[data-total="total"]')).toHaveText(
      sek(12_500),
    );
    await expectNoSeriousAxeViolations(page);
  });
});
