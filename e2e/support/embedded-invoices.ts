import { expect, type Frame, type FrameLocator, type Page } from "@playwright/test";
import { openInHostPage, signLaunchToken } from "./embed";
import { embedBusinessBooks } from "./embed-books";
import type { Books } from "./payables";
import { createCustomer, createInvoice, getOk, payInvoice, post } from "./receivables";
import { TEST_BASE_URL } from "./test-env";

export interface InvoiceSet {
  books: Books;
  /** Invoice numbers by role in the set. */
  numbers: Record<"draft" | "sent" | "overdue" | "sentLater" | "voided" | "paid" | "partlyPaid", string>;
  ids: Record<string, string>;
  customers: { a: string; b: string };
}

/**
 * A business of the embedding partner with seven invoices, one per status the list knows, created in this order
 * (so the default order, newest import first, is the reverse): draft, sent, overdue, sent later, voided, paid, partly
 * paid. The voided one is voided last, so it is the most recently updated.
 */
export async function arrangeInvoices(): Promise<InvoiceSet> {
  const books = await embedBusinessBooks();
  const customers = {
    a: (await createCustomer(books, { company_name: "Alder Café" })).id as string,
    b: (await createCustomer(books, { company_name: "Birch Bakery" })).id as string,
  };
  const ids: Record<string, string> = {};
  const numbers = {} as InvoiceSet["numbers"];
  const invoice = async (
    name: keyof InvoiceSet["numbers"],
    customer: "a" | "b",
    cents: number,
    fields: Record<string, unknown> = {},
  ) => {
    const created = await createInvoice(books, {
      invoice_number: `${name.toUpperCase()}-${crypto.randomUUID().slice(0, 6)}`,
      customer_external_id: undefined,
      customer_name: undefined,
      customer_id: customers[customer],
      line_items: [{ quantity: 1, unit_price: cents, description: `Work for ${name}` }],
      ...fields,
    });
    ids[name] = created.id;
    numbers[name] = created.invoice_number;
    return created;
  };
  await invoice("draft", "a", 100_000);
  await invoice("sent", "a", 200_000, { sent_at: "2025-01-10T09:00:00Z", due_at: "2099-01-10" });
  await invoice("overdue", "b", 400_000, { sent_at: "2025-01-20T09:00:00Z", due_at: "2025-02-20" });
  await invoice("sentLater", "b", 300_000, {
    sent_at: "2025-02-15T09:00:00Z",
    due_at: "2099-02-15",
    memo: "Spring catering",
    reference_numbers: ["PO-77"],
  });
  const voided = await invoice("voided", "a", 500_000, {
    sent_at: "2025-02-01T09:00:00Z",
    due_at: "2099-03-01",
  });
  const paid = await invoice("paid", "a", 600_000, { sent_at: "2025-03-01T09:00:00Z", due_at: "2099-03-01" });
  await payInvoice(books, paid.id, { amount_cents: paid.total_amount });
  const partly = await invoice("partlyPaid", "b", 700_000, {
    sent_at: "2025-03-05T09:00:00Z",
    due_at: "2099-03-10",
    reference_numbers: ["PO-77", "PO-78"],
  });
  await payInvoice(books, partly.id, { amount_cents: 100_000 });
  // Voided last, so the order by update differs from the order by import.
  await post(books, `/invoices/${voided.id}/void/`, { invoice_number: voided.invoice_number });
  return { books, numbers, ids, customers };
}

/** Invoice numbers of the API's answer to endpoint 5 with `query`, in its order. */
export const apiNumbers = async (books: Books, query: string): Promise<string[]> =>
  ((await getOk(books, `/invoices/?${query}`)).results as { invoice_number: string }[]).map(
    (invoice) => invoice.invoice_number,
  );

/**
 * Launches a session in the partner's iframe and opens `path` of the business in it; returns the iframe (for
 * locators) and its Frame (for its URL and reloads).
 */
export async function openEmbedded(
  page: Page,
  businessId: string,
  path: string,
  options: { role?: "editor" | "viewer"; width?: number } = {},
): Promise<{ ui: FrameLocator; frame: Frame }> {
  const token = await signLaunchToken({ role: options.role ?? "editor", business_id: businessId });
  const ui = await openInHostPage(page, token, options.width);
  await expect(ui.getByRole("navigation", { name: "Accounting sections" })).toBeVisible();
  const frame = page.frames().find((candidate) => candidate.url().startsWith(TEST_BASE_URL))!;
  await frame.goto(`${TEST_BASE_URL}/embed/${businessId}/${path}`);
  return { ui, frame };
}

/** The invoice numbers in the list's rows, in order. */
export const invoiceCells = (ui: FrameLocator) =>
  ui.getByRole("region", { name: "Invoice table" }).locator("tbody tr td:first-child");
