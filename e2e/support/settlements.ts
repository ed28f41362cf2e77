import { expect } from "@playwright/test";
import { expectError } from "./api";
import { bodyOf, createSentInvoice, get, getOk, payInvoice, post, type Books } from "./receivables";

/** A sent invoice of one line of `cents` (no tax) for `customer`, paid in full (through `processor` when given). */
export async function paidInvoice(
  books: Books,
  cents: number,
  options: { customer?: string; customerName?: string; processor?: string; paymentDate?: string } = {},
) {
  const invoice = await createSentInvoice(books, {
    customer_external_id: options.customer ?? "cust-1",
    customer_name: options.customerName ?? "Café Blå AB",
    line_items: [{ quantity: 1, unit_price: cents, description: "Cakes" }],
  });
  const payment = await payInvoice(books, invoice.id, {
    amount_cents: cents,
    ...(options.processor && { processor: options.processor }),
    ...(options.paymentDate && { payment_date: options.paymentDate }),
  });
  return { invoice, payment };
}

export const createCredit = async (books: Books, body: Record<string, unknown>) =>
  bodyOf(
    await post(books, "/customer-credits/", {
      customer_external_id: "cust-1",
      customer_name: "Café Blå AB",
      line_items: [{ amount: 1000 }],
      ...body,
    }),
    201,
  );

/** A refund of `allocations` (their amounts add up to it) for the customer with this external id. */
export async function createRefund(
  books: Books,
  allocations: { invoice_id: string; amount: number; description?: string }[],
  body: Record<string, unknown> = {},
) {
  return bodyOf(
    await post(books, "/invoices/refunds/", {
      customer_external_id: "cust-1",
      refunded_amount: allocations.reduce((sum, allocation) => sum + allocation.amount, 0),
      allocations,
      ...body,
    }),
    201,
  );
}

export const payRefund = async (
  books: Books,
  refundId: string,
  body: Record<string, unknown>,
  status = 201,
) => bodyOf(await post(books, `/invoices/refunds/${refundId}/payments/`, body), status);

/** The one entry `source` posted for document `sourceId`, as [account code, debit, credit] lines. */
export async function entryOf(books: Books, source: string, sourceId: string) {
  const page = await getOk(books, `/journal-entries/?source=${source}&page_size=100`);
  const entries = page.results.filter((entry: { source_id: string }) => entry.source_id === sourceId);
  expect(entries, `${source} entries of ${sourceId}`).toHaveLength(1);
  return entries[0] as {
    entry_date: string;
    lines: { account: { code: string }; debit_cents: number; credit_cents: number }[];
  };
}

/** A list query that must be 400 validation_error naming `parameter`. */
export async function expectBadQuery(books: Books, path: string, parameter: string) {
  const body = await expectError(await get(books, path), 400, "validation_error");
  expect(body.details, `${path} names ${parameter}`).toHaveProperty([parameter]);
}

/** `count`, `page_info` and the ids of the results of a list query. */
export async function pageOf(books: Books, path: string) {
  const page = await getOk(books, path);
  return {
    count: page.count as number,
    page_info: page.page_info,
    ids: (page.results as { id: string }[]).map((row) => row.id),
  };
}
