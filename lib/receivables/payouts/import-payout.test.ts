import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BusinessRow } from "../../businesses/business-serializer";
import { journalEntries } from "../../db/schema";
import { withLines } from "../../ledger/load-journal-lines";
import { createPayoutSchema } from "../../schemas/payout";
import { roleBalance } from "../../testing/ledger-balances";
import { createTestBusiness } from "../../testing/test-business";
import { setupTestDatabase } from "../../testing/test-database";
import { createTestRefund, payTestRefund } from "../../testing/test-refunds";
import { createTestCustomer, createTestInvoice, payTestInvoice } from "../../testing/test-receivables";
import { importPayout } from "./import-payout";
import { serializePayout } from "./payout-serializer";

const test = setupTestDatabase();

/** Three stripe payments (1000, 2000, 3000), a stripe refund payment of 500, and a bank payment. */
async function processorActivity() {
  const { business } = await createTestBusiness(test.db);
  const customer = await createTestCustomer(test.db, business.id);
  const payments = [];
  for (const cents of [1000, 2000, 3000]) {
    const invoice = await createTestInvoice(test.db, business, { customerId: customer.id, cents });
    payments.push(
      await payTestInvoice(test.db, business, invoice.id, { amount_cents: cents, processor: "stripe" }),
    );
  }
  const bankInvoice = await createTestInvoice(test.db, business, { customerId: customer.id, cents: 100 });
  const bankPayment = await payTestInvoice(test.db, business, bankInvoice.id, { amount_cents: 100 });
  const refund = await createTestRefund(test.db, business, customer.id, [
    { invoice_id: payments[0]!.invoiceId, amount: 500 },
  ]);
  const { payment: refundPayment } = await payTestRefund(test.db, business, refund.id, {
    refunded_amount: 500,
    processor: "stripe",
  });
  return { business, payments, bankPayment, refundPayment };
}

const body = (fields: Record<string, unknown>) =>
  createPayoutSchema.parse({ processor: "stripe", processor_payout_id: "po_1", ...fields });

async function entryOf(business: BusinessRow, payoutId: string) {
  const entries = await test.db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.businessId, business.id), eq(journalEntries.sourceId, payoutId)));
  return withLines(test.db, business.id, entries);
}

describe("importPayout", () => {
  it("computes the settlement's figures and posts bank, fees and clearing; the variance goes to fees", async () => {
    const { business, payments, refundPayment } = await processorActivity();
    const input = body({
      invoice_payment_ids: payments.map((payment) => payment.id),
      refund_payment_ids: [refundPayment.id],
      fee_cents: 180,
      additional_refunds_amount_cents: 200,
      paid_out_amount_cents: 5110,
      completed_at: "2025-04-30T06:00:00Z",
      external_id: "ext-po-1",
      memo: "April",
    });
    const { payout, isNew } = await importPayout(test.db, business, input);
    expect(isNew).toBe(true);
    // gross 6000 − refunds (500 + 200) − fees 180 = 5120 expected; 5110 paid out: 10 short.
    expect(await serializePayout(test.db, business.id, payout)).toMatchObject({
      gross_payments_amount_cents: 6000,
      total_refunds_amount_cents: 700,
      expected_net_amount_cents: 5120,
      amount_variance_cents: -10,
      net_amount_cents: 5300,
      payment_count: 3,
      refund_payment_count: 1,
      status: "paid",
      reconciliation_status: "unreconciled",
      completed_at: "2025-04-30T06:00:00.000Z",
      external_id: "ext-po-1",
      memo: "April",
    });
    const [entry] = await entryOf(business, payout.id);
    expect(entry).toMatchObject({ source: "payout", entryDate: "2025-04-30" });
    expect(entry!.lines.map((line) => [line.accountCode, line.debitCents, line.creditCents])).toEqual([
      ["1000", 5110, 0],
      ["6500", 180, 0],
      ["4000", 200, 0],
      ["1050", 0, 5500],
      ["6500", 10, 0],
    ]);
    expect(await roleBalance(test.db, business.id, "payment_clearing")).toBe(0);
  });

  it("answers a repeat of the same body with the payout, and another body under its id with 409", async () => {
    const { business, payments } = await processorActivity();
    const input = body({
      invoice_payment_ids: [payments[1]!.id, payments[0]!.id],
      paid_out_amount_cents: 2900,
    });
    const first = await importPayout(test.db, business, input);
    const again = await importPayout(
      test.db,
      business,
      body({ invoice_payment_ids: [payments[0]!.id, payments[1]!.id], paid_out_amount_cents: 2900 }),
    );
    expect(again).toEqual({ payout: first.payout, isNew: false });
    await expect(
      importPayout(
        test.db,
        business,
        body({ invoice_payment_ids: [payments[0]!.id], paid_out_amount_cents: 2900 }),
      ),
    ).rejects.toMatchObject({ code: "conflict", details: { processor_payout_id: expect.any(Array) } });
    const concurrent = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        importPayout(
          test.db,
          business,
          body({ processor_payout_id: "po_2", invoice_payment_ids: [payments[2]!.id] }),
        ),
      ),
    );
    const imported = concurrent
      .filter((result) => result.status === "fulfilled")
      .map((result) => result.value);
    expect(imported).toHaveLength(5);
    expect(imported.filter((result) => result.isNew)).toHaveLength(1);
    expect(new Set(imported.map((result) => result.payout.id)).size).toBe(1);
  });

  it("refuses payments of other processors, unknown, pending or already paid out (400 or 409)", async () => {
    const { business, payments, bankPayment, refundPayment } = await processorActivity();
    await importPayout(test.db, business, body({ invoice_payment_ids: [payments[0]!.id] }));
    const cases: [Record<string, unknown>, object][] = [
      [
        { invoice_payment_ids: [payments[1]!.id, bankPayment.id] },
        { code: "validation_error", details: { "invoice_payment_ids.1": expect.any(Array) } },
      ],
      [
        { invoice_payment_ids: [crypto.randomUUID()] },
        { code: "validation_error", details: { "invoice_payment_ids.0": expect.any(Array) } },
      ],
      [
        { refund_payment_ids: [refundPayment.id], processor: "adyen" },
        { code: "validation_error", details: { "refund_payment_ids.0": expect.any(Array) } },
      ],
      [
        { invoice_payment_ids: [payments[1]!.id, payments[0]!.id] },
        {
          code: "conflict",
          details: { "invoice_payment_ids.1": [expect.stringMatching(/Settled by payout/)] },
        },
      ],
      [{ currency: "EUR" }, { code: "validation_error", details: { currency: expect.any(Array) } }],
    ];
    for (const [fields, expected] of cases) {
      await expect(
        importPayout(test.db, business, body({ processor_payout_id: crypto.randomUUID(), ...fields })),
      ).rejects.toMatchObject(expected);
    }
  });

  it("records a payout that has not arrived without posting it", async () => {
    const { business, payments } = await processorActivity();
    const { payout } = await importPayout(
      test.db,
      business,
      body({ status: "in_transit", invoice_payment_ids: [payments[0]!.id], paid_out_amount_cents: 1000 }),
    );
    expect(payout).toMatchObject({ status: "in_transit", completedAt: null, journalEntryId: null });
    expect(await entryOf(business, payout.id)).toEqual([]);
    expect(await serializePayout(test.db, business.id, payout)).not.toHaveProperty("completed_at");
  });
});
