import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createPartner } from "../auth/partners";
import { accounts, businesses } from "../db/schema";
import { ACCOUNT_CLASSIFICATIONS } from "../schemas/account-classification";
import { setupTestDatabase } from "../testing/test-database";
import { createBusiness } from "./create-business";
import { listBusinesses } from "./list-businesses";

const test = setupTestDatabase();
const input = { name: "Bakery", country: "SE", base_currency: "SEK" as const, timezone: "Europe/Stockholm" };

describe("createBusiness", () => {
  it("seeds a chart of accounts covering every classification the reports need", async () => {
    const { partner } = await createPartner(test.db, { name: "P" });
    const { business, isNew } = await createBusiness(test.db, partner.id, input);
    expect(isNew).toBe(true);
    const chart = await test.db.select().from(accounts).where(eq(accounts.businessId, business.id));
    expect(new Set(chart.map((account) => account.classification))).toEqual(new Set(ACCOUNT_CLASSIFICATIONS));
    const tagged = (tag: string) => chart.filter((account) => account.cashFlowTag === tag).map((a) => a.code);
    expect(tagged("cash_equivalent")).toEqual(expect.arrayContaining(["1000"]));
    expect(tagged("non_cash")).toEqual(expect.arrayContaining(["6700", "1510"]));
    expect(tagged("disposal")).toEqual(["7300"]);
    const roles = chart.map((account) => account.systemRole).filter(Boolean);
    expect(roles).toEqual(
      expect.arrayContaining([
        "accounts_payable",
        "accounts_receivable",
        "default_expense",
        "default_revenue",
      ]),
    );
    expect(new Set(chart.map((account) => account.code)).size).toBe(chart.length);
  });

  it("returns the existing business for a known external_id, also under concurrent creates", async () => {
    const { partner } = await createPartner(test.db, { name: "P2" });
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        createBusiness(test.db, partner.id, { ...input, external_id: "ext-1" }),
      ),
    );
    expect(new Set(results.map((result) => result.business.id)).size).toBe(1);
    expect(results.filter((result) => result.isNew)).toHaveLength(1);
    const rows = await test.db.select().from(businesses).where(eq(businesses.partnerId, partner.id));
    expect(rows).toHaveLength(1);
    const chart = await test.db.select().from(accounts).where(eq(accounts.businessId, rows[0]!.id));
    expect(chart.length).toBeGreaterThan(30);
  });

  it("lets two partners use the same external_id, and lists each partner's own businesses only", async () => {
    const a = await createPartner(test.db, { name: "A" });
    const b = await createPartner(test.db, { name: "B" });
    const first = await createBusiness(test.db, a.partner.id, { ...input, external_id: "shared" });
    const second = await createBusiness(test.db, b.partner.id, { ...input, external_id: "shared" });
    expect(first.business.id).not.toBe(second.business.id);
    const page = await listBusinesses(test.db, a.partner.id, { page: 1, page_size: 20 });
    expect(page.rows.map((row) => row.id)).toEqual([first.business.id]);
    expect(page.total).toBe(1);
  });
});
