import fs from "node:fs";
import { and, count, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { BusinessRow } from "../businesses/business-serializer";
import { billLines, bills, documents, journalEntries, vendors } from "../db/schema";
import { ApiError } from "../http/api-error";
import { getJournalEntry } from "../ledger/get-journal-entry";
import { createBillSchema } from "../schemas/bill-input";
import { createTestBusiness } from "../testing/test-business";
import { setupTestDatabase } from "../testing/test-database";
import { createBill } from "./create-bill";

const test = setupTestDatabase();
const storageDir = `/tmp/ledger-create-bill-test-${process.pid}`;
process.env.DOCUMENT_STORAGE_DIR = storageDir;
afterAll(() => fs.rmSync(storageDir, { recursive: true, force: true }));

const billInput = (overrides: Record<string, unknown> = {}) =>
  createBillSchema.parse({
    external_id: `bill-${crypto.randomUUID()}`,
    vendor_external_id: "acme",
    vendor_name: "Acme AB",
    bill_date: "2025-03-10",
    line_items: [
      { quantity: 2, unit_price: 1250.5, description: "Paper", sales_taxes: [{ name: "VAT", rate: "25" }] },
      { unit_price: 999, account_identifier: { type: "AccountCode", code: "6400" } },
    ],
    ...overrides,
  });

async function storedCounts(businessId: string) {
  const countOf = async (table: typeof bills | typeof vendors | typeof journalEntries | typeof documents) =>
    (await test.db.select({ value: count() }).from(table).where(eq(table.businessId, businessId)))[0]!.value;
  return {
    bills: await countOf(bills),
    vendors: await countOf(vendors),
    entries: await countOf(journalEntries),
    documents: await countOf(documents),
  };
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("createBill", () => {
  it("stores the bill, its lines and a vendor made from vendor_external_id, outside the ledger", async () => {
    const { business, account } = await createTestBusiness(test.db);
    const { bill, isNew } = await createBill(test.db, business, billInput());
    expect(isNew).toBe(true);
    expect(bill).toMatchObject({
      status: "received",
      currency: "SEK",
      exchangeRate: "1.000000000000",
      issueDate: "2025-03-10",
      dueDate: "2025-04-09",
      subtotalCents: 3500,
      lineTaxCents: 625,
      totalCents: 4125,
      totalBaseCents: 4125,
      approvedAt: null,
      journalEntryId: null,
    });
    expect(bill.dueAt.toISOString()).toBe("2025-04-08T22:00:00.000Z"); // midnight in Stockholm
    const lines = await test.db.select().from(billLines).where(eq(billLines.billId, bill.id));
    expect(lines.map((line) => [line.lineNo, line.accountId, line.subtotalCents, line.taxCents])).toEqual([
      [1, account("6000").id, 2501, 625],
      [2, account("6400").id, 999, 0],
    ]);
    const [vendor] = await test.db.select().from(vendors).where(eq(vendors.id, bill.vendorId));
    expect(vendor).toMatchObject({ externalId: "acme", companyName: "Acme AB" });
    expect(await storedCounts(business.id)).toEqual({ bills: 1, vendors: 1, entries: 0, documents: 0 });
  });

  it("returns the first bill for a known external_id and creates nothing", async () => {
    const { business } = await createTestBusiness(test.db);
    const input = billInput({ approved_at: "2025-03-10T09:00:00Z" });
    const first = await createBill(test.db, business, input);
    const again = await createBill(test.db, business, {
      ...input,
      line_items: [{ ...input.line_items[0]!, unit_price: 1 }],
    });
    expect(again).toEqual({ bill: first.bill, isNew: false });
    expect(await storedCounts(business.id)).toEqual({ bills: 1, vendors: 1, entries: 1, documents: 0 });
  });

  it("in the caller's transaction (no savepoint), a repeat naming a new vendor creates no vendor and no bill", async () => {
    const { business } = await createTestBusiness(test.db);
    const input = billInput({ approved_at: "2025-03-10T09:00:00Z" });
    const first = await createBill(test.db, business, input);
    const again = await test.db.transaction((tx) =>
      createBill(tx, business, { ...input, vendor_external_id: "someone-new", vendor_id: undefined }),
    );
    expect(again).toEqual({ bill: first.bill, isNew: false });
    expect(await storedCounts(business.id)).toEqual({ bills: 1, vendors: 1, entries: 1, documents: 0 });
  });

  it("in the caller's transaction, a refusal before any write still answers a known external_id", async () => {
    const { business } = await createTestBusiness(test.db);
    const input = billInput();
    const first = await createBill(test.db, business, input);
    const again = await test.db.transaction((tx) =>
      createBill(tx, business, {
        ...input,
        line_items: [{ ...input.line_items[0]!, account_identifier: { type: "AccountCode", code: "9999" } }],
      }),
    );
    expect(again).toEqual({ bill: first.bill, isNew: false });
  });

  it("makes one bill and one journal entry from concurrent creates with one external_id", async () => {
    const { business } = await createTestBusiness(test.db);
    const input = billInput({ approved_at: "2025-03-10T09:00:00Z", vendor_external_id: "racer" });
    const results = await Promise.all(Array.from({ length: 10 }, () => createBill(test.db, business, input)));
    expect(results.filter((result) => result.isNew)).toHaveLength(1);
    expect(new Set(results.map((result) => result.bill.id)).size).toBe(1);
    expect(await storedCounts(business.id)).toEqual({ bills: 1, vendors: 1, entries: 1, documents: 0 });
  });

  it("posts an approved foreign-currency bill in base currency: lines, input tax, AP with the sum", async () => {
    const { business, account } = await createTestBusiness(test.db);
    const { bill } = await createBill(
      test.db,
      business,
      billInput({
        currency: "EUR",
        exchange_rate: "11.2345",
        approved_at: "2025-03-10T23:30:00Z", // already the 11th in Stockholm
        additional_sales_taxes: [{ name: "Freight tax", amount: 100 }],
      }),
    );
    const entry = await getJournalEntry(test.db, business.id, bill.journalEntryId!);
    expect(entry).toMatchObject({ entryDate: "2025-03-11", source: "bill", sourceId: bill.id });
    expect(
      entry.lines.map((line) => [
        line.accountCode,
        line.debitCents,
        line.creditCents,
        line.originalAmountCents,
      ]),
    ).toEqual([
      ["6000", 28097, 0, 2501], // 2501 × 11.2345 = 28097.48
      ["6400", 11223, 0, 999], // 11223.27
      ["1400", 8145, 0, 725], // (625 + 100) × 11.2345 = 8145.01
      ["2000", 0, 47465, 4225],
    ]);
    expect(bill).toMatchObject({ totalCents: 4225, totalBaseCents: 47465, exchangeRate: "11.234500000000" });
    expect(entry.lines.every((line) => line.currency === "EUR")).toBe(true);
    expect(account("2000").id).toBe(entry.lines[3]!.accountId);
  });

  const refusals: [string, (business: BusinessRow) => Record<string, unknown>, number, string[]][] = [
    [
      "an unknown account",
      () => ({ line_items: [{ unit_price: 1, account_identifier: { type: "AccountCode", code: "9999" } }] }),
      400,
      ["line_items.0.account_identifier"],
    ],
    [
      "both vendor fields",
      () => ({ vendor_id: crypto.randomUUID() }),
      400,
      ["vendor_id", "vendor_external_id"],
    ],
    [
      "an unknown vendor_id",
      () => ({ vendor_external_id: undefined, vendor_id: crypto.randomUUID() }),
      400,
      ["vendor_id"],
    ],
    ["a foreign currency without a rate", () => ({ currency: "EUR" }), 400, ["exchange_rate"]],
    ["a rate other than 1 in the base currency", () => ({ exchange_rate: "2" }), 400, ["exchange_rate"]],
    ["a due date before the bill date", () => ({ due_at: "2025-03-09" }), 400, ["due_at"]],
    [
      "a file that is no accepted type",
      () => ({ document: { file: Buffer.from("MZ\x90\x00\x03").toString("base64") } }),
      400,
      ["document.file"],
    ],
  ];
  for (const [name, overrides, status, fields] of refusals) {
    it(`refuses ${name} with ${status} naming ${fields.join(", ")}, storing nothing`, async () => {
      const { business } = await createTestBusiness(test.db);
      const error = await refusal(
        createBill(test.db, business, billInput({ approved_at: "2025-03-10", ...overrides(business) })),
      );
      expect(error.status).toBe(status);
      expect(Object.keys(error.details ?? {}).sort()).toEqual([...fields].sort());
      expect(await storedCounts(business.id)).toEqual({ bills: 0, vendors: 0, entries: 0, documents: 0 });
    });
  }

  it("keeps an uploaded document with the bill", async () => {
    const { business } = await createTestBusiness(test.db);
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
    const { bill } = await createBill(
      test.db,
      business,
      billInput({
        document: { file: `data:application/pdf;base64,${pdf.toString("base64")}`, file_name: "inv.pdf" },
      }),
    );
    const [document] = await test.db
      .select()
      .from(documents)
      .where(and(eq(documents.businessId, business.id), eq(documents.ownerId, bill.id)));
    expect(document).toMatchObject({
      ownerType: "bill",
      documentType: "purchase_invoice",
      fileName: "inv.pdf",
      mimeType: "application/pdf",
      fileSize: pdf.length,
    });
  });
});
