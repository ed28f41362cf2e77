import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { journalEntries } from "../../db/schema";
import { withLines } from "../../ledger/load-journal-lines";
import { roleBalance } from "../../testing/ledger-balances";
import { openReceivablesBaseCents } from "../../testing/receivables-balances";
import { createTestBusiness } from "../../testing/test-business";
import { setupTestDatabase } from "../../testing/test-database";
import { createTestRefund, payTestRefund } from "../../testing/test-refunds";
import { createTestCustomer, createTestInvoice, payTestInvoice } from "../../testing/test-receivables";
import { getInvoice } from "../find-invoice";
import { cancelRefund } from "./cancel-refund";
import { completeRefundPayment } from "./complete-refund-payment";
import { getRefund } from "./find-refund";

const test = setupTestDatabase();

/** A business with a 1250 invoice (1000 revenue + 25% VAT) paid through stripe, and a refund of `cents` of it. */
async function refundOf(cents: number) {
  const fixture = await createTestBusiness(test.db);
  const { business } = fixture;
  const customer = await createTestCustomer(test.db, business.id);
  const invoice = await createTestInvoice(test.db, business, {
    customerId: customer.id,
    cents: 1000,
    extra: {
      line_items: [{ unit_price: 1000, description: "Cake", sales_taxes: [{ name: "VAT", rate: "25" }] }],
    },
  });
  await payTestInvoice(test.db, business, invoice.id, { amount_cents: 1250, processor: "stripe" });
  const refund = await createTestRefund(test.db, business, customer.id, [
    { invoice_id: invoice.id, amount: cents },
  ]);
  return { ...fixture, customer, invoice, refund };
}

async function entryOf(businessId: string, paymentId: string) {
  const entries = await test.db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.businessId, businessId), eq(journalEntries.sourceId, paymentId)));
  return withLines(test.db, businessId, entries);
}

describe("refund payments", () => {
  it("take a refund from pending through processing to paid, posting each completed payment", async () => {
    const { business, account, invoice, refund } = await refundOf(1250);
    expect((await getInvoice(test.db, business.id, invoice.id)).status).toBe("REFUNDED");
    const first = await payTestRefund(test.db, business, refund.id, {
      refunded_amount: 500,
      processor: "Stripe",
      refund_processing_fee: 30,
    });
    expect(first.refund).toMatchObject({ status: "processing", completedAt: null });
    expect(first.payment).toMatchObject({
      status: "completed",
      processor: "stripe",
      refundProcessingFeeCents: 30,
    });
    const [entry] = await entryOf(business.id, first.payment.id);
    expect(entry).toMatchObject({ source: "refund_payment", entryDate: "2025-04-01" });
    // 500 of 1250 is 40 % of the sale: 400 revenue and 100 VAT; a processor's fee is left to its payout.
    expect(entry!.lines.map((line) => [line.accountCode, line.debitCents, line.creditCents])).toEqual([
      ["1100", 500, 0],
      ["1050", 0, 500],
      ["1100", 0, 500],
      ["4000", 400, 0],
      ["2100", 100, 0],
    ]);
    const pending = await payTestRefund(test.db, business, refund.id, {
      refunded_amount: 750,
      completed_at: undefined,
      paid_from_account_identifier: { type: "AccountCode", code: "1000" },
      refund_processing_fee: 15,
    });
    expect(pending).toMatchObject({ payment: { status: "pending" }, refund: { status: "processing" } });
    await expect(
      payTestRefund(test.db, business, refund.id, { refunded_amount: 1, processor: "stripe" }),
    ).rejects.toMatchObject({ code: "conflict", details: { refunded_amount: ["At most 0."] } });
    const completedAt = new Date("2025-04-03T08:00:00Z");
    const completed = await completeRefundPayment(test.db, business, refund.id, pending.payment.id, {
      completed_at: completedAt.toISOString(),
    });
    expect(completed).toMatchObject({ status: "completed", completedAt });
    const [bankEntry] = await entryOf(business.id, pending.payment.id);
    expect(bankEntry!.lines.map((line) => [line.accountCode, line.debitCents, line.creditCents])).toEqual([
      ["1100", 750, 0],
      ["1000", 0, 750],
      ["1100", 0, 750],
      ["4000", 600, 0],
      ["2100", 150, 0],
      ["6500", 15, 0],
      ["1000", 0, 15],
    ]);
    expect(await getRefund(test.db, business.id, refund.id)).toMatchObject({ status: "paid", completedAt });
    expect(await roleBalance(test.db, business.id, "default_revenue")).toBe(0);
    expect(await roleBalance(test.db, business.id, "sales_tax_payable")).toBe(0);
    expect(await roleBalance(test.db, business.id, "accounts_receivable")).toBe(
      await openReceivablesBaseCents(test.db, business.id),
    );
    expect(account("1050").id).toBe(first.payment.paidFromAccountId);
    // Completing again changes nothing; a paid refund takes no more payments and cannot be cancelled.
    expect(await completeRefundPayment(test.db, business, refund.id, pending.payment.id, {})).toEqual(
      completed,
    );
    await expect(cancelRefund(test.db, business, refund.id)).rejects.toMatchObject({ code: "conflict" });
  });

  it("repeats by external_id, and a cancelled refund's pending payments are cancelled and cannot complete", async () => {
    const { business, invoice, refund } = await refundOf(400);
    const fields = { refunded_amount: 100, external_id: "rp-1", completed_at: undefined };
    const first = await payTestRefund(test.db, business, refund.id, fields);
    const again = await payTestRefund(test.db, business, refund.id, { ...fields, refunded_amount: 300 });
    expect(again).toMatchObject({
      isNew: false,
      payment: { id: first.payment.id, refundedAmountCents: 100 },
    });
    const cancelled = await cancelRefund(test.db, business, refund.id);
    expect(cancelled.status).toBe("cancelled");
    await expect(
      completeRefundPayment(test.db, business, refund.id, first.payment.id, {}),
    ).rejects.toMatchObject({ code: "conflict", message: expect.stringMatching(/cancelled/) });
    await expect(payTestRefund(test.db, business, refund.id, { refunded_amount: 1 })).rejects.toMatchObject({
      code: "conflict",
    });
    expect((await getInvoice(test.db, business.id, invoice.id)).refundedCents).toBe(0);
    expect(await cancelRefund(test.db, business, refund.id)).toEqual(cancelled);
  });
});
