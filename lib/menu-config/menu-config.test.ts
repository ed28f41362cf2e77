import { describe, expect, it } from "vitest";
import { createPartner } from "../auth/partners";
import { createBusiness } from "../businesses/create-business";
import { menuConfigInputSchema } from "../schemas/menu-config";
import { isTabEnabled } from "../schemas/menu-tabs";
import { setupTestDatabase } from "../testing/test-database";
import {
  deleteBusinessMenuConfig,
  effectiveMenuConfig,
  putBusinessMenuConfig,
  putPartnerMenuConfig,
} from "./menu-config";

const test = setupTestDatabase();

describe("menu configuration", () => {
  it("follows the business's own configuration, else the partner's default, else every tab", async () => {
    const { partner } = await createPartner(test.db, { name: "Menu partner" });
    const { business } = await createBusiness(test.db, partner.id, {
      name: "Menu business",
      country: "GB",
      base_currency: "GBP",
      timezone: "Europe/London",
    });
    const initial = await effectiveMenuConfig(test.db, business.id);
    expect(initial).toMatchObject({ source: "default", updated_at: null });
    expect(Object.values(initial.menu).every(Boolean)).toBe(true);

    await putPartnerMenuConfig(test.db, partner.id, { menu: { accounts_payable: false } });
    const fromPartner = await effectiveMenuConfig(test.db, business.id);
    expect(fromPartner.source).toBe("partner");
    expect([fromPartner.menu.accounts_payable, fromPartner.menu.reports]).toEqual([false, true]);

    const own = await putBusinessMenuConfig(test.db, business.id, {
      menu: { reports: true },
      sub_menu_tabs: { "reports.balance_sheet": false },
    });
    expect(own).toMatchObject({ source: "business", menu: { accounts_payable: true } });
    expect(isTabEnabled(own, "reports.balance_sheet")).toBe(false);
    expect(isTabEnabled(own, "reports.profit_and_loss")).toBe(true);

    expect((await deleteBusinessMenuConfig(test.db, business.id)).source).toBe("partner");
  });

  it("a sub-tab shows only when its main tab does", () => {
    const config = menuConfigInputSchema.parse({ menu: { reports: false } });
    expect(config.sub_menu_tabs).toBeUndefined();
  });

  it.each([
    [{ menu: { reports: true, payroll: false } }, "menu", "Unknown menu keys: payroll."],
    [
      { menu: {}, sub_menu_tabs: { "reports.cash": true } },
      "sub_menu_tabs",
      "Unknown sub_menu_tabs keys: reports.cash.",
    ],
    [{ menu: {}, theme: "dark" }, "", "Unknown fields: theme."],
    [{ menu: { reports: "yes" } }, "menu.reports", "Must be true or false."],
    [{}, "menu", "Must be an object of menu keys to true or false."],
  ])("refuses %j, naming %s", (body, path, message) => {
    const result = menuConfigInputSchema.safeParse(body);
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(issue.path.join(".")).toBe(path);
    expect(issue.message.startsWith(message)).toBe(true);
  });
});
