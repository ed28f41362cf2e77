import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customers, invoiceLines, invoices, journalEntries } from "../db/schema";
import { ApiError } from "../http/api-error";
import { getJournalEntry } from "../ledger/get-journal-entry";
import { createInvoiceSchema } from "../schemas/invoice-input";
import { createTestBusiness } from "../testing/test-business";
import { setupTestDatabase } from "../testing/test-database";
import { createTestCustomer } from "../testing/test-receivables";
import { createInvoice } from "./create-invoice";

const test = setupTestDatabase();

const body = (fields: Record<string, unknown>) =>
  createInvoiceSchema.parse({
    invoice_number: `INV-${crypto.randomUUID().slice(0, 8)}`,
    customer_external_id: "c-1",
    customer_name: "Café Blå",
    line_items: [
      { quantity: 2, unit_price: 10_000, discount_amount: 2_000, sales_taxes: [{ name: "VAT", rate: "25" }] },
      { quantity: 1, unit_price: 5_000, account_identifier: { type: "AccountCode", code: "4100" } },
    ],
    ...fields,
  });

const entryLines = (entry: Awaited<ReturnType<typeof getJournalEntry>>) =>
  entry.lines.map((line) => [line.accountCode, line.debitCents, line.creditCents]);

describe("createInvoice", () => {
  it("stores a draft with its amounts, posts nothing and creates the named customer", async () => {
    const { business } = await createTestBusiness(test.db);
    const { invoice, isNew } = await createInvoice(test.db, business, body({ additional_discount: 1_000 }));
    expect(isNew).toBe(true);
    expect(invoice).toMatchObject({
      status: "DRAFT",
      sentAt: null,
      dueAt: null,
      subtotalCents: 25_000,
      lineDiscountCents: 2_000,
      additionalDiscountCents: 1_000,
      lineTaxCents: 4_500,
      totalCents: 26_500,
      journalEntryId: null,
      outstandingBaseCents: 0,
    });
    const lines = await test.db
      .select()
      .from(invoiceLines)
      .where(and(eq(invoiceLines.businessId, business.id), eq(invoiceLines.invoiceId, invoice.id)));
    expect(
      lines.map((line) => [line.subtotalCents, line.discountCents, line.taxCents, line.totalCents]),
    ).toEqual([
      [20_000, 2_000, 4_500, 22_500],
      [5_000, 0, 0, 5_000],
    ]);
  });

  it("sent: debits AR with the total and credits revenue after every discount, sales tax and tips", async () => {
    const { business } = await createTestBusiness(test.db);
    const { invoice } = await createInvoice(
      test.db,
      business,
      body({
        sent_at: "2025-04-01T09:00:00Z",
        additional_discount: 1_000,
        additional_sales_taxes: [{ name: "Levy", amount: 300 }],
        tips: 700,
      }),
    );
    expect(invoice).toMatchObject({ status: "SENT", totalCents: 27_500, totalBaseCents: 27_500 });
    expect(invoice.dueDate).toBe("2025-05-01");
    const entry = await getJournalEntry(test.db, business.id, invoice.journalEntryId!);
    expect(entry.entryDate).toBe("2025-04-01");
    // Revenue 18,000 and 5,000 less the 1,000 discount split 18:5 → 783 and 217.
    expect(entryLines(entry)).toEqual([
      ["4000", 0, 17_217],
      ["4100", 0, 4_783],
      ["2100", 0, 4_800],
      ["4200", 0, 700],
      ["1100", 27_500, 0],
    ]);
  });

  it("posts a foreign-currency invoice in base currency at its rate", async () => {
    const { business } = await createTestBusiness(test.db);
    const { invoice } = await createInvoice(
      test.db,
      business,
      body({ status: "SENT", currency: "EUR", exchange_rate: "11.5", line_items: [{ unit_price: 1_000 }] }),
    );
    expect(invoice).toMatchObject({
      totalCents: 1_000,
      totalBaseCents: 11_500,
      outstandingBaseCents: 11_500,
    });
  });

  it("returns the first invoice for a known external_id; concurrent creates make one invoice and one entry", async () => {
    const { business } = await createTestBusiness(test.db);
    const input = body({ external_id: "ext-1", status: "SENT" });
    const results = await Promise.all([1, 2, 3].map(() => createInvoice(test.db, business, input)));
    expect(new Set(results.map((result) => result.invoice.id)).size).toBe(1);
    expect(results.filter((result) => result.isNew)).toHaveLength(1);
    const entries = await test.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.businessId, business.id), eq(journalEntries.source, "invoice")));
    expect(entries).toHaveLength(1);
  });

  it("refuses a used invoice_number (409), an unknown account (400) and a discount over the subtotal (400)", async () => {
    const { business } = await createTestBusiness(test.db);
    await createInvoice(test.db, business, body({ invoice_number: "INV-1" }));
    const refusals = [
      body({ invoice_number: "INV-1" }),
      body({ line_items: [{ unit_price: 100, account_identifier: { type: "AccountCode", code: "9999" } }] }),
      body({ line_items: [{ unit_price: 100, discount_amount: 101 }] }),
      body({ additional_discount: 50_000 }),
      body({ currency: "EUR" }),
    ];
    const statuses = [];
    for (const input of refusals) {
      const error = await createInvoice(test.db, business, input).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      statuses.push((error as ApiError).status);
    }
    expect(statuses).toEqual([409, 400, 400, 400, 400]);
    const stored = await test.db.select().from(invoices).where(eq(invoices.businessId, business.id));
    expect(stored).toHaveLength(1);
  });

  it("due date: the customer's payment terms after the sent date", async () => {
    const { business } = await createTestBusiness(test.db);
    const customer = await createTestCustomer(test.db, business.id);
    await test.db
      .update(customers)
      .set({ paymentTermsDays: 10 })
      .where(and(eq(customers.businessId, business.id), eq(customers.id, customer.id)));
    const { invoice } = await createInvoice(
      test.db,
      business,
      body({ customer_external_id: undefined, customer_id: customer.id, sent_at: "2025-06-01" }),
    );
    expect(invoice.dueDate).toBe("2025-06-11");
    expect(invoice.dueAt!.toISOString()).toBe("2025-06-10T22:00:00.000Z");
  });
});
