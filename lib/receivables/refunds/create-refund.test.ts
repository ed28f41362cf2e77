import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invoices, refunds } from "../../db/schema";
import { createRefundSchema } from "../../schemas/refund";
import { createTestBusiness } from "../../testing/test-business";
import { setupTestDatabase } from "../../testing/test-database";
import { createTestRefund } from "../../testing/test-refunds";
import { createTestCustomer, createTestInvoice, payTestInvoice } from "../../testing/test-receivables";
import { getInvoice } from "../find-invoice";
import { cancelRefund } from "./cancel-refund";
import { createRefund } from "./create-refund";

const test = setupTestDatabase();

async function paidInvoices() {
  const { business } = await createTestBusiness(test.db);
  const customer = await createTestCustomer(test.db, business.id);
  const paid = await createTestInvoice(test.db, business, { customerId: customer.id, cents: 1000 });
  await payTestInvoice(test.db, business, paid.id, { amount_cents: 1000 });
  const partly = await createTestInvoice(test.db, business, { customerId: customer.id, cents: 800 });
  await payTestInvoice(test.db, business, partly.id, { amount_cents: 300 });
  return { business, customer, paid, partly };
}

const statusOf = async (businessId: string, invoiceId: string) =>
  (await getInvoice(test.db, businessId, invoiceId)).status;

describe("createRefund", () => {
  it("is pending; an invoice refunded in full is REFUNDED at once and PAID again when the refund is cancelled", async () => {
    const { business, customer, paid, partly } = await paidInvoices();
    const refund = await createTestRefund(test.db, business, customer.id, [
      { invoice_id: paid.id, amount: 1000 },
      { invoice_id: partly.id, amount: 100 },
    ]);
    expect(refund).toMatchObject({
      status: "pending",
      refundedAmountCents: 1100,
      currency: "SEK",
      completedAt: null,
    });
    expect(await statusOf(business.id, paid.id)).toBe("REFUNDED");
    expect(await getInvoice(test.db, business.id, partly.id)).toMatchObject({
      status: "PARTIALLY_PAID",
      refundedCents: 100,
    });
    await cancelRefund(test.db, business, refund.id);
    expect(await statusOf(business.id, paid.id)).toBe("PAID");
    expect((await getInvoice(test.db, business.id, partly.id)).refundedCents).toBe(0);
  });

  it("refuses invoices that are not refundable, or more than was paid and not yet refunded, and stores nothing", async () => {
    const { business, customer, paid, partly } = await paidInvoices();
    const other = await createTestCustomer(test.db, business.id);
    const theirs = await createTestInvoice(test.db, business, { customerId: other.id, cents: 100 });
    await payTestInvoice(test.db, business, theirs.id, { amount_cents: 100 });
    const unpaid = await createTestInvoice(test.db, business, { customerId: customer.id, cents: 500 });
    const euro = await createTestInvoice(test.db, business, {
      customerId: customer.id,
      cents: 500,
      currency: "EUR",
      exchangeRate: "11",
    });
    await payTestInvoice(test.db, business, euro.id, { amount_cents: 500 });
    await createTestRefund(test.db, business, customer.id, [{ invoice_id: paid.id, amount: 600 }]);
    const at = (path: string) => ({ code: "validation_error", details: { [path]: expect.any(Array) } });
    const conflict = (pattern: RegExp) => ({ code: "conflict", message: expect.stringMatching(pattern) });
    const cases: [string, { invoice_id: string; amount: number }[], object][] = [
      ["another customer's invoice", [{ invoice_id: theirs.id, amount: 10 }], at("allocations.0.invoice_id")],
      [
        "an unknown invoice",
        [{ invoice_id: crypto.randomUUID(), amount: 10 }],
        at("allocations.0.invoice_id"),
      ],
      [
        "two currencies",
        [
          { invoice_id: paid.id, amount: 10 },
          { invoice_id: euro.id, amount: 10 },
        ],
        at("allocations.1.invoice_id"),
      ],
      [
        "an invoice twice",
        [
          { invoice_id: paid.id, amount: 10 },
          { invoice_id: paid.id, amount: 10 },
        ],
        at("allocations.1.invoice_id"),
      ],
      [
        "an unpaid invoice",
        [{ invoice_id: unpaid.id, amount: 10 }],
        conflict(/only a paid or partially paid/),
      ],
      ["more than is left to refund", [{ invoice_id: paid.id, amount: 401 }], conflict(/\(400 cents\)/)],
      ["more than was paid", [{ invoice_id: partly.id, amount: 301 }], conflict(/\(300 cents\)/)],
    ];
    const before = await test.db.select().from(refunds).where(eq(refunds.businessId, business.id));
    for (const [what, allocations, expected] of cases) {
      await expect(createTestRefund(test.db, business, customer.id, allocations), what).rejects.toMatchObject(
        expected,
      );
    }
    await expect(
      createTestRefund(test.db, business, customer.id, [{ invoice_id: paid.id, amount: 1 }], {
        customer_id: undefined,
        customer_external_id: "nobody",
      }),
    ).rejects.toMatchObject(at("customer_external_id"));
    expect(await test.db.select().from(refunds).where(eq(refunds.businessId, business.id))).toEqual(before);
    expect(() =>
      createRefundSchema.parse({
        customer_id: customer.id,
        refunded_amount: 20,
        is_dedicated: true,
        allocations: [
          { invoice_id: paid.id, amount: 10 },
          { invoice_id: partly.id, amount: 10 },
        ],
      }),
    ).toThrow(/dedicated/);
  });

  it("returns the first refund for a repeated external_id, also under concurrent repeats", async () => {
    const { business, customer, paid } = await paidInvoices();
    const input = createRefundSchema.parse({
      customer_id: customer.id,
      external_id: "r-1",
      refunded_amount: 700,
      allocations: [{ invoice_id: paid.id, amount: 700 }],
    });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => createRefund(test.db, business, input)),
    );
    expect(results.filter((result) => result.isNew)).toHaveLength(1);
    expect(new Set(results.map((result) => result.refund.id)).size).toBe(1);
  });

  it("never refunds more than was paid under 20 concurrent refunds of one invoice", async () => {
    const { business, customer, paid } = await paidInvoices();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        createTestRefund(test.db, business, customer.id, [{ invoice_id: paid.id, amount: 300 }]),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(3);
    const [invoice] = await test.db.select().from(invoices).where(eq(invoices.id, paid.id));
    expect(invoice).toMatchObject({ refundedCents: 900, status: "PAID" });
  });
});
