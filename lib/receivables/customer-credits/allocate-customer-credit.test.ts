import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BusinessRow } from "../../businesses/business-serializer";
import { customerCreditAllocations, customerCredits, invoices } from "../../db/schema";
import {
  createCustomerCreditSchema,
  type CustomerCreditAllocationInput,
} from "../../schemas/customer-credit";
import { roleBalance } from "../../testing/ledger-balances";
import { openReceivablesBaseCents } from "../../testing/receivables-balances";
import { createTestBusiness } from "../../testing/test-business";
import { setupTestDatabase } from "../../testing/test-database";
import { createTestCustomer, createTestInvoice } from "../../testing/test-receivables";
import type { InvoiceRow } from "../invoice-settlement";
import { activeCustomerCreditAllocations } from "./allocate-customer-credit";
import { createCustomerCredit } from "./create-customer-credit";
import { updateCustomerCredit } from "./update-customer-credit";

const test = setupTestDatabase();

async function sentCredit(business: BusinessRow, customerId: string, cents: number, extra = {}) {
  const body = { customer_id: customerId, sent_at: "2025-03-05", line_items: [{ amount: cents }], ...extra };
  return (await createCustomerCredit(test.db, business, createCustomerCreditSchema.parse(body))).credit;
}

const allocate = (business: BusinessRow, creditId: string, allocations: CustomerCreditAllocationInput[]) =>
  updateCustomerCredit(test.db, business, creditId, { allocations });

const rowsOf = async (businessId: string) => ({
  credits: await test.db
    .select()
    .from(customerCredits)
    .where(eq(customerCredits.businessId, businessId))
    .orderBy(customerCredits.id),
  invoices: await test.db
    .select()
    .from(invoices)
    .where(eq(invoices.businessId, businessId))
    .orderBy(invoices.id),
  allocations: await test.db
    .select()
    .from(customerCreditAllocations)
    .where(eq(customerCreditAllocations.businessId, businessId))
    .orderBy(customerCreditAllocations.id),
});

/** Cached amounts equal the active allocations, none exceeds its document, and AR equals the open documents. */
async function expectConsistent(businessId: string) {
  const { credits, invoices: rows, allocations } = await rowsOf(businessId);
  const active = allocations.filter((row) => !row.unappliedAt);
  for (const credit of credits) {
    const applied = active
      .filter((row) => row.customerCreditId === credit.id)
      .reduce((s, r) => s + r.amountCents, 0);
    expect(credit.appliedCents).toBe(applied);
    expect(applied).toBeLessThanOrEqual(credit.totalCents);
  }
  for (const invoice of rows) {
    const credited = active
      .filter((row) => row.invoiceId === invoice.id)
      .reduce((s, r) => s + r.amountCents, 0);
    expect(invoice.creditedCents).toBe(credited);
    expect(invoice.paidCents + credited).toBeLessThanOrEqual(invoice.totalCents);
  }
  expect(await roleBalance(test.db, businessId, "accounts_receivable")).toBe(
    await openReceivablesBaseCents(test.db, businessId),
  );
}

