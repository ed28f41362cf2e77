import { expect, test } from "@playwright/test";
import { expectError } from "../support/api";
import {
  bodyOf,
  createInvoice,
  createSentInvoice,
  entryLines,
  getOk,
  newBooks,
  payInvoice,
  post,
  todayInStockholm,
  trialBalance,
  type Books,
} from "../support/receivables";

const voidInvoice = (books: Books, invoiceId: string, data: Record<string, unknown>) =>
  post(books, `/invoices/${invoiceId}/void/`, data);

test.describe("POST /invoices/{invoice_id}/void/ (endpoint 4)", () => {
  test("a sent invoice: CANCELLED, and from the void date the ledger is as if it had never been sent", async () => {
    const books = await newBooks();
    const before = await trialBalance(books, "2025-02-28");
    const invoice = await createSentInvoice(books);
    expect((await trialBalance(books, "2025-03-01"))["1100"]).toEqual([12_500, 0]);
    const voided = await bodyOf(
      await voidInvoice(books, invoice.id, {
        invoice_number: invoice.invoice_number,
        memo: "Wrong customer",
      }),
    );
    expect(voided).toEqual({
      ...invoice,
      status: "CANCELLED",
      is_overdue: false,
      voided_at: null,
      outstanding_balance: 0,
      customer: { ...invoice.customer, outstanding_balance: 0, updated_at: expect.any(String) },
      updated_at: expect.any(String),
    });
    const today = todayInStockholm();
    expect(await trialBalance(books, today)).toEqual(before);
    expect((await trialBalance(books, today))["1100"]).toBeUndefined();
    // History stays: between sending and voiding the receivable was there.
    expect((await trialBalance(books, "2025-03-01"))["1100"]).toEqual([12_500, 0]);
    const entries = (await getOk(books, "/journal-entries/?source=invoice")).results as {
      id: string;
      entry_date: string;
      memo: string;
    }[];
    expect(entries.map((entry) => entry.entry_date).sort()).toEqual(["2025-03-01", today]);
    const reversal = entries.find((entry) => entry.entry_date === today)!;
    expect(reversal.memo).toBe("Wrong customer");
    expect(entryLines(await getOk(books, `/journal-entries/${reversal.id}/`))).toEqual([
      ["4000", 10_000, 0],
      ["2100", 2_500, 0],
      ["1100", 0, 12_500],
    ]);
  });

  test("voiding a CANCELLED invoice again is 200 and changes nothing", async () => {
    const books = await newBooks();
    const invoice = await createSentInvoice(books);
    const first = await bodyOf(
      await voidInvoice(books, invoice.id, { invoice_number: invoice.invoice_number }),
    );
    const again = await bodyOf(
      await voidInvoice(books, invoice.id, { invoice_number: invoice.invoice_number }),
    );
    expect(again).toEqual(first);
    expect((await getOk(books, "/journal-entries/?source=invoice")).count).toBe(2);
  });

  test("a draft just becomes CANCELLED, posting nothing; it cannot be sent or paid afterwards", async () => {
    const books = await newBooks();
    const draft = await createInvoice(books);
    const voided = await bodyOf(await voidInvoice(books, draft.id, { invoice_number: draft.invoice_number }));
    expect(voided).toMatchObject({ status: "CANCELLED", journal_entry_id: null, voided_at: null });
    expect((await getOk(books, "/journal-entries/")).count).toBe(0);
    await expectError(await post(books, `/invoices/${draft.id}/send/`, {}), 409, "conflict");
    await expectError(
      await post(books, `/invoices/${draft.id}/payments/`, { amount_cents: 1, payment_method: "card" }),
      409,
      "conflict",
    );
  });

  test("another invoice_number is 400 invoice_number_mismatch and changes nothing", async () => {
    const books = await newBooks();
    const invoice = await createSentInvoice(books, { invoice_number: "INV-77" });
    const body = await expectError(
      await voidInvoice(books, invoice.id, { invoice_number: "INV-78" }),
      400,
      "invoice_number_mismatch",
    );
    expect(body.details).toEqual({ invoice_number: ["Must be this invoice's number, INV-77."] });
    expect(await getOk(books, `/invoices/${invoice.id}/`)).toEqual(invoice);
  });

  test("an invoice with payments is 409; so is one with a write-off", async () => {
    const books = await newBooks();
    const paid = await createSentInvoice(books);
    await payInvoice(books, paid.id, { amount_cents: 100 });
    await expectError(
      await voidInvoice(books, paid.id, { invoice_number: paid.invoice_number }),
      409,
      "conflict",
    );
    expect((await getOk(books, `/invoices/${paid.id}/`)).status).toBe("OVERDUE");
    const written = await createSentInvoice(books);
    await bodyOf(await post(books, `/invoices/${written.id}/write-offs/`, { amount_cents: 100 }), 201);
    await expectError(
      await voidInvoice(books, written.id, { invoice_number: written.invoice_number }),
      409,
      "conflict",
    );
  });

  test("bad bodies are 400: no or too long invoice_number, another customer_id, a bad UUID", async () => {
    const books = await newBooks();
    const invoice = await createSentInvoice(books);
    const cases: [Record<string, unknown>, string][] = [
      [{}, "invoice_number"],
      [{ invoice_number: "" }, "invoice_number"],
      [{ invoice_number: "x".repeat(101) }, "invoice_number"],
      [{ invoice_number: invoice.invoice_number, customer_id: "nope" }, "customer_id"],
      [{ invoice_number: invoice.invoice_number, customer_id: crypto.randomUUID() }, "customer_id"],
      [{ invoice_number: invoice.invoice_number, external_id: "someone-else" }, "external_id"],
    ];
    for (const [data, field] of cases) {
      const body = await expectError(await voidInvoice(books, invoice.id, data), 400, "validation_error");
      expect(Object.keys(body.details ?? {}), JSON.stringify(data)).toContain(field);
    }
    const matching = await bodyOf(
      await voidInvoice(books, invoice.id, {
        invoice_number: invoice.invoice_number,
        customer_id: invoice.customer.id,
      }),
    );
    expect(matching.status).toBe("CANCELLED");
    await expectError(
      await voidInvoice(books, crypto.randomUUID(), { invoice_number: "x" }),
      404,
      "not_found",
    );
  });
});
