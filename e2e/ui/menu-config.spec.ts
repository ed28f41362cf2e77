import { expect, test, type Frame, type Page } from "@playwright/test";
import { bearer } from "../support/api";
import { embedBusiness, openInHostPage, signLaunchToken, type LaunchClaims } from "../support/embed";
import { sek } from "../support/report-books";
import { TEST_BASE_URL } from "../support/test-env";

type Business = Awaited<ReturnType<typeof embedBusiness>>;

async function api(business: Business, method: "PUT" | "POST", path: string, data: unknown) {
  const response = await business.api.fetch(`/v1/platform/businesses/${business.businessId}${path}`, {
    method,
    headers: bearer(business.businessAccessToken),
    data,
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response.json();
}

/** Launches a session in the partner's iframe and moves it to `path` of the business, as a deep link would. */
async function openEmbed(page: Page, business: Business, path: string, claims: Partial<LaunchClaims> = {}) {
  const frameLocator = await openInHostPage(
    page,
    await signLaunchToken({ role: "editor", business_id: business.businessId, ...claims }),
  );
  await frameLocator.locator("body").waitFor();
  const frame = page.frames().find((candidate) => candidate.url().startsWith(TEST_BASE_URL));
  if (!frame) throw new Error("The embed's iframe is not on the page.");
  await frame.goto(`${TEST_BASE_URL}/embed/${business.businessId}${path}`);
  return frame;
}

const navLinks = (frame: Frame) =>
  frame.getByRole("navigation", { name: /Accounting sections|Buchhaltungsbereiche/ }).getByRole("link");

test.describe("menu configuration in the partner's iframe", () => {
  // Each test arranges data through the API, then walks several pages in the iframe.
  test.describe.configure({ timeout: 90_000 });

  test("the navigation shows only enabled tabs and a disabled tab's URL shows the friendly page", async ({
    page,
  }) => {
    const business = await embedBusiness({ name: "Menu Bakery AB" });
    await api(business, "PUT", "/menu-config/", {
      menu: { accounts_payable: false, bank_transactions: false },
      sub_menu_tabs: { "reports.balance_sheet": false },
    });
    const frame = await openEmbed(page, business, "/reports/");
    await expect(navLinks(frame)).toHaveText([
      "Invoices",
      "Customer credits",
      "Payouts",
      "Refunds",
      "Reports",
      "Chart of accounts",
    ]);
    await expect(frame.getByRole("link", { name: /Profit and loss/ })).toBeVisible();
    await expect(frame.getByRole("link", { name: /Balance sheet/ })).toHaveCount(0);

    for (const path of ["/bills/", "/vendor-credits/", "/reports/balance-sheet/", "/bank-transactions/"]) {
      await frame.goto(`${TEST_BASE_URL}/embed/${business.businessId}${path}`);
      await expect(frame.getByRole("heading", { name: "This section is not available" }), path).toBeVisible();
      await expect(frame.locator("[data-state=tab-disabled]")).toContainText("turned this section off");
    }
    await frame.goto(`${TEST_BASE_URL}/embed/${business.businessId}/invoices/`);
    await expect(frame.locator("[data-state=tab-disabled]")).toHaveCount(0);
  });

  test("the friendly page speaks the session's language, and support staff see every tab", async ({
    page,
  }) => {
    const business = await embedBusiness({ name: "Menu Konditorei GmbH" });
    await api(business, "PUT", "/menu-config/", { menu: { reports: false } });
    const german = await openEmbed(page, business, "/reports/profit-and-loss/", { locale: "de" });
    await expect(german.getByRole("heading", { name: "Dieser Bereich ist nicht verfügbar" })).toBeVisible();
    await expect(navLinks(german).filter({ hasText: "Berichte" })).toHaveCount(0);

    const support = await openEmbed(page, business, "/reports/", {
      role: "support",
      sub: "agent-1",
      name: "Agent",
    });
    await expect(navLinks(support).filter({ hasText: "Reports" })).toHaveCount(1);
    await expect(support.locator("[data-state=tab-disabled]")).toHaveCount(0);
  });

  test("the ledger page shows the chart of accounts as a tree with each account's balance", async ({
    page,
  }) => {
    const business = await embedBusiness({ name: "Tree Bakery AB" });
    const chart = "/general-ledger/chart-of-accounts/";
    await api(business, "POST", chart, {
      code: "6150",
      name: "Travel",
      account_subtype: "operating_expenses",
    });
    await api(business, "POST", `${chart}6150/children/`, { code: "6151", name: "Flights" });
    await api(business, "POST", "/journal-entries/", {
      entry_date: "2025-03-10",
      lines: [
        { account_identifier: { type: "AccountCode", code: "6151" }, debit_cents: 123_400 },
        { account_identifier: { type: "AccountCode", code: "1000" }, credit_cents: 123_400 },
      ],
    });
    const frame = await openEmbed(page, business, "/ledger/");
    const tree = frame.getByRole("tree", { name: "Chart of accounts" });
    await expect(tree).toBeVisible();
    const travel = tree.locator("[data-account-code='6150']");
    await expect(travel).toHaveAttribute("aria-level", "1");
    const flights = travel.locator("[data-account-code='6151']");
    await expect(flights).toHaveAttribute("aria-level", "2");
    await expect(flights.locator("[data-balance]")).toHaveText(sek(123_400));
    await expect(travel.locator("[data-balance]").first()).toHaveText(sek(123_400));
    await expect(tree.locator("[data-account-code='1000'] [data-balance]").first()).toHaveText(sek(-123_400));
    await flights.getByRole("link", { name: /6151 Flights/ }).click();
    await expect(frame.getByRole("heading", { name: "General ledger: 6151 Flights" })).toBeVisible();
  });
});
