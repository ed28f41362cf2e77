import { expect, type Page, test } from "@playwright/test";
import { embedBusiness, launchUrl, openInHostPage, signLaunchToken } from "../support/embed";
import { embedBusinessBooks } from "../support/embed-books";
import { bodyOf, createApprovedBill, getOk, post } from "../support/payables";
import { TEST_BASE_URL } from "../support/test-env";

/** The embed's frame on the host page (its title is the iframe document's, not the host's). */
const embedFrame = (page: Page) => page.frames().find((frame) => frame.url().includes("/embed/"));

// A Swedish browser: pages shown before (or without) a session follow its Accept-Language.
test.use({ locale: "sv-SE" });

test.describe("the embed in the person's language", () => {
  test("a refused launch says so in the browser's language, or in the one the token asked for", async ({
    page,
  }) => {
    await page.goto(launchUrl("not-a-token"));
    await expect(page.getByRole("alert")).toContainText("Länken är ogiltig.");
    await expect(page.getByRole("heading", { name: "Länken kan inte öppnas" })).toBeVisible();
    await expect(page).toHaveTitle("Länken kan inte öppnas");
    await expect(page.locator("html")).toHaveAttribute("lang", "sv");

    const { businessId } = await embedBusiness();
    const expired = await signLaunchToken(
      { role: "editor", business_id: businessId, locale: "de-DE" },
      { issuedSecondsAgo: 400, lifetimeSeconds: 60 },
    );
    await page.goto(launchUrl(expired));
    await expect(page.getByRole("alert")).toContainText("Der Link ist abgelaufen.");
    await expect(page).toHaveTitle("Dieser Link kann nicht geöffnet werden");
  });

  test("a page without a session says it expired in the browser's language, title included", async ({
    page,
  }) => {
    await page.goto(`${TEST_BASE_URL}/embed/${crypto.randomUUID()}/invoices/`);
    const expired = page.locator('[data-state="session-expired"]');
    await expect(expired.getByRole("heading", { name: "Din session har gått ut" })).toBeVisible();
    await expect(expired).toContainText("Öppna sidan igen från appen");
    await expect(page).toHaveTitle("Din session har gått ut");
  });

  test("titles and default account names follow the session's language; the business's own accounts keep their names", async ({
    page,
  }) => {
    const books = await embedBusinessBooks({ name: "Språk AB" });
    const { businessId } = books;
    // The business's own account that happens to share a default account's English name.
    await bodyOf(
      await post(books, "/accounts/", { code: "6150", name: "Rent", classification: "expense" }),
      201,
    );
    await createApprovedBill(books, {
      line_items: [
        { quantity: 1, unit_price: 5_000, account_identifier: { type: "AccountCode", code: "6150" } },
      ],
    });

    const ui = await openInHostPage(
      page,
      await signLaunchToken({ role: "editor", business_id: businessId, locale: "sv" }),
    );
    await expect(ui.getByRole("heading", { name: "Språk AB" })).toBeVisible();
    await expect.poll(() => embedFrame(page)?.title()).toBe("Bokföring");

    await embedFrame(page)!.goto(`${TEST_BASE_URL}/embed/${businessId}/bills/new/`);
    await expect.poll(() => embedFrame(page)?.title()).toBe("Leverantörsfakturor – Bokföring");
    const options = ui.locator("form select option");
    await expect(options.filter({ hasText: "6100 Lokalhyra" }).first()).toBeAttached();
    await expect(options.filter({ hasText: "6150 Rent" }).first()).toBeAttached();
    await expect(options.filter({ hasText: "6100 Rent" })).toHaveCount(0);

    await embedFrame(page)!.goto(
      `${TEST_BASE_URL}/embed/${businessId}/reports/balance-sheet/?as_of=2025-12-31&detail=detailed`,
    );
    await expect.poll(() => embedFrame(page)?.title()).toBe("Balansräkning – Bokföring");
    const sheet = ui.locator("table[data-report-table]");
    const payables = sheet.getByRole("rowheader").filter({ hasText: "2000" });
    await expect(payables).toHaveText(/^2000\s*Leverantörsskulder$/);

    // The API keeps answering the stored names.
    const accounts = await getOk(books, "/accounts/?page_size=100");
    const names = Object.fromEntries(
      accounts.results.map((account: { code: string; name: string }) => [account.code, account.name]),
    );
    expect(names).toMatchObject({ "2000": "Accounts payable", "6100": "Rent", "6150": "Rent" });
  });
});
