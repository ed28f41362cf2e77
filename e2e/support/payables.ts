import { expect, type APIRequestContext, type APIResponse } from "@playwright/test";
import pg from "pg";
import { bearer, createTestBusiness, fixtures, newApi, partnerToken } from "./api";

/** A fresh business of the alpha partner (SEK, Europe/Stockholm), so one test's counts never see another's data. */
export interface Books {
  api: APIRequestContext;
  token: string;
  businessId: string;
  base: string;
}

export async function newBooks(overrides: Record<string, unknown> = {}): Promise<Books> {
  const api = await newApi();
  const token = await partnerToken(api, fixtures().alpha);
  const { id } = await createTestBusiness(api, token, overrides);
  return { api, token, businessId: id, base: `/v1/platform/businesses/${id}` };
}

export const get = (books: Books, path: string) =>
  books.api.get(`${books.base}${path}`, { headers: bearer(books.token) });

export const post = (books: Books, path: string, data: unknown = {}) =>
  books.api.post(`${books.base}${path}`, { headers: bearer(books.token), data });

export const put = (books: Books, path: string, data: unknown) =>
  books.api.put(`${books.base}${path}`, { headers: bearer(books.token), data });

/** The body of a response that must have `status`. */
export async function bodyOf(response: APIResponse, status = 200) {
  const text = await response.text();
  expect(response.status(), text).toBe(status);
  return JSON.parse(text);
}

export const getOk = async (books: Books, path: string) => bodyOf(await get(books, path));

/** A valid bill create body; each call names a new bill. */
export const billBody = (overrides: Record<string, unknown> = {}) => ({
  external_id: `bill-${crypto.randomUUID()}`,
  vendor_external_id: "acme",
  vendor_name: "Acme AB",
  bill_date: "2025-03-10",
  line_items: [
    { quantity: 2, unit_price: 1250.5, description: "Paper", sales_taxes: [{ name: "VAT", rate: "25" }] },
  ],
  ...overrides,
});

export async function createBill(books: Books, overrides: Record<string, unknown> = {}) {
  return bodyOf(await post(books, "/bills/", billBody(overrides)), 201);
}

export async function createApprovedBill(books: Books, overrides: Record<string, unknown> = {}) {
  return createBill(books, { approved_at: "2025-03-10T09:00:00Z", ...overrides });
}

/** How many of each thing the business has: for "nothing was stored" checks. */
export async function counts(books: Books) {
  const count = async (path: string) => (await getOk(books, path)).count as number;
  return {
    bills: await count("/bills/"),
    vendors: await count("/vendors/"),
    entries: await count("/journal-entries/"),
    payments: await count("/bills/payments/"),
  };
}

export const accountByCode = async (books: Books, code: string) =>
  (await getOk(books, `/accounts/?search=${code}`)).results.find(
    (a: { code: string }) => a.code === code,
  ) as {
    id: string;
    code: string;
  };

export const entryLines = (entry: {
  lines: { account: { code: string }; debit_cents: number; credit_cents: number }[];
}) => entry.lines.map((line) => [line.account.code, line.debit_cents, line.credit_cents]);

/**
 * Archives one of the business's accounts in SQL, behind the server's back (PostgreSQL only): a chart the server
 * copied for ten seconds still names it, so only the database's own check (migration 0007) refuses a posting to it.
 */
export async function archiveAccountInSql(books: Books, code: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(`update accounts set is_archived = true where business_id = $1 and code = $2`, [
      books.businessId,
      code,
    ]);
  } finally {
    await client.end();
  }
}