describe("allocating a customer credit (PUT allocations)", () => {
  it("applies, keeps unchanged rows, re-applies changed amounts and unapplies omitted invoices", async () => {
    const { business } = await createTestBusiness(test.db);
    const customer = await createTestCustomer(test.db, business.id);
    const invoiceA = await createTestInvoice(test.db, business, { customerId: customer.id, cents: 600 });
    const invoiceB = await createTestInvoice(test.db, business, { customerId: customer.id, cents: 800 });
    const credit = await sentCredit(business, customer.id, 1000);

    const partial = await allocate(business, credit.id, [
      { invoice_id: invoiceA.id, amount: 600 },
      { invoice_id: invoiceB.id, amount: 300 },
    ]);
    expect(partial).toMatchObject({ appliedCents: 900, status: "partially_applied" });
    const first = await activeCustomerCreditAllocations(test.db, business.id, credit.id);
    const state = await rowsOf(business.id);
    expect(state.invoices.find((i) => i.id === invoiceA.id)).toMatchObject({
      creditedCents: 600,
      status: "PAID",
    });
    expect(state.invoices.find((i) => i.id === invoiceB.id)).toMatchObject({
      creditedCents: 300,
      status: "PARTIALLY_PAID",
    });

    const full = await allocate(business, credit.id, [
      { invoice_id: invoiceA.id, amount: 600 },
      { invoice_id: invoiceB.id, amount: 400 },
    ]);
    expect(full).toMatchObject({ appliedCents: 1000, status: "applied" });
    const second = await activeCustomerCreditAllocations(test.db, business.id, credit.id);
    expect(second.find((row) => row.invoiceId === invoiceA.id)!.id).toBe(
      first.find((row) => row.invoiceId === invoiceA.id)!.id,
    );
    expect(second.find((row) => row.invoiceId === invoiceB.id)!.amountCents).toBe(400);

    const none = await allocate(business, credit.id, []);
    expect(none).toMatchObject({ appliedCents: 0, status: "sent" });
    const after = await rowsOf(business.id);
    expect(after.invoices.map((i) => [i.creditedCents, i.status])).toEqual([
      [0, "SENT"],
      [0, "SENT"],
    ]);
    expect(after.allocations).toHaveLength(3);
    expect(after.allocations.every((row) => row.unappliedAt && row.unappliedDate)).toBe(true);
    await expectConsistent(business.id);
  });

  it("refuses bad allocations with 400 or 409 and changes nothing", async () => {
    const { business } = await createTestBusiness(test.db);
    const customer = await createTestCustomer(test.db, business.id);
    const other = await createTestCustomer(test.db, business.id);
    const invoice = await createTestInvoice(test.db, business, { customerId: customer.id, cents: 500 });
    const othersInvoice = await createTestInvoice(test.db, business, { customerId: other.id, cents: 500 });
    const euroInvoice = await createTestInvoice(test.db, business, {
      customerId: customer.id,
      cents: 500,
      currency: "EUR",
      exchangeRate: "11",
    });
    const draftInvoice = await createTestInvoice(test.db, business, {
      customerId: customer.id,
      cents: 500,
      isSent: false,
    });
    const credit = await sentCredit(business, customer.id, 700);
    await allocate(business, credit.id, [{ invoice_id: invoice.id, amount: 200 }]);
    const draft = (
      await createCustomerCredit(
        test.db,
        business,
        createCustomerCreditSchema.parse({ customer_id: customer.id, line_items: [{ amount: 100 }] }),
      )
    ).credit;
    const before = await rowsOf(business.id);
    const at = (path: string) => ({ code: "validation_error", details: { [path]: expect.any(Array) } });
    const conflict = (pattern: RegExp) => ({ code: "conflict", message: expect.stringMatching(pattern) });
    const cases: [string, string, CustomerCreditAllocationInput[], object][] = [
      [
        "another customer's invoice",
        credit.id,
        [{ invoice_id: othersInvoice.id, amount: 100 }],
        at("allocations.0.invoice_id"),
      ],
      [
        "another currency",
        credit.id,
        [{ invoice_id: euroInvoice.id, amount: 100 }],
        at("allocations.0.invoice_id"),
      ],
      [
        "an unknown invoice",
        credit.id,
        [{ invoice_id: crypto.randomUUID(), amount: 1 }],
        at("allocations.0.invoice_id"),
      ],
      [
        "an invoice twice",
        credit.id,
        [
          { invoice_id: invoice.id, amount: 1 },
          { invoice_id: invoice.id, amount: 2 },
        ],
        at("allocations.1.invoice_id"),
      ],
      ["a draft invoice", credit.id, [{ invoice_id: draftInvoice.id, amount: 100 }], conflict(/draft/)],
      [
        "more than the invoice's balance",
        credit.id,
        [{ invoice_id: invoice.id, amount: 501 }],
        conflict(/outstanding balance/),
      ],
      [
        "more than the credit",
        credit.id,
        [
          { invoice_id: invoice.id, amount: 500 },
          { invoice_id: draftInvoice.id, amount: 201 },
        ],
        conflict(/unapplied amount/),
      ],
      ["a draft credit", draft.id, [{ invoice_id: invoice.id, amount: 50 }], conflict(/sent_at first/)],
    ];
    for (const [what, creditId, allocations, expected] of cases) {
      await expect(allocate(business, creditId, allocations), what).rejects.toMatchObject(expected);
    }
    expect(await rowsOf(business.id)).toEqual(before);
  });

  it("posts the exchange difference between the credit's and the invoice's rate, and takes it back on unapply", async () => {
    const { business } = await createTestBusiness(test.db);
    const customer = await createTestCustomer(test.db, business.id);
    const invoice = await createTestInvoice(test.db, business, {
      customerId: customer.id,
      cents: 1000,
      currency: "EUR",
      exchangeRate: "10",
    });
    const credit = await sentCredit(business, customer.id, 500, { currency: "EUR", exchange_rate: "11" });
    const balances = async () => ({
      ar: await roleBalance(test.db, business.id, "accounts_receivable"),
      fx: await roleBalance(test.db, business.id, "fx_gain_loss"),
      open: await openReceivablesBaseCents(test.db, business.id),
    });
    expect(await balances()).toEqual({ ar: 10_000 - 5500, fx: 0, open: 4500 });
    await allocate(business, credit.id, [{ invoice_id: invoice.id, amount: 500 }]);
    const [row] = await activeCustomerCreditAllocations(test.db, business.id, credit.id);
    expect(row).toMatchObject({ amountCents: 500, arBaseCents: 5000 });
    // The invoice's 5000 base cleared with a credit booked at 5500: a 500 gain, debited to AR.
    expect(await balances()).toEqual({ ar: 5000, fx: -500, open: 5000 });
    await allocate(business, credit.id, []);
    expect(await balances()).toEqual({ ar: 4500, fx: 0, open: 4500 });
  });

  it("never over-applies a credit or an invoice under 20 concurrent requests against one credit", async () => {
    const { business } = await createTestBusiness(test.db);
    const customer = await createTestCustomer(test.db, business.id);
    const targets: InvoiceRow[] = [];
    for (let i = 0; i < 5; i++) {
      targets.push(await createTestInvoice(test.db, business, { customerId: customer.id, cents: 700 }));
    }
    const credit = await sentCredit(business, customer.id, 1000);
    // Each request alone fits (≤ 1000 in all, ≤ 700 an invoice); two of them together would not.
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        allocate(business, credit.id, [
          { invoice_id: targets[i % 5]!.id, amount: 400 + ((i * 37) % 300) },
          { invoice_id: targets[(i + 1) % 5]!.id, amount: 300 },
        ]),
      ),
    );
    for (const result of results) {
      if (result.status === "rejected") expect(result.reason).toMatchObject({ code: "conflict" });
    }
    expect(results.some((result) => result.status === "fulfilled")).toBe(true);
    await expectConsistent(business.id);
  });

  it("never over-applies one invoice targeted by 20 credits at once", async () => {
    const { business } = await createTestBusiness(test.db);
    const customer = await createTestCustomer(test.db, business.id);
    const invoice = await createTestInvoice(test.db, business, { customerId: customer.id, cents: 1000 });
    const credits = [];
    for (let i = 0; i < 20; i++) credits.push(await sentCredit(business, customer.id, 300));
    const results = await Promise.allSettled(
      credits.map((credit) => allocate(business, credit.id, [{ invoice_id: invoice.id, amount: 300 }])),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(3);
    for (const result of results) {
      if (result.status === "rejected") {
        expect(result.reason).toMatchObject({
          code: "conflict",
          message: expect.stringMatching(/outstanding/),
        });
      }
    }
    await expectConsistent(business.id);
    const [stored] = await test.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(stored).toMatchObject({ creditedCents: 900, status: "PARTIALLY_PAID" });
  });
});
