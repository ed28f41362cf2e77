import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bills, invoices, journalEntries } from "../db/schema";
import { ApiError } from "../http/api-error";
import { apAging } from "../payables/ap-aging";
import { arAging } from "../receivables/ar-aging";
import { MAX_UNIT_PRICE_CENTS } from "../schemas/bill-input";
import { createOpeningBalancesSchema } from "../schemas/opening-balances";
import { roleBalance } from "../testing/ledger-balances";
import { createTestBusiness } from "../testing/test-business";
import { setupTestDatabase } from "../testing/test-database";
import { createOpeningBalances } from "./create-opening-balances";

const test = setupTestDatabase();
const AS_OF = "2026-01-01";

const request = (overrides: Record<string, unknown> = {}) =>
  createOpeningBalancesSchema.parse({
    as_of: AS_OF,
    bills: [
      {
        external_id: "ob-b1",
        vendor_external_id: "acme",
        bill_number: "A-7",
        bill_date: "2025-10-31",
        due_date: "2025-11-30",
        amount_cents: 120_000,
      },
      {
        external_id: "ob-b2",
        vendor_external_id: "bolt",
        bill_date: "2025-12-20",
        currency: "EUR",
        exchange_rate: "11.5",
        amount_cents: 10_000,
      },
    ],
    invoices: [
      { external_id: "ob-i1", invoice_number: "OLD-1", customer_external_id: "anna", amount_cents: 50_000 },
      {
        external_id: "ob-i2",
        invoice_number: "OLD-2",
        customer_external_id: "bo",
        invoice_date: "2025-10-01",
        due_date: "2025-10-31",
        amount_cents: 7_500,
      },
    ],
    ...overrides,
  });

async function stored(businessId: string) {
  const count = async (table: typeof bills | typeof invoices | typeof journalEntries) =>
    (await test.db.select().from(table).where(eq(table.businessId, businessId))).length;
  return { bills: await count(bills), invoices: await count(invoices), entries: await count(journalEntries) };
}

