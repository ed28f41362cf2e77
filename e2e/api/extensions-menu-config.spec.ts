import { expect, test } from "@playwright/test";
import { bearer, businessToken, expectError, fixtures, partnerToken } from "../support/api";
import { bodyOf, getOk, newBooks, put } from "../support/payables";
import { bool, expectShape, object } from "../support/shape";

/** Conformance with extensions.md §5: the business's and the partner's menu configuration. */

const MENU_KEYS = [
  "insights",
  "tasks",
  "bank_transactions",
  "general_ledger",
  "reports",
  "accounts_receivable",
  "accounts_payable",
];

const flagsOf = (keys: string[]) => object(Object.fromEntries(keys.map((key) => [key, bool])));
const menuConfig = object({
  menu: flagsOf(MENU_KEYS),
  sub_menu_tabs: (value, path) =>
    typeof value === "object" &&
    value !== null &&
    Object.entries(value).every(([k, v]) => /^[a-z_]+\.[a-z_]+$/.test(k) && typeof v === "boolean")
      ? []
      : [`${path}: expected parent.child flags`],
});

test.describe("extensions.md §5: menu configuration", () => {
  test("GET, PUT and DELETE answer the documented flags; unknown keys are 400 naming them", async () => {
    const books = await newBooks();
    const path = "/menu-config/";
    const initial = await getOk(books, path);
    expectShape(initial, menuConfig, "GET menu-config");
    expect(initial.source).toBe("default");
    const stored = await bodyOf(
      await put(books, path, {
        menu: { accounts_payable: false },
        sub_menu_tabs: { "reports.balance_sheet": false },
      }),
    );
    expectShape(stored, menuConfig, "PUT menu-config");
    expect(stored).toMatchObject({ source: "business", menu: { accounts_payable: false, reports: true } });
    expect(stored.sub_menu_tabs["reports.balance_sheet"]).toBe(false);
    const unknown = await expectError(
      await put(books, path, {
        menu: { reports: true, payroll: false },
        sub_menu_tabs: { "reports.cash": true },
      }),
      400,
      "validation_error",
    );
    expect(JSON.stringify(unknown.details)).toContain("payroll");
    expect(JSON.stringify(unknown.details)).toContain("reports.cash");
    expect((await getOk(books, path)).menu.accounts_payable).toBe(false);
    const dropped = await bodyOf(
      await books.api.delete(`${books.base}${path}`, { headers: bearer(books.token) }),
    );
    expectShape(dropped, menuConfig, "DELETE menu-config");
    expect(dropped.source).not.toBe("business");
  });

  test("the partner's default applies to businesses without their own; a business token may not set it", async () => {
    const books = await newBooks();
    const partnerAccess = await partnerToken(books.api, fixtures().alpha);
    const headers = bearer(partnerAccess);
    const partnerPath = "/v1/platform/partner/menu-config/";
    try {
      const set = await bodyOf(
        await books.api.put(partnerPath, { headers, data: { menu: { tasks: false } } }),
      );
      expect(set).toMatchObject({ source: "partner", business_id: null, menu: { tasks: false } });
      expect(await getOk(books, "/menu-config/")).toMatchObject({
        source: "partner",
        menu: { tasks: false },
      });
      const token = await businessToken(books.api, partnerAccess, books.businessId);
      await expectError(
        await books.api.put(partnerPath, { headers: bearer(token), data: { menu: {} } }),
        403,
        "forbidden",
      );
    } finally {
      const cleared = await bodyOf(await books.api.delete(partnerPath, { headers }));
      expect(cleared.source).toBe("default");
    }
  });
});
