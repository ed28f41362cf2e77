import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BusinessRow } from "../../businesses/business-serializer";
import { journalEntries, vendorCreditLines, vendorCredits } from "../../db/schema";
import { withLines } from "../../ledger/load-journal-lines";
import { createVendorCreditSchema, updateVendorCreditSchema } from "../../schemas/vendor-credit";
import { roleBalance } from "../../testing/ledger-balances";
import { createTestBusiness } from "../../testing/test-business";
import { setupTestDatabase } from "../../testing/test-database";
import { createTestBill, createTestVendor } from "../../testing/test-payables";
import { createVendorCredit } from "./create-vendor-credit";
import { updateVendorCredit } from "./update-vendor-credit";
import { serializeVendorCredit } from "./vendor-credit-serializer";
import { voidVendorCredit } from "./void-vendor-credit";

const test = setupTestDatabase();

async function draftCredit(business: BusinessRow, vendorId: string, extra: Record<string, unknown> = {}) {
  const body = { vendor_id: vendorId, line_items: [{ amount: 1000 }], ...extra };
  return (await createVendorCredit(test.db, business, createVendorCreditSchema.parse(body))).credit;
}

const update = (business: BusinessRow, creditId: string, body: Record<string, unknown>) =>
  updateVendorCredit(test.db, business, creditId, updateVendorCreditSchema.parse(body));

async function entries(businessId: string, creditId: string) {
  const rows = await test.db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.businessId, businessId), eq(journalEntries.sourceId, creditId)))
    .orderBy(journalEntries.createdAt);
  return withLines(test.db, businessId, rows);
}

describe("updateVendorCredit", () => {
  it("receives a draft with received_at, posting its entry on that date in the business's time zone", async () => {
    const { business } = await createTestBusiness(test.db);
    const vendor = await createTestVendor(test.db, business.id);
    const draft = await draftCredit(business, vendor.id);
    const received = await update(business, draft.id, { received_at: "2025-05-02", memo: "Damaged goods" });
    expect(received).toMatchObject({ status: "received", memo: "Damaged goods" });
    // A bare date is the start of that day in Europe/Stockholm (UTC+2 in May).
    expect(received.receivedAt!.toISOString()).toBe("2025-05-01T22:00:00.000Z");
    const [entry] = await entries(business.id, draft.id);
    expect(entry).toMatchObject({ id: received.journalEntryId, entryDate: "2025-05-02" });
    expect(await roleBalance(test.db, business.id, "accounts_payable")).toBe(1000);
  });

  it("replaces the entry of a received, unapplied credit whose lines change, on the original date", async () => {
    const { business } = await createTestBusiness(test.db);
    const vendor = await createTestVendor(test.db, business.id);
    const credit = await draftCredit(business, vendor.id, { received_at: "2025-04-10T12:00:00Z" });
    const unchanged = await update(business, credit.id, { line_items: [{ amount: 1000 }] });
    expect(unchanged.journalEntryId).toBe(credit.journalEntryId);
    const changed = await update(business, credit.id, {
      line_items: [{ amount: 1500, sales_taxes: [{ name: "VAT", rate: "25" }] }],
    });
    expect(changed).toMatchObject({ totalCents: 1875, totalBaseCents: 1875, status: "received" });
    const [original, reversal, replacement] = await entries(business.id, credit.id);
    expect(reversal).toMatchObject({ reversesEntryId: original!.id, entryDate: "2025-04-10" });
    expect(replacement).toMatchObject({ id: changed.journalEntryId, entryDate: "2025-04-10" });
    expect(await roleBalance(test.db, business.id, "accounts_payable")).toBe(1875);
    expect(await roleBalance(test.db, business.id, "input_tax")).toBe(-375);
  });

  it("keeps external_id unique, source_bill_id fixed once set and line items locked once applied (409)", async () => {
    const { business } = await createTestBusiness(test.db);
    const vendor = await createTestVendor(test.db, business.id);
    const bill = await createTestBill(test.db, business, { vendorId: vendor.id, cents: 5000 });
    const otherBill = await createTestBill(test.db, business, { vendorId: vendor.id, cents: 5000 });
    await draftCredit(business, vendor.id, { external_id: "taken" });
    const credit = await draftCredit(business, vendor.id, { external_id: "mine", received_at: "2025-04-01" });

    await expect(update(business, credit.id, { external_id: "taken" })).rejects.toMatchObject({
      code: "conflict",
      details: { external_id: expect.any(Array) },
    });
    await update(business, credit.id, { source_bill_id: bill.id });
    await expect(
      update(business, credit.id, { source_bill_id: bill.id, memo: "same bill" }),
    ).resolves.toMatchObject({
      sourceBillId: bill.id,
      memo: "same bill",
    });
    for (const sourceBillId of [otherBill.id, null]) {
      await expect(update(business, credit.id, { source_bill_id: sourceBillId })).rejects.toMatchObject({
        code: "conflict",
        details: { source_bill_id: expect.any(Array) },
      });
    }
    await update(business, credit.id, { allocations: [{ bill_id: bill.id, amount: 400 }] });
    await expect(update(business, credit.id, { line_items: [{ amount: 999 }] })).rejects.toMatchObject({
      code: "conflict",
      message: expect.stringMatching(/partially applied/),
    });
    const resent = await update(business, credit.id, {
      line_items: [{ amount: 1000 }],
      memo: "lines resent",
    });
    expect(resent).toMatchObject({ memo: "lines resent", totalCents: 1000, appliedCents: 400 });
    const [stored] = await test.db.select().from(vendorCredits).where(eq(vendorCredits.id, credit.id));
    expect(stored).toMatchObject({ externalId: "mine", sourceBillId: bill.id, totalCents: 1000 });
  });

  it("refuses new lines or a receipt on a void credit but still takes a memo", async () => {
    const { business } = await createTestBusiness(test.db);
    const vendor = await createTestVendor(test.db, business.id);
    const credit = await draftCredit(business, vendor.id);
    await voidVendorCredit(test.db, business, credit.id);
    for (const body of [{ received_at: "2025-01-01" }, { line_items: [{ amount: 5 }] }]) {
      await expect(update(business, credit.id, body)).rejects.toMatchObject({ code: "conflict" });
    }
    await expect(update(business, credit.id, { memo: "Voided by mistake?" })).resolves.toMatchObject({
      status: "void",
      memo: "Voided by mistake?",
    });
    const lines = await test.db
      .select()
      .from(vendorCreditLines)
      .where(eq(vendorCreditLines.vendorCreditId, credit.id));
    expect(lines.map((line) => line.amountCents)).toEqual([1000]);
  });

  it("stores an uploaded document as the credit's latest document", async () => {
    const { business } = await createTestBusiness(test.db);
    const vendor = await createTestVendor(test.db, business.id);
    const credit = await draftCredit(business, vendor.id);
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n").toString("base64");
    await update(business, credit.id, { document: { file: pdf, file_name: "credit-note.pdf" } });
    const [stored] = await test.db.select().from(vendorCredits).where(eq(vendorCredits.id, credit.id));
    const serialized = await serializeVendorCredit(test.db, business.id, stored!, "https://ledger.test");
    expect(serialized.document).toMatchObject({
      file_name: "credit-note.pdf",
      mime_type: "application/pdf",
      url: expect.stringMatching(/^https:\/\/ledger\.test\//),
    });
  });
});
