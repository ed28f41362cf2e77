import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { journalEntries, vendorCreditLines, vendorCredits } from "../../db/schema";
import { withLines } from "../../ledger/load-journal-lines";
import { createVendorCreditSchema } from "../../schemas/vendor-credit";
import { createTestBusiness } from "../../testing/test-business";
import { setupTestDatabase } from "../../testing/test-database";
import { createTestBill, createTestVendor } from "../../testing/test-payables";
import { createVendorCredit } from "./create-vendor-credit";

const test = setupTestDatabase();
const input = (body: Record<string, unknown>) => createVendorCreditSchema.parse(body);

async function entriesOf(businessId: string, creditId: string) {
  const entries = await test.db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.businessId, businessId), eq(journalEntries.sourceId, creditId)));
  return withLines(test.db, businessId, entries);
}

describe("createVendorCredit", () => {
  it("stores a draft without an entry: total is amounts plus taxes, accounts default to default expense", async () => {
    const { business, account } = await createTestBusiness(test.db);
    const vendor = await createTestVendor(test.db, business.id);
    const { credit, isNew } = await createVendorCredit(
      test.db,
      business,
      input({
        vendor_id: vendor.id,
        credit_note_number: "CN-1",
        line_items: [
          { amount: 10_000, sales_taxes: [{ name: "VAT", rate: "25" }] },
          { amount: 333, expense_account_identifier: { type: "AccountCode", code: "6400" } },
          { amount: 1000, sales_taxes: [{ name: "VAT", rate: "12.5", amount: 99 }] },
        ],
      }),
    );
    expect(isNew).toBe(true);
    expect(credit).toMatchObject({
      status: "draft",
      currency: "SEK",
      totalCents: 10_000 + 2500 + 333 + 1000 + 99,
      totalBaseCents: 13_932,
      journalEntryId: null,
      receivedAt: null,
    });
    const lines = await test.db
      .select()
      .from(vendorCreditLines)
      .where(eq(vendorCreditLines.vendorCreditId, credit.id))
      .orderBy(vendorCreditLines.lineNo);
    expect(lines.map((line) => [line.accountId, line.amountCents, line.taxCents])).toEqual([
      [account("6000").id, 10_000, 2500],
      [account("6400").id, 333, 0],
      [account("6000").id, 1000, 99],
    ]);
    expect(await entriesOf(business.id, credit.id)).toEqual([]);
  });

  it("posts the receipt: debit accounts payable, credit each expense line and input tax, in base currency", async () => {
    const { business, account } = await createTestBusiness(test.db);
    const vendor = await createTestVendor(test.db, business.id);
    const { credit } = await createVendorCredit(
      test.db,
      business,
      input({
        vendor_id: vendor.id,
        currency: "EUR",
        exchange_rate: "11.25",
        received_at: "2025-03-31T23:30:00Z",
        line_items: [
          { amount: 1001, sales_taxes: [{ name: "VAT", rate: "25" }], memo: "Returned chairs" },
          { amount: 2003, expense_account_identifier: { type: "AccountCode", code: "6400" } },
        ],
      }),
    );
    // 1001 × 11.25 = 11261.25 → 11261; tax 250.25 → 250 cents → 2812.5 → 2813; 2003 × 11.25 = 22533.75 → 22534.
    expect(credit).toMatchObject({
      status: "received",
      totalCents: 3254,
      totalBaseCents: 11_261 + 2813 + 22_534,
    });
    const [entry, ...others] = await entriesOf(business.id, credit.id);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      id: credit.journalEntryId,
      source: "vendor_credit",
      entryDate: "2025-04-01",
    });
    expect(
      entry!.lines.map((l) => [
        l.accountCode,
        l.debitCents,
        l.creditCents,
        l.currency,
        l.originalAmountCents,
      ]),
    ).toEqual([
      ["2000", 36_608, 0, "EUR", 3254],
      ["6000", 0, 11_261, "EUR", 1001],
      ["6400", 0, 22_534, "EUR", 2003],
      ["1400", 0, 2813, "EUR", 250],
    ]);
    expect(account("2000").systemRole).toBe("accounts_payable");
  });

  it("refuses a foreign currency without a rate, an unknown account and another vendor's source bill (400)", async () => {
    const { business } = await createTestBusiness(test.db);
    const vendor = await createTestVendor(test.db, business.id);
    const other = await createTestVendor(test.db, business.id);
    const othersBill = await createTestBill(test.db, business, { vendorId: other.id, cents: 500 });
    const line = { amount: 100 };
    const attempts = [
      [{ vendor_id: vendor.id, currency: "EUR", line_items: [line] }, "exchange_rate"],
      [
        {
          vendor_id: vendor.id,
          line_items: [
            line,
            { amount: 1, expense_account_identifier: { type: "AccountCode", code: "9999" } },
          ],
        },
        "line_items.1.expense_account_identifier",
      ],
      [{ vendor_id: vendor.id, source_bill_id: othersBill.id, line_items: [line] }, "source_bill_id"],
      [{ vendor_id: vendor.id, vendor_external_id: "v-1", line_items: [line] }, "vendor_id"],
    ] as const;
    for (const [body, field] of attempts) {
      await expect(createVendorCredit(test.db, business, input(body))).rejects.toMatchObject({
        code: "validation_error",
        details: { [field]: expect.any(Array) },
      });
    }
    const stored = await test.db
      .select()
      .from(vendorCredits)
      .where(eq(vendorCredits.businessId, business.id));
    expect(stored).toEqual([]);
  });

  it("returns the existing credit for a known external_id, also when ten creates race", async () => {
    const { business } = await createTestBusiness(test.db);
    const body = input({
      external_id: "cn-42",
      vendor_external_id: "acme",
      received_at: "2025-03-01",
      line_items: [{ amount: 700 }],
    });
    const first = await createVendorCredit(test.db, business, body);
    const again = await createVendorCredit(test.db, business, { ...body, memo: "ignored" });
    expect(again).toEqual({ credit: first.credit, isNew: false });

    const raced = { ...body, external_id: "cn-43" };
    const results = await Promise.all(
      Array.from({ length: 10 }, () => createVendorCredit(test.db, business, raced)),
    );
    expect(results.filter((result) => result.isNew)).toHaveLength(1);
    expect(new Set(results.map((result) => result.credit.id)).size).toBe(1);
    const entries = await entriesOf(business.id, results[0]!.credit.id);
    expect(entries).toHaveLength(1);
  });
});