describe("createOpeningBalances", () => {
  it("makes approved bills and sent invoices before as_of, so AP and AR aging equal their balances", async () => {
    const { business, account } = await createTestBusiness(test.db);
    const result = await createOpeningBalances(test.db, business, request());
    expect(result.equityAccountId).toBe(account("3300").id);
    expect(
      result.bills.map(({ bill, isNew }) => [
        bill.externalId,
        bill.issueDate,
        bill.dueDate,
        bill.totalBaseCents,
        isNew,
      ]),
    ).toEqual([
      ["ob-b1", "2025-10-31", "2025-11-30", 120_000, true],
      ["ob-b2", "2025-12-20", "2026-01-19", 115_000, true],
    ]);
    expect(result.bills.every(({ bill }) => bill.approvedAt !== null)).toBe(true);
    expect(
      result.invoices.map(({ invoice }) => [invoice.invoiceNumber, invoice.status, invoice.dueDate]),
    ).toEqual([
      ["OLD-1", "SENT", "2026-01-30"],
      ["OLD-2", "SENT", "2025-10-31"],
    ]);
    for (const asOf of ["2025-10-15", "2025-12-25", "2025-12-31", "2026-03-01"]) {
      const payable = 0 - (await roleBalance(test.db, business.id, "accounts_payable", asOf));
      const receivable = await roleBalance(test.db, business.id, "accounts_receivable", asOf);
      const ap = await apAging(test.db, business, { as_of_date: asOf, group_by: "total" });
      const ar = await arAging(test.db, business, { as_of_date: asOf, group_by: "total" });
      expect([ap.total_outstanding_cents, ar.total_outstanding_cents], asOf).toEqual([payable, receivable]);
    }
    expect(0 - (await roleBalance(test.db, business.id, "accounts_payable"))).toBe(235_000);
    expect(await roleBalance(test.db, business.id, "accounts_receivable")).toBe(57_500);
    // Retained earnings carry the difference: what the business was owed less what it owed.
    expect(await roleBalance(test.db, business.id, "retained_earnings")).toBe(235_000 - 57_500);
  });

  it("is idempotent per external_id: the same request again makes nothing and returns the same documents", async () => {
    const { business } = await createTestBusiness(test.db);
    const first = await createOpeningBalances(test.db, business, request());
    const before = await stored(business.id);
    const again = await createOpeningBalances(test.db, business, request());
    expect(await stored(business.id)).toEqual(before);
    expect(again.bills.map(({ bill, isNew }) => [bill.id, isNew])).toEqual(
      first.bills.map(({ bill }) => [bill.id, false]),
    );
    expect(again.invoices.map(({ invoice, isNew }) => [invoice.id, isNew])).toEqual(
      first.invoices.map(({ invoice }) => [invoice.id, false]),
    );
  });

  it.each([
    [
      "a bill dated on as_of and an invoice due before its date",
      {
        bills: [{ external_id: "x1", vendor_external_id: "v", bill_date: AS_OF, amount_cents: 100 }],
        invoices: [
          {
            external_id: "x2",
            invoice_number: "N",
            customer_external_id: "c",
            invoice_date: "2025-12-01",
            due_date: "2025-11-01",
            amount_cents: 100,
          },
        ],
      },
      {
        "bills.0.bill_date": [expect.stringContaining("before as_of")],
        "invoices.0.due_date": [expect.any(String)],
      },
    ],
    [
      "an unknown vendor_id in the second bill",
      {
        bills: [
          request().bills[0],
          { external_id: "x3", vendor_id: "6f1c2a8e-94b1-4f27-9a55-0d6c1b1e2f3a", amount_cents: 100 },
        ],
      },
      { "bills.1.vendor_id": [expect.stringContaining("No vendor")] },
    ],
    [
      "a foreign currency without exchange_rate in the second invoice",
      {
        invoices: [
          request().invoices[0],
          {
            external_id: "x4",
            invoice_number: "N2",
            customer_external_id: "c",
            currency: "USD",
            amount_cents: 100,
          },
        ],
      },
      { "invoices.1.exchange_rate": [expect.any(String)] },
    ],
  ])("refuses %s with 400 under the item and stores nothing", async (_, overrides, details) => {
    const { business } = await createTestBusiness(test.db);
    const error = await createOpeningBalances(test.db, business, request(overrides)).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe("validation_error");
    expect((error as ApiError).details).toEqual(details);
    expect(await stored(business.id)).toEqual({ bills: 0, invoices: 0, entries: 0 });
  });

  it("answers 409 at the item's invoice_number when another invoice has it, storing nothing", async () => {
    const { business } = await createTestBusiness(test.db);
    await createOpeningBalances(test.db, business, request({ bills: [] }));
    const before = await stored(business.id);
    const error = await createOpeningBalances(
      test.db,
      business,
      request({
        invoices: [
          { external_id: "other", invoice_number: "OLD-2", customer_external_id: "c", amount_cents: 1 },
        ],
      }),
    ).catch((caught: unknown) => caught);
    expect((error as ApiError).code).toBe("conflict");
    expect((error as ApiError).details).toEqual({ "invoices.0.invoice_number": [expect.any(String)] });
    expect(await stored(business.id)).toEqual(before);
  });

  it("refuses an undated item when as_of is the first day the API takes: no day before it to date the item", async () => {
    const { business } = await createTestBusiness(test.db);
    const error = await createOpeningBalances(
      test.db,
      business,
      request({
        as_of: "1900-01-01",
        bills: [],
        invoices: [{ external_id: "i", invoice_number: "N", customer_external_id: "c", amount_cents: 100 }],
      }),
    ).catch((caught: unknown) => caught);
    expect((error as ApiError).details).toEqual({
      "invoices.0.invoice_date": ["Must be before as_of (1900-01-01), on or after 1900-01-01."],
    });
    expect(await stored(business.id)).toEqual({ bills: 0, invoices: 0, entries: 0 });
  });

  it("takes no amount a bill or invoice line could not hold: the schema refuses it, as the document says", () => {
    const item = { external_id: "big", vendor_external_id: "v", amount_cents: MAX_UNIT_PRICE_CENTS + 1 };
    const parsed = createOpeningBalancesSchema.safeParse({ as_of: AS_OF, bills: [item], invoices: [] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toEqual(["bills.0.amount_cents"]);
  });

  it("answers an item its document refuses with 400 under the item, never a server error, storing nothing", async () => {
    const { business } = await createTestBusiness(test.db);
    const input = request();
    // Past the schema's bound, as a caller of the domain function could send it: the bill's own schema refuses it.
    input.bills[1]!.amount_cents = MAX_UNIT_PRICE_CENTS * 2;
    input.invoices[0]!.amount_cents = MAX_UNIT_PRICE_CENTS * 3;
    const error = await createOpeningBalances(test.db, business, input).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe("validation_error");
    expect((error as ApiError).details).toEqual({ "bills.1.amount_cents": ["Too large."] });
    expect(await stored(business.id)).toEqual({ bills: 0, invoices: 0, entries: 0 });
  });
});
