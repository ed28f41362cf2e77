import { describe, expect, it } from "vitest";
import { ApiError } from "../http/api-error";
import { getJournalEntry } from "../ledger/get-journal-entry";
import { createTestBusiness } from "../testing/test-business";
import { setupTestDatabase } from "../testing/test-database";
import { roleBalance } from "../testing/ledger-balances";
import { createTestCustomer, createTestInvoice, payTestInvoice } from "../testing/test-receivables";
import { getInvoice } from "./find-invoice";

const test = setupTestDatabase();

async function sentInvoice(cents = 10_000, options: { currency?: string; exchangeRate?: string } = {}) {
  const books = await createTestBusiness(test.db);
  const customer = await createTestCustomer(test.db, books.business.id);
  const invoice = await createTestInvoice(test.db, books.business, {
    customerId: customer.id,
    cents,
    ...options,
  });
  return { ...books, customer, invoice };
}

async function statusOf(promise: Promise<unknown>): Promise<number> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).status;
}

const lines = (entry: Awaited<ReturnType<typeof getJournalEntry>>) =>
  entry.lines.map((line) => [line.accountCode, line.debitCents, line.creditCents]);

describe("createInvoicePayment", () => {
  it("pays part, then the rest: PARTIALLY_PAID, then PAID with paid_at; AR is back to zero", async () => {
    const { business, invoice } = await sentInvoice();
    const first = await payTestInvoice(test.db, business, invoice.id, { amount_cents: 4_000 });
    expect(await getInvoice(test.db, business.id, invoice.id)).toMatchObject({
      status: "PARTIALLY_PAID",
      paidCents: 4_000,
      outstandingBaseCents: 6_000,
      paidAt: null,
    });
    expect(lines(await getJournalEntry(test.db, business.id, first.journalEntryId!))).toEqual([
      ["1000", 4_000, 0],
      ["1100", 0, 4_000],
    ]);
    await payTestInvoice(test.db, business, invoice.id, { amount_cents: 6_000, payment_date: "2025-03-12" });
    const paid = await getInvoice(test.db, business.id, invoice.id);
    expect(paid).toMatchObject({ status: "PAID", paidCents: 10_000, outstandingBaseCents: 0 });
    expect(paid.paidAt).not.toBeNull();
    expect(await roleBalance(test.db, business.id, "accounts_receivable")).toBe(0);
  });

  it("a processor's payment goes to payment clearing, keeps its fee and processor id; a repeat returns it", async () => {
    const { business, invoice } = await sentInvoice();
    const fields = {
      amount_cents: 10_000,
      processor: "Stripe",
      processor_payment_id: "pi_1",
      fee_cents: 320,
    };
    const payment = await payTestInvoice(test.db, business, invoice.id, fields);
    expect(payment).toMatchObject({
      processor: "stripe",
      processorPaymentId: "pi_1",
      feeCents: 320,
      payoutId: null,
    });
    expect(lines(await getJournalEntry(test.db, business.id, payment.journalEntryId!))).toEqual([
      ["1050", 10_000, 0],
      ["1100", 0, 10_000],
    ]);
    const again = await payTestInvoice(test.db, business, invoice.id, fields);
    expect(again.id).toBe(payment.id);
  });

  it("posts the FX difference of a payment at another rate; the settling payment clears AR exactly", async () => {
    const { business, invoice } = await sentInvoice(1_000, { currency: "EUR", exchangeRate: "11.5" });
    const payment = await payTestInvoice(test.db, business, invoice.id, {
      amount_cents: 1_000,
      exchange_rate: "12",
    });
    expect(lines(await getJournalEntry(test.db, business.id, payment.journalEntryId!))).toEqual([
      ["1000", 12_000, 0],
      ["1100", 0, 11_500],
      ["7200", 0, 500],
    ]);
    expect(await roleBalance(test.db, business.id, "accounts_receivable")).toBe(0);
  });

  it("refuses more than the outstanding balance, a draft and a voided invoice (409)", async () => {
    const { business, customer, invoice } = await sentInvoice();
    const draft = await createTestInvoice(test.db, business, {
      customerId: customer.id,
      cents: 500,
      isSent: false,
    });
    expect(await statusOf(payTestInvoice(test.db, business, invoice.id, { amount_cents: 10_001 }))).toBe(409);
    expect(await statusOf(payTestInvoice(test.db, business, draft.id, { amount_cents: 100 }))).toBe(409);
  });

  it("concurrent payments never take an invoice past its total", async () => {
    const { business, invoice } = await sentInvoice();
    const results = await Promise.allSettled(
      [1, 2, 3].map(() => payTestInvoice(test.db, business, invoice.id, { amount_cents: 4_000 })),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(2);
    expect(await getInvoice(test.db, business.id, invoice.id)).toMatchObject({ paidCents: 8_000 });
  });
});
