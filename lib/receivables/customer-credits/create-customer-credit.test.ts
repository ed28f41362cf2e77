import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { journalEntries } from "../../db/schema";
import { withLines } from "../../ledger/load-journal-lines";
import { createCustomerCreditSchema } from "../../schemas/customer-credit";
import { createTestBusiness } from "../../testing/test-business";
import { setupTestDatabase } from "../../testing/test-database";
import { createTestCustomer, createTestInvoice } from "../../testing/test-receivables";
import { createCustomerCredit } from "./create-customer-credit";
import { loadCustomerCreditLines } from "./customer-credit-lines";

const test = setupTestDatabase();
const input = (body: Record<string, unknown>) => createCustomerCreditSchema.parse(body);

async function entriesOf(businessId: string, creditId: string) {
  const entries = await test.db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.businessId, businessId), eq(journalEntries.sourceId, creditId)));
  return withLines(test.db, businessId, entries);
}

describe("createCustomerCredit", () => {
  it("stores a draft without an entry; accounts default to the default revenue account", async () => {
    const { business, account } = await createTestBusiness(test.db);
    const customer = await createTestCustomer(test.db, business.id);
    const { credit, isNew } = await createCustomerCredit(
      test.db,
      business,
      input({
        customer_id: customer.id,
        line_items: [
          { amount: 10_000, sales_taxes: [{ name: "VAT", rate: "25" }] },
          { amount: 333, revenue_account_identifier: { type: "AccountCode", code: "4100" } },
        ],
      }),
    );
    expect(isNew).toBe(true);
    expect(credit).toMatchObject({ status: "draft", totalCents: 12_833, journalEntryId: null, sentAt: null });
    const lines = await loadCustomerCreditLines(test.db, business.id, [credit.id]);
    expect(lines.map((line) => [line.accountId, line.amountCents, line.taxCents])).toEqual([
      [account("4000").id, 10_000, 2500],
      [account("4100").id, 333, 0],
    ]);
    expect(await entriesOf(business.id, credit.id)).toEqual([]);
  });

  it("posts the sending: debit each revenue line and sales tax payable, credit accounts receivable", async () => {
    const { business, account } = await createTestBusiness(test.db);
    const customer = await createTestCustomer(test.db, business.id);
    const { credit } = await createCustomerCredit(
      test.db,
      business,
      input({
        customer_id: customer.id,
        currency: "EUR",
        exchange_rate: "11.25",
        sent_at: "2025-03-31T23:30:00Z",
        line_items: [
          { amount: 1001, sales_taxes: [{ name: "VAT", rate: "25" }], memo: "Returned cake" },
          { amount: 2003, revenue_account_identifier: { type: "AccountCode", code: "4100" } },
        ],
      }),
    );
    // 1001 × 11.25 = 11261.25 → 11261; tax 250 cents → 2812.5 → 2813; 2003 × 11.25 = 22533.75 → 22534.
    expect(credit).toMatchObject({ status: "sent", totalCents: 3254, totalBaseCents: 36_608 });
    const [entry] = await entriesOf(business.id, credit.id);
    expect(entry).toMatchObject({
      source: "credit_note",
      entryDate: "2025-04-01",
      id: credit.journalEntryId,
    });
    expect(entry!.lines.map((line) => [line.accountId, line.debitCents, line.creditCents])).toEqual([
      [account("1100").id, 0, 36_608],
      [account("4000").id, 11_261, 0],
      [account("4100").id, 22_534, 0],
      [account("2100").id, 2813, 0],
    ]);
  });

  it("returns the existing credit for a known external_id, also under concurrent repeats", async () => {
    const { business } = await createTestBusiness(test.db);
    const body = {
      external_id: "cn-1",
      customer_external_id: "new-customer",
      sent_at: "2025-03-01",
      line_items: [{ amount: 100 }],
    };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => createCustomerCredit(test.db, business, input(body))),
    );
    expect(results.filter((result) => result.isNew)).toHaveLength(1);
    expect(new Set(results.map((result) => result.credit.id)).size).toBe(1);
    expect(await entriesOf(business.id, results[0]!.credit.id)).toHaveLength(1);
  });

  it("checks source_invoice_id: an invoice of this business and of the credit's customer", async () => {
    const { business } = await createTestBusiness(test.db);
    const customer = await createTestCustomer(test.db, business.id);
    const other = await createTestCustomer(test.db, business.id);
    const theirs = await createTestInvoice(test.db, business, { customerId: other.id, cents: 100 });
    const body = (sourceInvoiceId: string) =>
      input({ customer_id: customer.id, source_invoice_id: sourceInvoiceId, line_items: [{ amount: 100 }] });
    await expect(createCustomerCredit(test.db, business, body(theirs.id))).rejects.toMatchObject({
      code: "validation_error",
      details: { source_invoice_id: [expect.stringMatching(/another customer/)] },
    });
    await expect(createCustomerCredit(test.db, business, body(crypto.randomUUID()))).rejects.toMatchObject({
      details: { source_invoice_id: [expect.stringMatching(/No invoice/)] },
    });
  });
});
