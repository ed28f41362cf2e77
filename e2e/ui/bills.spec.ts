import { expect, test } from "@playwright/test";
import "../support/host-window";
import { formatMoney } from "../../lib/i18n/format";
import { bearer } from "../support/api";
import { embedBusiness, openInHostPage, signLaunchToken } from "../support/embed";
import {
  chooseNewVendor,
  embedFrame,
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  fillBillLine,
  gotoInFrame,
  listBills,
} from "../support/embed-bills";
import { billBody } from "../support/payables";

const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const sek = (cents: number) => formatMoney(cents, "SEK", "en-US");

async function openAsEditor(page: import("@playwright/test").Page, width?: number) {
  const books = await embedBusiness({ name: "Bills Bakery" });
  const token = await signLaunchToken({ role: "editor", business_id: books.businessId });
  const frame = await openInHostPage(page, token, width);
  await expect(frame.getByRole("heading", { name: "Bills Bakery" })).toBeVisible();
  return { ...books, frame };
}

test.describe("bills in the embed", () => {
  test("an editor enters a bill with two lines, taxes and a new vendor, and finds it in the list", async ({
    page,
  }) => {
    const { frame, api, businessId, businessAccessToken } = await openAsEditor(page);
    await frame
      .getByRole("navigation", { name: "Accounting sections" })
      .getByRole("link", { name: "Bills" })
      .click();
    await expect(frame.getByText("No bills yet.")).toBeVisible();
    await frame.getByRole("link", { name: "New bill" }).click();

    const vendorId = `ui-vendor-${crypto.randomUUID()}`;
    await chooseNewVendor(frame, vendorId, "Acme Paper AB");
    await frame.getByLabel("Bill number").fill("UI-1001");
    await fillBillLine(frame, 1, {
      account: "6400 Software and subscriptions",
      description: "Licences",
      quantity: "2",
      unitPrice: "125.50",
      tax: ["VAT", "25"],
    });
    await frame.getByRole("button", { name: "Add line" }).click();
    await fillBillLine(frame, 2, {
      description: "Paper",
      quantity: "3",
      unitPrice: "10",
      tax: ["VAT", "12"],
    });

    // 2 × 125.50 = 251.00 + 25 % = 62.75; 3 × 10.00 = 30.00 + 12 % = 3.60
    const totals = frame.getByRole("group", { name: "Line items" });
    await expect(totals.locator('[data-total="subtotal"]')).toHaveText(sek(28_100));
    await expect(totals.locator('[data-total="tax"]')).toHaveText(sek(6_635));
    await expect(totals.locator('[data-total="total"]')).toHaveText(sek(34_735));

    await frame.getByLabel("Approve now and post to the ledger").check();
    await frame
      .getByLabel("Attachment")
      .setInputFiles({ name: "acme-1001.pdf", mimeType: "application/pdf", buffer: pdf });
    await expect(frame.getByText("acme-1001.pdf")).toBeVisible();
    // The partner's page hears about the new bill (public/embed.js passes these messages to onEvent).
    await page.evaluate(() => {
      const events: unknown[] = [];
      Object.assign(window, { hostEvents: events });
      window.addEventListener("message", (event) => events.push(event.data));
    });
    await frame.getByRole("button", { name: "Create bill" }).click();

    await expect(frame.getByRole("heading", { name: "Bill UI-1001" })).toBeVisible();
    await expect(frame.locator('[data-total="total"] dd')).toHaveText(sek(34_735));
    await expect(frame.locator('[data-total="outstanding"] dd')).toHaveText(sek(34_735));
    await expect(frame.getByText("6400 Software and subscriptions")).toBeVisible();
    await expect(frame.getByRole("button", { name: "Download acme-1001.pdf" })).toBeVisible();

    const { results } = await listBills(api, businessId, businessAccessToken);
    expect(results).toHaveLength(1);
    const response = await api.get(`/v1/platform/businesses/${businessId}/bills/${results[0]!.id}/`, {
      headers: bearer(businessAccessToken),
    });
    const bill = await response.json();
    expect(bill).toMatchObject({
      bill_number: "UI-1001",
      currency: "SEK",
      subtotal: 28_100,
      total_amount: 34_735,
      outstanding_balance: 34_735,
      vendor: { external_id: vendorId, display_name: "Acme Paper AB" },
      document: { file_name: "acme-1001.pdf", mime_type: "application/pdf" },
      line_items: [
        {
          description: "Licences",
          quantity: 2,
          unit_price: 12_550,
          subtotal: 25_100,
          sales_taxes: [{ name: "VAT", rate: "25", amount: 6_275 }],
          total_amount: 31_375,
        },
        {
          description: "Paper",
          quantity: 3,
          unit_price: 1_000,
          sales_taxes: [{ name: "VAT", rate: "12", amount: 360 }],
          total_amount: 3_360,
        },
      ],
    });
    expect(bill.approved_at).not.toBeNull();
    expect(bill.journal_entry_id).not.toBeNull();
    const hostEvents = await page.evaluate(() => window.hostEvents);
    expect(hostEvents.filter((event) => event.type === "bill_created")).toEqual([
      { source: "ledgerkit", type: "bill_created", bill_id: bill.id },
    ]);

    await frame.getByRole("link", { name: "All bills" }).click();
    const row = frame.locator(`tr[data-bill-id="${bill.id}"]`);
    await expect(row.getByRole("link", { name: "UI-1001" })).toBeVisible();
    await expect(row).toContainText("Acme Paper AB");
    await expect(row).toContainText("Received");
    await expect(row).toContainText(sek(34_735));
  });

  test("an error only the server finds (no exchange rate for a foreign currency) shows on its field", async ({
    page,
  }) => {
    const { frame, api, businessId, businessAccessToken } = await openAsEditor(page);
    await gotoInFrame(page, `/embed/${businessId}/bills/new/`);
    await chooseNewVendor(frame, "euro-supplier", "Euro Supplier GmbH");
    await frame.getByLabel("Currency").selectOption("EUR");
    await fillBillLine(frame, 1, { description: "Consulting", quantity: "1", unitPrice: "100" });
    await frame.getByRole("button", { name: "Create bill" }).click();

    const rate = frame.getByLabel("Exchange rate");
    await expect(rate).toHaveAttribute("aria-invalid", "true");
    await expect(rate).toHaveAccessibleDescription(/Required for EUR/);
    await expect(rate).toBeFocused();
    expect((await listBills(api, businessId, businessAccessToken)).count).toBe(0);

    await rate.fill("11.25");
    await frame.getByRole("button", { name: "Create bill" }).click();
    await expect(frame.getByRole("heading", { name: /^Bill / })).toBeVisible();
    expect((await listBills(api, businessId, businessAccessToken)).count).toBe(1);
  });

  test("the form's own checks (the API's rules, loaded once the form is used) mark fields before anything is sent", async ({
    page,
  }) => {
    const { frame, api, businessId, businessAccessToken } = await openAsEditor(page);
    await gotoInFrame(page, `/embed/${businessId}/bills/new/`);
    const submit = frame.getByRole("button", { name: "Create bill" });
    await submit.click();
    const vendor = frame.getByLabel("Vendor", { exact: true });
    await expect(vendor).toHaveAccessibleDescription("Choose a vendor.");
    await expect(vendor).toBeFocused();

    await chooseNewVendor(frame, "checked-vendor", "Checked Vendor AB");
    await fillBillLine(frame, 1, { description: "Paper", quantity: "two", unitPrice: "10" });
    await submit.click();
    const quantity = frame.getByRole("group", { name: "Line 1" }).getByLabel("Quantity");
    await expect(quantity).toHaveAccessibleDescription("Enter a number.");
    await expect(quantity).toBeFocused();
    // Once submitted, a field is checked again as it changes.
    await quantity.fill("2");
    await expect(quantity).toHaveAttribute("aria-invalid", "false");
    expect((await listBills(api, businessId, businessAccessToken)).count).toBe(0);
  });

  test("a double click on submit creates exactly one bill", async ({ page }) => {
    const { frame, api, businessId, businessAccessToken } = await openAsEditor(page);
    await gotoInFrame(page, `/embed/${businessId}/bills/new/`);
    await chooseNewVendor(frame, "twice", "Twice Ltd");
    await fillBillLine(frame, 1, { description: "Once", quantity: "1", unitPrice: "50" });
    const submit = frame.getByRole("button", { name: "Create bill" });
    await submit.dblclick();
    await expect(frame.getByRole("heading", { name: /^Bill / })).toBeVisible();
    const bills = await listBills(api, businessId, businessAccessToken);
    expect(bills.count).toBe(1);
  });

  test("a viewer gets no form, and the API refuses the viewer's token a write", async ({ page }) => {
    const { businessId } = await embedBusiness({ name: "Viewer Books" });
    const frame = await openInHostPage(
      page,
      await signLaunchToken({ role: "viewer", business_id: businessId }),
    );
    await expect(frame.getByRole("heading", { name: "Viewer Books" })).toBeVisible();
    await frame
      .getByRole("navigation", { name: "Accounting sections" })
      .getByRole("link", { name: "Bills" })
      .click();
    await expect(frame.getByRole("heading", { name: "Bills" })).toBeVisible();
    await expect(frame.getByRole("link", { name: "New bill" })).toHaveCount(0);

    await gotoInFrame(page, `/embed/${businessId}/bills/new/`);
    await expect(frame.getByText("Only editors can enter bills.")).toBeVisible();
    await expect(frame.getByRole("button", { name: "Create bill" })).toHaveCount(0);

    const refusal = await embedFrame(page).evaluate(
      async ({ id, body }) => {
        const session = await (await fetch(`/embed/session/?business_id=${id}`)).json();
        const response = await fetch(`${session.api_base_url}/v1/platform/businesses/${id}/bills/`, {
          method: "POST",
          headers: { Authorization: `Bearer ${session.access_token}`, "Content-Type": "application/json" },
          body: JSON.stringify(body),
        });
        return { status: response.status, body: await response.json() };
      },
      { id: businessId, body: billBody() },
    );
    expect(refusal).toEqual({
      status: 403,
      body: expect.objectContaining({ error_code: "forbidden", error: "This token is read-only." }),
    });
  });

  test("bill entry works in a 360 px iframe without sideways scrolling", async ({ page }) => {
    const { frame, api, businessId, businessAccessToken } = await openAsEditor(page, 360);
    await gotoInFrame(page, `/embed/${businessId}/bills/new/`);
    await expect(frame.getByRole("button", { name: "Create bill" })).toBeVisible();
    for (const name of ["Narrow Coffee AB", "Wide Tea AB"]) {
      const vendor = await api.post(`/v1/platform/businesses/${businessId}/vendors/`, {
        headers: bearer(businessAccessToken),
        data: { company_name: name },
      });
      expect(vendor.status()).toBe(201);
    }
    // An existing vendor, found by search.
    await frame.getByLabel("Search vendors").fill("coffee");
    const vendorSelect = frame.getByLabel("Vendor", { exact: true });
    await expect(vendorSelect.getByRole("option")).toHaveText(["Choose a vendor", "Narrow Coffee AB"]);
    await vendorSelect.selectOption({ label: "Narrow Coffee AB" });
    await fillBillLine(frame, 1, {
      description: "Coffee",
      quantity: "4",
      unitPrice: "2.5",
      tax: ["Deposit", "", "1.20"], // an amount, without a rate
    });
    await expectNoHorizontalOverflow(page);
    await frame.getByRole("button", { name: "Create bill" }).click();
    await expect(frame.getByRole("heading", { name: /^Bill / })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await frame.getByRole("link", { name: "All bills" }).click();
    await expect(frame.getByRole("table")).toBeVisible();
    await expectNoHorizontalOverflow(page);
    const bills = await listBills(api, businessId, businessAccessToken);
    expect(bills.results.map((bill) => bill.vendor.display_name)).toEqual(["Narrow Coffee AB"]);
    expect(bills.results[0]).toMatchObject({
      total_amount: 1_120,
      line_items: [{ sales_taxes: [{ name: "Deposit", rate: null, amount: 120 }] }],
    });
  });

  test("the list's order follows the Sort by select, as GET /bills/ orders, kept in the URL", async ({
    page,
  }) => {
    const { frame, api, businessId, businessAccessToken } = await openAsEditor(page);
    // Entered in this order; due and dated in neither this order nor its reverse.
    const bills = [
      { bill_number: "SORT-A", bill_date: "2025-03-10", due_at: "2025-05-20" },
      { bill_number: "SORT-B", bill_date: "2025-03-01", due_at: "2025-04-01" },
      { bill_number: "SORT-C", bill_date: "2025-03-20", due_at: "2025-06-30" },
    ];
    for (const bill of bills) {
      const created = await api.post(`/v1/platform/businesses/${businessId}/bills/`, {
        headers: bearer(businessAccessToken),
        data: billBody(bill),
      });
      expect(created.status()).toBe(201);
    }
    const apiOrder = async (sort: string) => {
      const response = await api.get(`/v1/platform/businesses/${businessId}/bills/?sort=${sort}`, {
        headers: bearer(businessAccessToken),
      });
      return ((await response.json()) as { results: { bill_number: string }[] }).results.map(
        (bill) => bill.bill_number,
      );
    };
    const numbers = frame.locator("tr[data-bill-id]").getByRole("link", { name: /^SORT-/ });

    await gotoInFrame(page, `/embed/${businessId}/bills/`);
    await expect(numbers).toHaveText(["SORT-C", "SORT-B", "SORT-A"]);
    const sortBy = frame.getByLabel("Sort by");
    await sortBy.selectOption({ label: "Due soonest" });
    await expect(numbers).toHaveText(["SORT-B", "SORT-A", "SORT-C"]);
    expect(await apiOrder("due_at")).toEqual(["SORT-B", "SORT-A", "SORT-C"]);
    await expect.poll(() => new URL(embedFrame(page).url()).searchParams.get("sort")).toBe("due_at");
    await sortBy.selectOption({ label: "Bill date, newest" });
    await expect(numbers).toHaveText(await apiOrder("-issue_date"));
    await expect(numbers.first()).toHaveText("SORT-C");

    // The same address again (a copied link, a reload of the frame) shows the same order.
    await embedFrame(page).goto(embedFrame(page).url());
    await expect(frame.getByLabel("Sort by")).toHaveValue("-issue_date");
    await expect(numbers).toHaveText(["SORT-C", "SORT-A", "SORT-B"]);
  });

  test("axe finds no serious or critical violation on the list, the form and a bill", async ({ page }) => {
    const { frame, api, businessId, businessAccessToken } = await openAsEditor(page);
    const created = await api.post(`/v1/platform/businesses/${businessId}/bills/`, {
      headers: bearer(businessAccessToken),
      data: billBody({ bill_number: "AXE-1", approved_at: "2025-03-10T09:00:00Z" }),
    });
    expect(created.status()).toBe(201);
    const bill = await created.json();

    await gotoInFrame(page, `/embed/${businessId}/bills/`);
    await expect(frame.getByRole("link", { name: "AXE-1" })).toBeVisible();
    await expect(frame.getByText("Overdue")).toBeVisible(); // due 30 days after 2025-03-10
    await expectNoSeriousAxeViolations(page);

    await gotoInFrame(page, `/embed/${businessId}/bills/new/`);
    await frame.getByRole("button", { name: "Create bill" }).click(); // with the client-side errors shown
    await expect(frame.getByText("Choose a vendor.")).toBeVisible();
    await expect(frame.getByLabel("Unit price")).toHaveAccessibleDescription(/Enter a number\./);
    await expectNoSeriousAxeViolations(page);

    await gotoInFrame(page, `/embed/${businessId}/bills/${bill.id}/`);
    await expect(frame.getByRole("heading", { name: "Bill AXE-1" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe("dates on the business's calendar, for a viewer in another time zone", () => {
  test.use({ timezoneId: "America/Los_Angeles" });

  test("a due date shows the business's day, and a new bill starts on the business's today", async ({
    page,
  }) => {
    // 03:00 UTC on 1 June: still 31 May in Los Angeles, already 1 June in Stockholm (the business's zone).
    await page.clock.setFixedTime(new Date("2025-06-01T03:00:00Z"));
    const { frame, api, businessId, businessAccessToken } = await openAsEditor(page);
    const created = await api.post(`/v1/platform/businesses/${businessId}/bills/`, {
      headers: bearer(businessAccessToken),
      data: billBody({ bill_number: "TZ-1", due_at: "2025-04-01" }),
    });
    const bill = await created.json();
    expect(bill.due_at).toBe("2025-03-31T22:00:00.000Z"); // the start of 1 April in Stockholm

    await gotoInFrame(page, `/embed/${businessId}/bills/${bill.id}/`);
    await expect(frame.getByRole("heading", { name: "Bill TZ-1" })).toBeVisible();
    await expect(frame.locator(`time[datetime="${bill.due_at}"]`)).toHaveText("Apr 1, 2025");

    await gotoInFrame(page, `/embed/${businessId}/bills/new/`);
    await expect(frame.getByLabel("Bill date")).toHaveValue("2025-06-01");
  });
});
