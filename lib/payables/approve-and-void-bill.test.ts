import { describe, expect, it } from "vitest";
import { ApiError } from "../http/api-error";
import { getJournalEntry } from "../ledger/get-journal-entry";
import { listJournalEntries } from "../ledger/list-journal-entries";
import { createBillSchema } from "../schemas/bill-input";
import { createBillPaymentSchema } from "../schemas/bill-payment";
import { createTestBusiness } from "../testing/test-business";
import { setupTestDatabase } from "../testing/test-database";
import { approveBill } from "./approve-bill";
import { createBill } from "./create-bill";
import { createBillPayment } from "./create-bill-payment";
import { voidBill } from "./void-bill";

const test = setupTestDatabase();

async function newBill(extra: Record<string, unknown> = {}) {
  const { business } = await createTestBusiness(test.db);
  const input = createBillSchema.parse({
    external_id: crypto.randomUUID(),
    vendor_external_id: "v-1",
    bill_date: "2025-05-02",
    line_items: [{ unit_price: 10_000, sales_taxes: [{ name: "VAT", rate: "25" }] }],
    ...extra,
  });
  return { business, bill: (await createBill(test.db, business, input)).bill };
}

const billEntries = async (businessId: string) =>
  (await listJournalEntries(test.db, businessId, { page: 1, page_size: 100, source: ["bill"] })).entries;

describe("approveBill", () => {
  it("posts the entry dated on approved_at in the business's zone, once", async () => {
    const { business, bill } = await newBill();
    const approved = await approveBill(test.db, business, bill.id, "2025-05-31T22:30:00Z");
    expect(approved.approvedAt?.toISOString()).toBe("2025-05-31T22:30:00.000Z");
    const entry = await getJournalEntry(test.db, business.id, approved.journalEntryId!);
    expect(entry.entryDate).toBe("2025-06-01");
    expect(entry.lines.map((line) => [line.accountCode, line.debitCents, line.creditCents])).toEqual([
      ["6000", 10_000, 0],
      ["1400", 2_500, 0],
      ["2000", 0, 12_500],
    ]);
    const again = await approveBill(test.db, business, bill.id, "2025-07-01");
    expect(again).toEqual(approved);
    expect(await billEntries(business.id)).toHaveLength(1);
  });

  it("refuses a voided bill with 409", async () => {
    const { business, bill } = await newBill();
    await voidBill(test.db, business, bill.id);
    const error = await approveBill(test.db, business, bill.id).catch((caught: unknown) => caught);
    expect((error as ApiError).status).toBe(409);
  });
});

describe("voidBill", () => {
  it("voids an unapproved bill without touching the ledger", async () => {
    const { business, bill } = await newBill();
    const voided = await voidBill(test.db, business, bill.id, new Date("2025-05-03T10:00:00Z"));
    expect(voided).toMatchObject({ status: "voided", voidedAt: new Date("2025-05-03T10:00:00Z") });
    expect(await billEntries(business.id)).toHaveLength(0);
    expect(await voidBill(test.db, business, bill.id)).toEqual(voided);
  });

  it("reverses an approved bill's entry on the void date", async () => {
    const { business, bill } = await newBill({ approved_at: "2025-05-02T08:00:00Z" });
    await voidBill(test.db, business, bill.id, new Date("2025-06-30T22:15:00Z"));
    const [reversal, original] = await billEntries(business.id);
    expect(reversal).toMatchObject({
      entryDate: "2025-07-01",
      reversesEntryId: original!.id,
      sourceId: bill.id,
    });
    expect(reversal!.lines.map((line) => [line.accountCode, line.debitCents, line.creditCents])).toEqual([
      ["6000", 0, 10_000],
      ["1400", 0, 2_500],
      ["2000", 12_500, 0],
    ]);
    await voidBill(test.db, business, bill.id);
    expect(await billEntries(business.id)).toHaveLength(2);
  });

  it("refuses with 409 while a payment is allocated", async () => {
    const { business, bill } = await newBill({ approved_at: "2025-05-02T08:00:00Z" });
    const payment = createBillPaymentSchema.parse({ amount_cents: 100, payment_method: "card" });
    await createBillPayment(test.db, business, bill.id, payment);
    const error = await voidBill(test.db, business, bill.id).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect(await billEntries(business.id)).toHaveLength(1);
  });
});
