import { expect, test } from "@playwright/test";
import { bearer } from "../support/api";
import { seriousViolationsInFrame } from "../support/axe-in-frame";
import { openInHostPage, signLaunchToken } from "../support/embed";
import { embedBooks } from "../support/embed-books";
import { createApprovedBill } from "../support/payables";
import { createSentInvoice } from "../support/receivables";
import { TEST_BASE_URL } from "../support/test-env";

test.describe("support console through a partner's iframe", () => {
  test("a support session lists and searches the partner's businesses and opens one read-only", async ({
    page,
  }) => {
    const marker = `Console ${crypto.randomUUID().slice(0, 8)}`;
    const books = await embedBooks({ name: `${marker} Bakery` });
    await embedBooks({ name: `${marker} Florist` });
    const bill = await createApprovedBill(books, { bill_number: "B-7" });
    const invoice = await createSentInvoice(books);
    const clerk = await books.api.post(`/v1/platform/${books.businessId}/oauth2/token/`, {
      headers: bearer(books.token),
      form: { actor_id: "clerk-9", actor_name: "Ada Clerk" },
    });
    expect(clerk.status()).toBe(200);
    const voidResponse = await books.api.post(`${books.base}/invoices/${invoice.id}/void/`, {
      headers: bearer((await clerk.json()).access_token),
      data: { invoice_number: invoice.invoice_number, memo: "Wrong customer" },
    });
    expect(voidResponse.status(), await voidResponse.text()).toBe(200);

    const frame = await openInHostPage(page, await signLaunchToken({ role: "support", sub: "agent-7" }));
    await expect(frame.getByRole("heading", { name: "Support console" })).toBeVisible();
    await frame.getByLabel("Search businesses by name or external id").fill(marker);
    await frame.getByRole("button", { name: "Search" }).click();
    await expect(frame.getByText("2 businesses")).toBeVisible();
    await expect(frame.getByRole("link", { name: `Open ${marker} Florist` })).toBeVisible();

    await frame.getByRole("link", { name: `Open ${marker} Bakery` }).click();
    await expect(frame.getByRole("heading", { name: `${marker} Bakery` })).toBeVisible();
    await expect(frame.getByText("Read-only access")).toBeVisible();

    // The API refuses the support session's writes, whatever the page offers.
    const embedFrame = page
      .frames()
      .find((candidate) => candidate.url().startsWith(`${TEST_BASE_URL}/embed/`));
    const status = await embedFrame!.evaluate(async (businessId) => {
      const session = await (await fetch(`/embed/session/?business_id=${businessId}`)).json();
      const response = await fetch(`/v1/platform/businesses/${businessId}/vendors/`, {
        method: "POST",
        headers: { Authorization: `Bearer ${session.access_token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ company_name: "Not allowed" }),
      });
      return response.status;
    }, books.businessId);
    expect(status).toBe(403);

    // The journal shows the entry the bill posted, with its lines.
    await frame.getByRole("link", { name: "Journal" }).click();
    await expect(frame.getByRole("heading", { name: "Journal" })).toBeVisible();
    await expect(frame.getByRole("article").first()).toBeVisible();
    await expect(frame.getByRole("article").filter({ hasText: "bill" }).first()).toBeVisible();

    const auditFrame = () =>
      page.frames().find((candidate) => candidate.url().startsWith(`${TEST_BASE_URL}/embed/`))!;
    // The audit trail says in words what was done, by whom and when (in the business's zone, named).
    await frame.getByRole("link", { name: "Audit trail" }).click();
    const row = frame.getByRole("row").filter({ hasText: bill.id });
    await expect(row).toContainText("Created bill B-7");
    const recorded = await books.api.get(`${books.base}/audit-events/?resource_type=bill`, {
      headers: bearer(books.token),
    });
    const partnerName = (await recorded.json()).results[0].actor_name;
    expect(partnerName).toEqual(expect.any(String));
    await expect(row).toContainText(partnerName);
    await expect(row).toContainText("Partner");
    await expect(row).toContainText("Sweden Time");
    const voided = frame.getByRole("row").filter({ hasText: `Voided invoice ${invoice.invoice_number}` });
    await expect(voided).toContainText("Ada Clerk");
    await expect(voided).toContainText("Person");
    await row.getByText("Show the change").click();
    await expect(row).toContainText(bill.external_id);
    // Typing narrows the rows as you type; the URL keeps the search for a copied link or a reload.
    await expect(frame.getByRole("row")).toHaveCount(4);
    await frame.getByLabel("Search the audit trail").fill(invoice.invoice_number.toLowerCase());
    await expect(frame.getByRole("row")).toHaveCount(3);
    await expect(row).toHaveCount(0);
    await expect(voided).toBeVisible();
    await expect
      .poll(() => new URL(auditFrame().url()).searchParams.get("search"))
      .toBe(invoice.invoice_number.toLowerCase());
    await auditFrame().goto(auditFrame().url());
    await expect(frame.getByLabel("Search the audit trail")).toHaveValue(
      invoice.invoice_number.toLowerCase(),
    );
    await expect(frame.getByRole("row")).toHaveCount(3);
    const serious = await seriousViolationsInFrame(page);
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

    await frame.getByRole("link", { name: "All businesses" }).click();
    await expect(frame.getByRole("heading", { name: "Support console" })).toBeVisible();
  });

  test("the console refuses an editor's session", async ({ page }) => {
    const books = await embedBooks();
    const frame = await openInHostPage(
      page,
      await signLaunchToken({ role: "editor", business_id: books.businessId }),
    );
    await expect(frame.getByRole("navigation", { name: "Accounting sections" })).toBeVisible();
    const embedFrame = page.frames().find((candidate) => candidate.url().startsWith(TEST_BASE_URL));
    await embedFrame!.goto(`${TEST_BASE_URL}/console/`);
    await expect(frame.getByRole("heading", { name: "Your session has expired" })).toBeVisible();
    await expect(frame.getByRole("heading", { name: "Support console" })).toHaveCount(0);
  });

  test("writes made in an embed session are attributed to the launched person", async ({ page }) => {
    const books = await embedBooks();
    const frame = await openInHostPage(
      page,
      await signLaunchToken({
        role: "editor",
        business_id: books.businessId,
        sub: "user-42",
        name: "Ada Owner",
      }),
    );
    await expect(frame.getByRole("navigation", { name: "Accounting sections" })).toBeVisible();
    const embedFrame = page.frames().find((candidate) => candidate.url().startsWith(TEST_BASE_URL));
    const created = await embedFrame!.evaluate(async (businessId) => {
      const session = await (await fetch(`/embed/session/?business_id=${businessId}`)).json();
      const response = await fetch(`/v1/platform/businesses/${businessId}/vendors/`, {
        method: "POST",
        headers: { Authorization: `Bearer ${session.access_token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ company_name: "Audited Vendor", external_id: "audited-vendor" }),
      });
      return response.status;
    }, books.businessId);
    expect(created).toBe(201);
    const events = await books.api.get(`${books.base}/audit-events/?resource_type=vendor`, {
      headers: bearer(books.token),
    });
    const body = await events.json();
    expect(body.results[0]).toMatchObject({
      actor_kind: "user",
      actor_id: "user-42",
      actor_name: "Ada Owner",
    });
  });
});
