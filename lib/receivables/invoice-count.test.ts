import { and, count, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invoices } from "../db/schema";
import { listInvoicesQuerySchema } from "../schemas/invoice-list-query";
import { createTestBusiness } from "../testing/test-business";
import { setupTestDatabase } from "../testing/test-database";
import { createTestCustomer, createTestInvoice, payTestInvoice } from "../testing/test-receivables";
import { listInvoices } from "./list-invoices";
import { voidInvoice } from "./void-invoice";

const test = setupTestDatabase();

describe("invoice counts", () => {
  it("the per-status counters agree with count(*) through creates, sends, payments and voids", async () => {
    const { business } = await createTestBusiness(test.db);
    const other = await createTestBusiness(test.db);
    const customer = await createTestCustomer(test.db, business.id);
    const otherCustomer = await createTestCustomer(test.db, other.business.id);
    await createTestInvoice(test.db, other.business, { customerId: otherCustomer.id, cents: 100 });
    const made = [];
    for (const [n, isSent] of [true, true, true, false, true].entries()) {
      made.push(
        await createTestInvoice(test.db, business, {
          customerId: customer.id,
          cents: 1_000 * (n + 1),
          isSent,
        }),
      );
    }
    await payTestInvoice(test.db, business, made[0]!.id, { amount_cents: 1_000 });
    await payTestInvoice(test.db, business, made[1]!.id, { amount_cents: 500 });
    await voidInvoice(test.db, business, made[2]!.id, { invoice_number: made[2]!.invoiceNumber });
    await Promise.all(
      [made[4]!, made[1]!].map((invoice) =>
        payTestInvoice(test.db, business, invoice.id, { amount_cents: 100 }),
      ),
    );
    const exact = async (statuses?: string[]) => {
      const [row] = await test.db
        .select({ value: count() })
        .from(invoices)
        .where(
          and(
            eq(invoices.businessId, business.id),
            statuses ? inArray(invoices.status, statuses) : undefined,
          ),
        );
      return row!.value;
    };
    const counted = async (status?: string) =>
      (await listInvoices(test.db, business, listInvoicesQuerySchema.parse(status ? { status } : {}))).total;
    expect(await counted()).toBe(5);
    expect(await counted()).toBe(await exact());
    for (const [filter, stored] of [
      ["paid", ["PAID"]],
      ["partially_paid", ["PARTIALLY_PAID"]],
      ["sent,draft", ["SENT", "DRAFT"]],
      ["voided", ["CANCELLED"]],
    ] as const) {
      expect(await counted(filter), filter).toBe(await exact([...stored]));
    }
    expect(await counted("paid,partially_paid,voided,draft")).toBe(5);
  });
});
