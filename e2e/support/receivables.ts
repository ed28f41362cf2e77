import { bodyOf, getOk, post, type Books } from "./payables";

export { accountByCode, bodyOf, entryLines, get, getOk, newBooks, post, put, type Books } from "./payables";

/** Today in the test businesses' zone (Europe/Stockholm). */
export const todayInStockholm = () =>
  new Date().toLocaleDateString("en-CA", { timeZone: "Europe/Stockholm" });

/** A valid invoice create body; each call names a new invoice. */
export const invoiceBody = (overrides: Record<string, unknown> = {}) => ({
  invoice_number: `INV-${crypto.randomUUID().slice(0, 8)}`,
  customer_external_id: "cust-1",
  customer_name: "Café Blå AB",
  line_items: [
    { quantity: 2, unit_price: 5_000, description: "Cakes", sales_taxes: [{ name: "VAT", rate: "25" }] },
  ],
  ...overrides,
});

export async function createInvoice(books: Books, overrides: Record<string, unknown> = {}) {
  return bodyOf(await post(books, "/invoices/", invoiceBody(overrides)), 201);
}

export async function createSentInvoice(books: Books, overrides: Record<string, unknown> = {}) {
  return createInvoice(books, { sent_at: "2025-03-01T09:00:00Z", ...overrides });
}

export async function createCustomer(books: Books, overrides: Record<string, unknown> = {}) {
  return bodyOf(await post(books, "/customers/", { company_name: "Nordic Retail AB", ...overrides }), 201);
}

export const payInvoice = async (
  books: Books,
  invoiceId: string,
  data: Record<string, unknown>,
  status = 201,
) =>
  bodyOf(
    await post(books, `/invoices/${invoiceId}/payments/`, {
      payment_method: "bank_transfer",
      payment_date: "2025-03-10",
      ...data,
    }),
    status,
  );

/** Account code → [debit, credit] of the trial balance at the end of `asOf`. */
export async function trialBalance(books: Books, asOf: string): Promise<Record<string, [number, number]>> {
  const [report] = await getOk(books, `/reports/trial-balance/?as_of_date=${asOf}`);
  return Object.fromEntries(
    (report.accounts as { account_code: string; debit_cents: number; credit_cents: number }[]).map((row) => [
      row.account_code,
      [row.debit_cents, row.credit_cents],
    ]),
  );
}

/** Ids of the results of a list query, in order. */
export const idsOf = async (books: Books, path: string): Promise<string[]> =>
  ((await getOk(books, path)).results as { id: string }[]).map((row) => row.id);
