import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bankAccounts, payouts } from "../db/schema";
import { queryRows } from "../db/query-rows";
import { expectBalancedBooks } from "../testing/balanced-books";
import { createTestBusiness } from "../testing/test-business";
import { setupTestDatabase } from "../testing/test-database";
import { seedDemoBanking } from "./seed-demo-banking";
import { seedDemoPayables } from "./seed-payables";
import { seedDemoReceivables } from "./seed-receivables";
import { seedDemoReceivablesExtras } from "./seed-receivables-extras";

const test = setupTestDatabase();

describe("seedDemoBanking", () => {
  it(
    "imports a year on two accounts, categorizes and matches the older lines, leaves the inbox; once",
    { timeout: 240_000 },
    async () => {
      const { business } = await createTestBusiness(test.db);
      await seedDemoPayables(test.db, business);
      await seedDemoReceivables(test.db, business);
      await seedDemoReceivablesExtras(test.db, business);
      const started = performance.now();
      await seedDemoBanking(test.db, business);
      const elapsed = performance.now() - started;
      console.log(`seedDemoBanking: ${Math.round(elapsed)} ms`);
      await seedDemoBanking(test.db, business);
      const accounts = await test.db
        .select()
        .from(bankAccounts)
        .where(eq(bankAccounts.businessId, business.id));
      expect(accounts.map((account) => account.externalId).sort()).toEqual([
        "demo-operating",
        "demo-savings",
      ]);
      const statuses = Object.fromEntries(
        (
          await queryRows<{ status: string; count: string }>(
            test.db,
            sql`select status, count(*) as count from bank_transactions
            where business_id = ${business.id} and parent_id is null group by status`,
          )
        ).map((row) => [row.status, Number(row.count)]),
      );
      expect(statuses.categorized).toBeGreaterThan(50);
      expect(statuses.matched).toBeGreaterThan(10);
      expect(statuses.uncategorized).toBeGreaterThan(5);
      const kinds = await queryRows<{ target_type: string }>(
        test.db,
        sql`select distinct target_type from bank_transaction_matches where business_id = ${business.id}`,
      );
      expect(kinds.map((row) => row.target_type).sort()).toEqual(
        expect.arrayContaining(["bank_transaction", "bill_payment", "invoice_payment", "payout"]),
      );
      const reconciled = await test.db.select().from(payouts).where(eq(payouts.businessId, business.id));
      expect(reconciled.some((payout) => payout.reconciliationStatus === "fully_reconciled")).toBe(true);
      await expectBalancedBooks(test.db, business.id);
    },
  );
});
