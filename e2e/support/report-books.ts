import type { Frame, Page } from "@playwright/test";
import { formatMoney } from "../../lib/i18n/format";
import { bearer } from "./api";
import { openInHostPage, signLaunchToken } from "./embed";
import { embedBusinessBooks } from "./embed-books";
import { bodyOf, createApprovedBill, post, type Books } from "./payables";
import { paidInvoice } from "./settlements";
import { TEST_BASE_URL } from "./test-env";

/** The period every report test looks at; all activity below is dated inside it. */
export const YEAR = { start: "2025-01-01", end: "2025-12-31" };

/**
 * A business of the embedding partner with a year of real activity, all through the API: share capital paid in,
 * bills approved (one paid, one part-paid, one open and overdue), invoices sent (one paid, one open).
 */
export async function booksWithActivity(): Promise<Books> {
  const books = await embedBusinessBooks({ name: "Report Bakery AB" });
  await bodyOf(
    await post(books, "/journal-entries/", {
      entry_date: "2025-01-02",
      memo: "Share capital paid in",
      lines: [
        { account_identifier: { type: "AccountCode", code: "1000" }, debit_cents: 5_000_000 },
        { account_identifier: { type: "AccountCode", code: "3000" }, credit_cents: 5_000_000 },
      ],
    }),
    201,
  );
  const line = (cents: number) => [{ quantity: 1, unit_price: cents, description: "Flour", sales_taxes: [] }];
  const paid = await createApprovedBill(books, { bill_number: "ACME-1", line_items: line(400_000) });
  await payBill(books, paid.id, 400_000, "2025-04-01");
  await createApprovedBill(books, { bill_number: "ACME-2", line_items: line(200_000), due_at: "2025-04-09" });
  const partPaid = await createApprovedBill(books, {
    bill_number: "BOLT-1",
    vendor_external_id: "bolt",
    vendor_name: "Bolt Supplies AB",
    line_items: line(150_000),
    due_at: "2025-11-30",
  });
  await payBill(books, partPaid.id, 50_000, "2025-05-02");
  await paidInvoice(books, 900_000, { paymentDate: "2025-03-20" });
  await bodyOf(
    await post(books, "/invoices/", {
      invoice_number: "INV-OPEN",
      customer_external_id: "cust-2",
      customer_name: "Nordic Retail AB",
      sent_at: "2025-06-01T09:00:00Z",
      line_items: [{ quantity: 1, unit_price: 250_000, description: "Cakes" }],
    }),
    201,
  );
  return books;
}

async function payBill(books: Books, billId: string, cents: number, date: string) {
  await bodyOf(
    await post(books, `/bills/${billId}/payments/`, {
      amount_cents: cents,
      payment_date: date,
      payment_method: "bank_transfer",
    }),
    201,
  );
}

/** GET through the API as the business: JSON, or the text of a CSV. */
export async function apiJson(books: Books, path: string) {
  return bodyOf(await books.api.get(`${books.base}${path}`, { headers: bearer(books.token) }));
}
export async function apiCsv(books: Books, path: string) {
  const response = await books.api.get(`${books.base}${path}`, {
    headers: { ...bearer(books.token), Accept: "text/csv" },
  });
  return response.text();
}

export const sek = (cents: number) => formatMoney(cents, "SEK", "en-US");

/**
 * Launches an editor session in the partner's iframe and opens `path` of the business in it; returns the frame.
 * (A launch always lands on the overview, so the test moves the iframe on, as a partner's deep link would.)
 */
export async function openReport(page: Page, books: Books, path: string, width = 1024): Promise<Frame> {
  const frameLocator = await openInHostPage(
    page,
    await signLaunchToken({ role: "editor", business_id: books.businessId }),
    width,
  );
  await frameLocator.getByRole("navigation", { name: "Accounting sections" }).waitFor();
  const frame = page.frames().find((candidate) => candidate.url().startsWith(TEST_BASE_URL));
  if (!frame) throw new Error("The embed's iframe is not on the page.");
  await frame.goto(`${TEST_BASE_URL}/embed/${books.businessId}${path}`);
  return frame;
}
