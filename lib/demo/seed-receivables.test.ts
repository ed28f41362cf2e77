import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invoicePayments, invoices } from "../db/schema";
import { createTestBusiness } from "../testing/test-business";
import { setupTestDatabase } from "../testing/test-database";
import { roleBalance } from "../testing/ledger-balances";
import { seedDemoReceivables } from "./seed-receivables";

const test = setupTestDatabase();

describe("seedDemoReceivables", () => {
  it("books invoices in every state once, and AR holds exactly what the open invoices owe", async () => {
    const { business } = await createTestBusiness(test.db);
    await seedDemoReceivables(test.db, business);
    await seedDemoReceivables(test.db, business);
    const rows = await test.db.select().from(invoices).where(eq(invoices.businessId, business.id));
    expect(rows).toHaveLength(80);
    const statuses = new Set(rows.map((row) => row.status));
    for (const status of ["DRAFT", "SENT", "PARTIALLY_PAID", "PAID", "CANCELLED"])
      expect(statuses).toContain(status);
    const today = new Date().toISOString().slice(0, 10);
    expect(rows.some((row) => row.status === "SENT" && row.dueDate! < today)).toBe(true);
    const [processed] = await test.db
      .select({ count: sql<number>`count(*)::int` })
      .from(invoicePayments)
      .where(eq(invoicePayments.businessId, business.id));
    expect(processed!.count).toBeGreaterThan(10);
    const owed = rows.reduce((sum, row) => sum + row.outstandingBaseCents, 0);
    expect(await roleBalance(test.db, business.id, "accounts_receivable")).toBe(owed);
  }, 120_000);
});
