import { expect, test } from "@playwright/test";
import { expectError } from "../support/api";
import {
  accountByCode,
  bodyOf,
  createCustomer,
  createInvoice,
  createSentInvoice,
  entryLines,
  get,
  getOk,
  invoiceBody,
  newBooks,
  post,
} from "../support/receivables";

test.describe("POST /invoices/", () => {
  test("creates a draft (201) with every field of the invoice object; GET returns the same", async () => {
    const books = await newBooks();
    const revenue = await accountByCode(books, "4000");
    const invoice = await createInvoice(books, {
      external_id: "ext-1",
      memo: "March cakes",
      reference_numbers: ["PO-1"],
      metadata: { a: 1 },
      additional_discount: 500,
    });
    expect(invoice).toEqual({
      type: "Invoice",
      id: expect.any(String),
      business_id: books.businessId,
      status: "DRAFT",
      sent_at: null,
      due_at: null,
      paid_at: null,
      voided_at: null,
      is_overdue: false,
      invoice_number: expect.stringMatching(/^INV-/),
      invoice_type: "invoice",
      currency: "SEK",
      exchange_rate: "1",
      customer: expect.objectContaining({
        type: "Customer",
        external_id: "cust-1",
        company_name: "Café Blå AB",
        outstanding_balance: 0,
      }),
      line_items: [
        {
          id: expect.any(String),
          invoice_id: invoice.id,
          account_identifier: { id: revenue.id, type: "AccountId" },
          description: "Cakes",
          unit_price: 5000,
          quantity: 2,
          subtotal: 10_000,
          discount_amount: 0,
          sales_taxes_total: 2_500,
          total_amount: 12_500,
          tax_rate: 25,
          sales_taxes: [{ name: "VAT", rate: "25", amount: 2_500 }],
          external_id: null,
          product: null,
        },
      ],
      subtotal: 10_000,
      additional_discount: 500,
      additional_sales_taxes: [],
      additional_sales_taxes_total: 0,
      tips: 0,
      tips_account: null,
      total_amount: 12_000,
      outstanding_balance: 12_000,
      paid_amount: 0,
      credited_amount: 0,
      refunded_amount: 0,
      written_off_amount: 0,
      payment_allocations: [],
      credit_allocations: [],
      refund_allocations: [],
      write_offs: [],
      document: null,
      journal_entry_id: null,
      imported_at: expect.any(String),
      created_at: expect.any(String),
      updated_at: expect.any(String),
      external_id: "ext-1",
      memo: "March cakes",
      reference_numbers: ["PO-1"],
      metadata: { a: 1 },
    });
    expect(await getOk(books, `/invoices/${invoice.id}/`)).toEqual(invoice);
  });

  test("sent_at posts the entry: AR debited with the total, revenue, sales tax and tips credited", async () => {
    const books = await newBooks();
    const tips = await accountByCode(books, "4200");
    const invoice = await createSentInvoice(books, {
      tips: 300,
      line_items: [
        {
          quantity: 1,
          unit_price: 8_000,
          discount_amount: 1_000,
          sales_taxes: [{ name: "VAT", rate: "25" }],
        },
        { quantity: 1, unit_price: 2_000, account_identifier: { type: "AccountCode", code: "4100" } },
      ],
      additional_sales_taxes: [{ name: "Levy", rate: "1" }],
    });
    expect(invoice).toMatchObject({
      status: "OVERDUE",
      is_overdue: true,
      sent_at: "2025-03-01T09:00:00.000Z",
      due_at: "2025-03-30T22:00:00.000Z",
      tips: 300,
      tips_account: tips.id,
      total_amount: 7_000 + 1_750 + 2_000 + 90 + 300,
    });
    const entry = await getOk(books, `/journal-entries/${invoice.journal_entry_id}/`);
    expect(entry).toMatchObject({ entry_date: "2025-03-01", source: "invoice", source_id: invoice.id });
    expect(entryLines(entry)).toEqual([
      ["4000", 0, 7_000],
      ["4100", 0, 2_000],
      ["2100", 0, 1_840],
      ["4200", 0, 300],
      ["1100", 11_140, 0],
    ]);
  });

  test("status SENT sends now; OVERDUE is computed for a sent invoice past due", async () => {
    const books = await newBooks();
    const now = await createInvoice(books, { status: "SENT" });
    expect(now.status).toBe("SENT");
    expect(now.sent_at).not.toBeNull();
    const late = await createSentInvoice(books, { due_at: "2025-03-15" });
    expect(late).toMatchObject({ status: "OVERDUE", is_overdue: true, due_at: "2025-03-14T23:00:00.000Z" });
  });

  test("a known external_id returns the first invoice with 200 and creates nothing", async () => {
    const books = await newBooks();
    const first = await createSentInvoice(books, { external_id: "same" });
    const again = await bodyOf(await post(books, "/invoices/", invoiceBody({ external_id: "same" })), 200);
    expect(again).toEqual(first);
    expect((await getOk(books, "/invoices/")).count).toBe(1);
    expect((await getOk(books, "/journal-entries/?source=invoice")).count).toBe(1);
  });

  test("concurrent creates with one external_id make one invoice and one entry", async () => {
    const books = await newBooks();
    const body = invoiceBody({ external_id: "race", status: "SENT" });
    const responses = await Promise.all([1, 2, 3, 4].map(() => post(books, "/invoices/", body)));
    expect(responses.map((response) => response.status()).sort()).toEqual([200, 200, 200, 201]);
    expect((await getOk(books, "/invoices/")).count).toBe(1);
    expect((await getOk(books, "/journal-entries/?source=invoice")).count).toBe(1);
  });

  test("an existing customer_id; customer_id and customer_external_id together or neither is 400", async () => {
    const books = await newBooks();
    const customer = await createCustomer(books, { payment_terms_days: 10 });
    const invoice = await createSentInvoice(books, {
      customer_external_id: undefined,
      customer_id: customer.id,
    });
    expect(invoice.customer.id).toBe(customer.id);
    expect(invoice.due_at).toBe("2025-03-10T23:00:00.000Z");
    const both = await expectError(
      await post(books, "/invoices/", invoiceBody({ customer_id: customer.id })),
      400,
      "validation_error",
    );
    expect(both.details).toHaveProperty("customer_id");
    const unknown = await expectError(
      await post(
        books,
        "/invoices/",
        invoiceBody({ customer_external_id: undefined, customer_id: crypto.randomUUID() }),
      ),
      400,
      "validation_error",
    );
    expect(unknown.details).toHaveProperty("customer_id");
  });

  test("refusals store nothing: used invoice_number 409, bad input 400 at its field", async () => {
    const books = await newBooks();
    await createInvoice(books, { invoice_number: "INV-1" });
    await expectError(
      await post(books, "/invoices/", invoiceBody({ invoice_number: "INV-1" })),
      409,
      "conflict",
    );
    const cases: [Record<string, unknown>, string][] = [
      [{ invoice_number: "" }, "invoice_number"],
      [{ invoice_number: "x".repeat(101) }, "invoice_number"],
      [{ currency: "EUR" }, "exchange_rate"],
      [{ currency: "XYZ" }, "currency"],
      [{ line_items: [] }, "line_items"],
      [{ line_items: [{ unit_price: 100, discount_amount: 200 }] }, "line_items.0.discount_amount"],
      [{ additional_discount: 1_000_000 }, "additional_discount"],
      [
        { line_items: [{ unit_price: 1, account_identifier: { type: "AccountCode", code: "9999" } }] },
        "line_items.0.account_identifier",
      ],
      [{ status: "PAID" }, "status"],
      [{ sent_at: "2025-03-01", due_at: "2025-02-01" }, "due_at"],
    ];
    for (const [overrides, field] of cases) {
      const body = await expectError(
        await post(books, "/invoices/", invoiceBody(overrides)),
        400,
        "validation_error",
      );
      expect(Object.keys(body.details ?? {}), JSON.stringify(overrides)).toContain(field);
    }
    expect((await getOk(books, "/invoices/")).count).toBe(1);
    await expectError(await get(books, `/invoices/${crypto.randomUUID()}/`), 404, "not_found");
  });
});

test.describe("POST /invoices/{invoice_id}/send/", () => {
  test("sends a draft, due after the customer's terms; a second send changes nothing", async () => {
    const books = await newBooks();
    const draft = await createInvoice(books);
    const sent = await bodyOf(
      await post(books, `/invoices/${draft.id}/send/`, { sent_at: "2025-05-02T10:00:00Z" }),
    );
    expect(sent).toMatchObject({
      status: expect.stringMatching(/SENT|OVERDUE/),
      sent_at: "2025-05-02T10:00:00.000Z",
      due_at: "2025-05-31T22:00:00.000Z",
      journal_entry_id: expect.any(String),
    });
    expect(sent.document).toMatchObject({
      mime_type: "application/pdf",
      file_name: expect.stringMatching(/\.pdf$/),
    });
    const again = await bodyOf(await post(books, `/invoices/${draft.id}/send/`, {}));
    // The document's signed link may expire a second later: compared by its document id.
    expect({ ...again, document: again.document.document_id }).toEqual({
      ...sent,
      document: sent.document.document_id,
    });
  });
});
