import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { journalEntries } from "../../db/schema";
import { createCustomerCreditSchema, updateCustomerCreditSchema } from "../../schemas/customer-credit";
import { roleBalance } from "../../testing/ledger-balances";
import { createTestBusiness } from "../../testing/test-business";
import { setupTestDatabase } from "../../testing/test-database";
import { createTestCustomer, createTestInvoice } from "../../testing/test-receivables";
import { createCustomerCredit } from "./create-customer-credit";
import { updateCustomerCredit } from "./update-customer-credit";
import { voidCustomerCredit } from "./void-customer-credit";

const test = setupTestDatabase();

async function setup() {
  const { business } = await createTestBusiness(test.db);
  const customer = await createTestCustomer(test.db, business.id);
  const invoice = await createTestInvoice(test.db, business, { customerId: customer.id, cents: 800 });
  const create = (body: Record<string, unknown>) =>
    createCustomerCredit(
      test.db,
      business,
      createCustomerCreditSchema.parse({ customer_id: customer.id, line_items: [{ amount: 500 }], ...body }),
    ).then((result) => result.credit);
  const update = (creditId: string, body: Record<string, unknown>) =>
    updateCustomerCredit(test.db, business, creditId, updateCustomerCreditSchema.parse(body));
  const entries = (creditId: string) =>
    test.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.businessId, business.id), eq(journalEntries.sourceId, creditId)))
      .orderBy(journalEntries.createdAt);
  return { business, customer, invoice, create, update, entries };
}

describe("updateCustomerCredit", () => {
  it("sends a draft, replaces the entry of a sent credit whose lines change, and locks lines once applied", async () => {
    const { business, invoice, create, update, entries } = await setup();
    const credit = await create({});
    const sent = await update(credit.id, { sent_at: "2025-03-02T10:00:00Z", memo: "Sent" });
    expect(sent).toMatchObject({ status: "sent", memo: "Sent", totalCents: 500 });
    const corrected = await update(credit.id, { line_items: [{ amount: 600 }] });
    expect(corrected).toMatchObject({ totalCents: 600 });
    const [first, reversal, second] = await entries(credit.id);
    expect(reversal).toMatchObject({ reversesEntryId: first!.id, entryDate: "2025-03-02" });
    expect(second!.id).toBe(corrected.journalEntryId);
    expect(await roleBalance(test.db, business.id, "accounts_receivable")).toBe(800 - 600);

    await update(credit.id, { allocations: [{ invoice_id: invoice.id, amount: 100 }] });
    // Unchanged lines may be sent again; changed ones are refused while applied.
    await expect(update(credit.id, { line_items: [{ amount: 600 }] })).resolves.toMatchObject({
      status: "partially_applied",
    });
    await expect(update(credit.id, { line_items: [{ amount: 700 }] })).rejects.toMatchObject({
      code: "conflict",
      details: { line_items: expect.any(Array) },
    });
  });

  it("fixes source_invoice_id once set and keeps external_id unique", async () => {
    const { business, customer, invoice, create, update } = await setup();
    const other = await createTestInvoice(test.db, business, { customerId: customer.id, cents: 100 });
    await create({ external_id: "taken" });
    const credit = await create({ external_id: "mine" });
    await expect(update(credit.id, { source_invoice_id: invoice.id })).resolves.toMatchObject({
      sourceInvoiceId: invoice.id,
    });
    await expect(update(credit.id, { source_invoice_id: invoice.id.toUpperCase() })).resolves.toBeDefined();
    await expect(update(credit.id, { source_invoice_id: other.id })).rejects.toMatchObject({
      code: "conflict",
      details: { source_invoice_id: expect.any(Array) },
    });
    await expect(update(credit.id, { source_invoice_id: null })).rejects.toMatchObject({ code: "conflict" });
    await expect(update(credit.id, { external_id: "taken" })).rejects.toMatchObject({
      code: "conflict",
      details: { external_id: expect.any(Array) },
    });
  });
});

describe("voidCustomerCredit", () => {
  it("is refused while applied, then reverses the entry on the void date; voiding again changes nothing", async () => {
    const { business, invoice, create, update, entries } = await setup();
    const credit = await create({ sent_at: "2025-02-01" });
    await update(credit.id, { allocations: [{ invoice_id: invoice.id, amount: 500 }] });
    await expect(voidCustomerCredit(test.db, business, credit.id)).rejects.toMatchObject({
      code: "conflict",
      message: expect.stringMatching(/applied to invoices/),
    });
    await update(credit.id, { allocations: [] });
    const now = new Date("2025-06-30T23:30:00Z");
    const voided = await voidCustomerCredit(test.db, business, credit.id, now);
    expect(voided).toMatchObject({ status: "void", voidedAt: now });
    const [, reversal] = await entries(credit.id);
    expect(reversal).toMatchObject({ reversesEntryId: credit.journalEntryId, entryDate: "2025-07-01" });
    expect(await roleBalance(test.db, business.id, "accounts_receivable")).toBe(800);
    expect(await voidCustomerCredit(test.db, business, credit.id)).toEqual(voided);
    await expect(
      update(credit.id, { allocations: [{ invoice_id: invoice.id, amount: 1 }] }),
    ).rejects.toMatchObject({ code: "conflict", message: expect.stringMatching(/void/) });
  });
});
