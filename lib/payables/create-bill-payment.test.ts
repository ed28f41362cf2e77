import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { billPayments } from "../db/schema";
import { ApiError } from "../http/api-error";
import { getJournalEntry } from "../ledger/get-journal-entry";
import { createBillSchema } from "../schemas/bill-input";
import { createBillPaymentSchema } from "../schemas/bill-payment";
import { createTestBusiness } from "../testing/test-business";
import { setupTestDatabase } from "../testing/test-database";
import { getBill } from "./find-bill";
import { createBill } from "./create-bill";
import { createBillPayment } from "./create-bill-payment";
import { payableBaseBalance } from "./payable-base-balance";
import { voidBill } from "./void-bill";

const test = setupTestDatabase();

async function approvedBill(extra: Record<string, unknown> = {}) {
  const { business, account } = await createTestBusiness(test.db);
  const input = createBillSchema.parse({
    external_id: crypto.randomUUID(),
    vendor_external_id: "v-1",
    bill_date: "2025-05-02",
    approved_at: "2025-05-02T08:00:00Z",
    line_items: [{ unit_price: 10_000 }],
    ...extra,
  });
  return { business, account, bill: (await createBill(test.db, business, input)).bill };
}

const pay = (fields: Record<string, unknown>) =>
  createBillPaymentSchema.parse({ payment_method: "bank_transfer", payment_date: "2025-05-20", ...fields });

async function status(promise: Promise<unknown>): Promise<number> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).status;
}

describe("createBillPayment", () => {
  it("pays part and then the rest: partially_paid, then paid with paid_at", async () => {
    const { business, account, bill } = await approvedBill();
    const { payment, isNew } = await createBillPayment(
      test.db,
      business,
      bill.id,
      pay({ amount_cents: 4_000 }),
    );
    expect(isNew).toBe(true);
    expect(payment).toMatchObject({
      amountCents: 4_000,
      paidFromAccountId: account("1000").id,
      vendorId: bill.vendorId,
    });
    expect(await getBill(test.db, business.id, bill.id)).toMatchObject({
      status: "partially_paid",
      paidCents: 4_000,
      paidAt: null,
    });
    const entry = await getJournalEntry(test.db, business.id, payment.journalEntryId!);
    expect(entry.lines.map((line) => [line.accountCode, line.debitCents, line.creditCents])).toEqual([
      ["2000", 4_000, 0],
      ["1000", 0, 4_000],
    ]);
    expect(entry).toMatchObject({ entryDate: "2025-05-20", source: "bill_payment", sourceId: payment.id });
    await createBillPayment(test.db, business, bill.id, pay({ amount_cents: 6_000, payment_method: "cash" }));
    const paid = await getBill(test.db, business.id, bill.id);
    expect(paid).toMatchObject({ status: "paid", paidCents: 10_000 });
    expect(paid.paidAt).toBeInstanceOf(Date);
  });

  it("refuses an overpayment, an unapproved and a voided bill with 409, storing nothing", async () => {
    const { business, bill } = await approvedBill();
    expect(await status(createBillPayment(test.db, business, bill.id, pay({ amount_cents: 10_001 })))).toBe(
      409,
    );
    const unapproved = await approvedBill({ approved_at: undefined });
    expect(
      await status(
        createBillPayment(test.db, unapproved.business, unapproved.bill.id, pay({ amount_cents: 1 })),
      ),
    ).toBe(409);
    const voided = await approvedBill();
    await voidBill(test.db, voided.business, voided.bill.id);
    expect(
      await status(createBillPayment(test.db, voided.business, voided.bill.id, pay({ amount_cents: 1 }))),
    ).toBe(409);
    expect(await test.db.select().from(billPayments).where(eq(billPayments.businessId, business.id))).toEqual(
      [],
    );
  });

  it("refuses a paid-from account that is not a current asset with 400", async () => {
    const { business, bill } = await approvedBill();
    const input = pay({
      amount_cents: 1,
      paid_from_account_identifier: { type: "AccountCode", code: "6000" },
    });
    const error = await createBillPayment(test.db, business, bill.id, input).catch(
      (caught: unknown) => caught,
    );
    expect((error as ApiError).details).toHaveProperty("paid_from_account_identifier");
  });

  it("returns the first payment for a repeated external_id", async () => {
    const { business, bill } = await approvedBill();
    const first = await createBillPayment(
      test.db,
      business,
      bill.id,
      pay({ amount_cents: 10_000, external_id: "p1" }),
    );
    const again = await createBillPayment(
      test.db,
      business,
      bill.id,
      pay({ amount_cents: 10_000, external_id: "p1" }),
    );
    expect(again).toEqual({ payment: first.payment, isNew: false });
  });

  it("posts the FX difference and leaves nothing in AP once a foreign bill is paid", async () => {
    const { business, bill } = await approvedBill({
      currency: "EUR",
      exchange_rate: "11.2345",
      line_items: [{ unit_price: 333 }],
    });
    expect(bill.totalBaseCents).toBe(3741); // 333 × 11.2345 = 3741.09
    const first = await createBillPayment(
      test.db,
      business,
      bill.id,
      pay({ amount_cents: 111, exchange_rate: "11.5" }),
    );
    const entry = await getJournalEntry(test.db, business.id, first.payment.journalEntryId!);
    expect(entry.lines.map((line) => [line.accountCode, line.debitCents, line.creditCents])).toEqual([
      ["2000", 1247, 0], // 111 × 11.2345 = 1247.03
      ["1000", 0, 1277], // 111 × 11.5 = 1276.5
      ["7200", 30, 0],
    ]);
    const second = await createBillPayment(test.db, business, bill.id, pay({ amount_cents: 222 }));
    expect(second.payment.exchangeRate).toBe("11.234500000000");
    const settling = await getJournalEntry(test.db, business.id, second.payment.journalEntryId!);
    expect(settling.lines.map((line) => [line.accountCode, line.debitCents, line.creditCents])).toEqual([
      ["2000", 2494, 0], // what AP still holds: 3741 − 1247
      ["1000", 0, 2494], // 222 × 11.2345 = 2494.06
    ]);
    expect(await payableBaseBalance(test.db, business.id, bill)).toBe(0);
  });
});
