import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customerCredits, invoicePayments, payouts, refundPayments, refunds } from "../db/schema";
import { toBaseCents } from "../money/decimal";
import { roleBalance } from "../testing/ledger-balances";
import { openReceivablesBaseCents } from "../testing/receivables-balances";
import { createTestBusiness } from "../testing/test-business";
import { setupTestDatabase } from "../testing/test-database";
import { seedDemoReceivables } from "./seed-receivables";
import { seedDemoReceivablesExtras } from "./seed-receivables-extras";

const test = setupTestDatabase();

describe("seedDemoReceivablesExtras", () => {
  it("adds credits, refunds and monthly payouts once; AR and payment clearing hold what the documents say", async () => {
    const { business } = await createTestBusiness(test.db);
    await seedDemoReceivables(test.db, business);
    await seedDemoReceivablesExtras(test.db, business);
    await seedDemoReceivablesExtras(test.db, business);
    const credits = await test.db
      .select()
      .from(customerCredits)
      .where(eq(customerCredits.businessId, business.id));
    expect(credits.map((credit) => credit.status).sort()).toEqual(["applied", "applied", "draft", "sent"]);
    const refundRows = await test.db.select().from(refunds).where(eq(refunds.businessId, business.id));
    expect(refundRows.length).toBeGreaterThanOrEqual(3);
    expect(new Set(refundRows.map((refund) => refund.status))).toContain("paid");
    const payoutRows = await test.db.select().from(payouts).where(eq(payouts.businessId, business.id));
    expect(payoutRows.length).toBeGreaterThan(3);
    expect(new Set(payoutRows.map((payout) => payout.processorPayoutId)).size).toBe(payoutRows.length);
    expect(await roleBalance(test.db, business.id, "accounts_receivable")).toBe(
      await openReceivablesBaseCents(test.db, business.id),
    );
    // Clearing holds exactly the processor money no paid payout has settled yet.
    const paidOut = new Set(
      payoutRows.filter((payout) => payout.status === "paid").map((payout) => payout.id),
    );
    const inClearing = (payoutId: string | null) => !payoutId || !paidOut.has(payoutId);
    const payments = await test.db
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.businessId, business.id));
    const refunded = await test.db
      .select()
      .from(refundPayments)
      .where(eq(refundPayments.businessId, business.id));
    const expected =
      payments
        .filter((payment) => payment.processor && inClearing(payment.payoutId))
        .reduce((sum, payment) => sum + payment.cashBaseCents, 0) -
      refunded
        .filter((refund) => refund.processor && refund.status === "completed" && inClearing(refund.payoutId))
        .reduce((sum, refund) => sum + toBaseCents(refund.refundedAmountCents, refund.exchangeRate), 0);
    expect(await roleBalance(test.db, business.id, "payment_clearing")).toBe(expected);
  }, 180_000);
});
