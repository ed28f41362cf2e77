import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { journalEntries } from "../db/schema";
import { ApiError } from "../http/api-error";
import { getJournalEntry } from "../ledger/get-journal-entry";
import { createTestBusiness } from "../testing/test-business";
import { setupTestDatabase } from "../testing/test-database";
import { roleBalance } from "../testing/ledger-balances";
import { createTestCustomer, createTestInvoice, payTestInvoice } from "../testing/test-receivables";
import { getInvoice } from "./find-invoice";
import { voidInvoice } from "./void-invoice";
import { writeOffInvoice } from "./write-off-invoice";

const test = setupTestDatabase();

async function books() {
  const created = await createTestBusiness(test.db);
  const customer = await createTestCustomer(test.db, created.business.id);
  return { ...created, customer };
}

async function errorOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("voidInvoice", () => {
  it("reverses a sent invoice on the void date and is a no-op the second time", async () => {
    const { business, customer } = await books();
    const invoice = await createTestInvoice(test.db, business, { customerId: customer.id, cents: 5_000 });
    const voidedAt = new Date("2025-04-02T23:30:00Z"); // 2025-04-03 in Stockholm
    const voided = await voidInvoice(
      test.db,
      business,
      invoice.id,
      { invoice_number: invoice.invoiceNumber },
      voidedAt,
    );
    expect(voided).toMatchObject({ status: "CANCELLED", outstandingBaseCents: 0 });
    expect(await roleBalance(test.db, business.id, "accounts_receivable")).toBe(0);
    expect(await roleBalance(test.db, business.id, "default_revenue")).toBe(0);
    const again = await voidInvoice(test.db, business, invoice.id, { invoice_number: invoice.invoiceNumber });
    expect(again.updatedAt).toEqual(voided.updatedAt);
    const entries = await test.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.businessId, business.id), eq(journalEntries.sourceId, invoice.id)));
    expect(entries.map((entry) => entry.entryDate).sort()).toEqual(["2025-03-01", "2025-04-03"]);
    const reversal = entries.find((entry) => entry.reversesEntryId)!;
    expect((await getJournalEntry(test.db, business.id, reversal.id)).lines).toHaveLength(2);
  });

  it("cancels a draft without posting anything", async () => {
    const { business, customer } = await books();
    const draft = await createTestInvoice(test.db, business, {
      customerId: customer.id,
      cents: 5_000,
      isSent: false,
    });
    const voided = await voidInvoice(test.db, business, draft.id, { invoice_number: draft.invoiceNumber });
    expect(voided).toMatchObject({ status: "CANCELLED", journalEntryId: null });
  });

  it("refuses another invoice_number (400 invoice_number_mismatch), another customer (400), a paid one (409)", async () => {
    const { business, customer } = await books();
    const invoice = await createTestInvoice(test.db, business, { customerId: customer.id, cents: 5_000 });
    const mismatch = await errorOf(voidInvoice(test.db, business, invoice.id, { invoice_number: "nope" }));
    expect([mismatch.status, mismatch.code]).toEqual([400, "invoice_number_mismatch"]);
    const other = await errorOf(
      voidInvoice(test.db, business, invoice.id, {
        invoice_number: invoice.invoiceNumber,
        customer_id: crypto.randomUUID(),
      }),
    );
    expect(other.details).toHaveProperty("customer_id");
    await payTestInvoice(test.db, business, invoice.id, { amount_cents: 100 });
    const paid = await errorOf(
      voidInvoice(test.db, business, invoice.id, { invoice_number: invoice.invoiceNumber }),
    );
    expect(paid.status).toBe(409);
    expect((await getInvoice(test.db, business.id, invoice.id)).status).toBe("PARTIALLY_PAID");
  });
});

describe("writeOffInvoice", () => {
  it("posts bad debt against AR; a fully written-off invoice is PAID; more than outstanding is 409", async () => {
    const { business, customer } = await books();
    const invoice = await createTestInvoice(test.db, business, { customerId: customer.id, cents: 5_000 });
    await payTestInvoice(test.db, business, invoice.id, { amount_cents: 1_000 });
    const tooMuch = await errorOf(writeOffInvoice(test.db, business, invoice.id, { amount_cents: 4_001 }));
    expect(tooMuch.status).toBe(409);
    const written = await writeOffInvoice(test.db, business, invoice.id, {
      amount_cents: 4_000,
      reason: "Customer went bust",
      write_off_date: "2025-06-30",
    });
    expect(written).toMatchObject({ status: "PAID", writtenOffCents: 4_000, outstandingBaseCents: 0 });
    expect(await roleBalance(test.db, business.id, "bad_debt")).toBe(4_000);
    expect(await roleBalance(test.db, business.id, "accounts_receivable")).toBe(0);
  });
});
