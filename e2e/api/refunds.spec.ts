import { expect, test } from "@playwright/test";
import { expectError } from "../support/api";
import { bodyOf, getOk, idsOf, newBooks, post, type Books } from "../support/receivables";
import { createRefund, expectBadQuery, pageOf, paidInvoice, payRefund } from "../support/settlements";

const other = { customer: "cust-2", customerName: "Globex 100% Foods" };
const invoiceStatus = async (books: Books, id: string) => (await getOk(books, `/invoices/${id}/`)).status;

test.describe("POST /invoices/refunds/", () => {
  test("creates a pending refund (201) with every field; the invoice is REFUNDED; a known external_id is 200", async () => {
    const books = await newBooks();
    const { invoice } = await paidInvoice(books, 1000);
    const refund = await createRefund(
      books,
      [{ invoice_id: invoice.id, amount: 1000, description: "Box 1" }],
      {
        is_dedicated: true,
        external_id: "r-1",
        reference_number: "REF-1",
        memo: "Damaged",
        metadata: { ticket: 9 },
      },
    );
    expect(refund).toEqual({
      id: expect.any(String),
      refunded_amount: 1000,
      customer_id: invoice.customer.id,
      customer_name: "Café Blå AB",
      allocations: [
        {
          id: expect.any(String),
          amount: 1000,
          invoice_id: invoice.id,
          invoice_number: invoice.invoice_number,
          invoice_outstanding_balance_cents: 0,
          target_description: `Invoice ${invoice.invoice_number}`,
          description: "Box 1",
          allocation_date: expect.any(String),
        },
      ],
      refund_payments: [],
      document: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      external_id: "r-1",
      completed_at: null,
      is_dedicated: true,
      memo: "Damaged",
      reference_number: "REF-1",
      metadata: { ticket: 9 },
      status: "pending",
      currency: "SEK",
      exchange_rate: "1",
      paid_amount: 0,
    });
    expect(await invoiceStatus(books, invoice.id)).toBe("REFUNDED");
    expect(await getOk(books, `/invoices/refunds/${refund.id}/`)).toEqual(refund);
    const again = await post(books, "/invoices/refunds/", {
      external_id: "r-1",
      customer_external_id: "cust-1",
      refunded_amount: 1,
      allocations: [{ invoice_id: invoice.id, amount: 1 }],
    });
    expect(await bodyOf(again, 200)).toEqual(refund);
    expect((await getOk(books, "/journal-entries/?source=refund_payment")).count).toBe(0);
  });

  test("refuses bad bodies (400) and refunds the rules forbid (409), storing nothing", async () => {
    const books = await newBooks();
    const { invoice } = await paidInvoice(books, 1000);
    const { invoice: theirs } = await paidInvoice(books, 1000, other);
    const unpaid = await bodyOf(
      await post(books, "/invoices/", {
        invoice_number: "INV-unpaid",
        customer_external_id: "cust-1",
        sent_at: "2025-03-01T09:00:00Z",
        line_items: [{ quantity: 1, unit_price: 500 }],
      }),
      201,
    );
    const base = { customer_external_id: "cust-1", refunded_amount: 100 };
    const allocation = { invoice_id: invoice.id, amount: 100 };
    const refusals: [string, Record<string, unknown>, number, string][] = [
      [
        "both customer fields",
        { ...base, customer_id: invoice.customer.id, allocations: [allocation] },
        400,
        "customer_id",
      ],
      [
        "an unknown customer",
        { ...base, customer_external_id: "nobody", allocations: [allocation] },
        400,
        "customer_external_id",
      ],
      [
        "allocations not adding up",
        { ...base, refunded_amount: 99, allocations: [allocation] },
        400,
        "refunded_amount",
      ],
      ["no allocations", { ...base, allocations: [] }, 400, "allocations"],
      [
        "a dedicated refund of two invoices",
        {
          ...base,
          refunded_amount: 200,
          is_dedicated: true,
          allocations: [allocation, { ...allocation, invoice_id: unpaid.id }],
        },
        400,
        "allocations",
      ],
      [
        "another customer's invoice",
        { ...base, allocations: [{ ...allocation, invoice_id: theirs.id }] },
        400,
        "allocations.0.invoice_id",
      ],
      [
        "a bad invoice id",
        { ...base, allocations: [{ ...allocation, invoice_id: "42" }] },
        400,
        "allocations.0.invoice_id",
      ],
      [
        "metadata over 10 kB",
        { ...base, allocations: [allocation], metadata: { blob: "x".repeat(10_300) } },
        400,
        "metadata",
      ],
      [
        "an unpaid invoice",
        { ...base, allocations: [{ ...allocation, invoice_id: unpaid.id }] },
        409,
        "allocations.0.invoice_id",
      ],
      [
        "more than was paid",
        { ...base, refunded_amount: 1001, allocations: [{ ...allocation, amount: 1001 }] },
        409,
        "allocations.0.amount",
      ],
    ];
    for (const [what, body, status, field] of refusals) {
      const error = await expectError(
        await post(books, "/invoices/refunds/", body),
        status,
        status === 400 ? "validation_error" : "conflict",
      );
      expect(error.details, what).toHaveProperty([field]);
    }
    expect((await getOk(books, "/invoices/refunds/")).count).toBe(0);
    expect(await invoiceStatus(books, invoice.id)).toBe("PAID");
  });

  test("cancel gives the invoice back; a refund with a completed payment cannot be cancelled", async () => {
    const books = await newBooks();
    const { invoice } = await paidInvoice(books, 1000);
    const refund = await createRefund(books, [{ invoice_id: invoice.id, amount: 1000 }]);
    const cancelled = await bodyOf(await post(books, `/invoices/refunds/${refund.id}/cancel/`));
    expect(cancelled).toMatchObject({ status: "cancelled", allocations: [{ invoice_id: invoice.id }] });
    expect(await bodyOf(await post(books, `/invoices/refunds/${refund.id}/cancel/`))).toEqual(cancelled);
    expect(await invoiceStatus(books, invoice.id)).toBe("PAID");
    const second = await createRefund(books, [{ invoice_id: invoice.id, amount: 400 }]);
    await payRefund(books, second.id, { refunded_amount: 100, completed_at: "2025-04-01T10:00:00Z" });
    const refused = await expectError(
      await post(books, `/invoices/refunds/${second.id}/cancel/`),
      409,
      "conflict",
    );
    expect(refused.error).toMatch(/cannot be cancelled/);
    await expectError(
      await post(books, `/invoices/refunds/${crypto.randomUUID()}/cancel/`),
      404,
      "not_found",
    );
  });
});

test.describe("GET /invoices/refunds/ (endpoint 7)", () => {
  /** Five refunds of two customers in every state but failed, created in this order. */
  async function catalogue(books: Books) {
    const invoices = [
      (await paidInvoice(books, 1000)).invoice,
      (await paidInvoice(books, 1000)).invoice,
      (await paidInvoice(books, 3000, other)).invoice,
      (await paidInvoice(books, 700, other)).invoice,
      (await paidInvoice(books, 100)).invoice,
    ];
    const r1 = await createRefund(books, [{ invoice_id: invoices[0].id, amount: 1000 }], {
      external_id: "ext-r1",
      reference_number: "REF-1",
      memo: "Damaged box",
      is_dedicated: true,
    });
    await payRefund(books, r1.id, { refunded_amount: 1000, completed_at: "2025-04-01T10:00:00Z" });
    const r2 = await createRefund(books, [{ invoice_id: invoices[1].id, amount: 300 }], {
      reference_number: "REF-2",
    });
    const r3 = await createRefund(books, [{ invoice_id: invoices[2].id, amount: 2500 }], {
      customer_external_id: "cust-2",
      external_id: "ext-r3",
      memo: "Late delivery",
    });
    await payRefund(books, r3.id, { refunded_amount: 1000, completed_at: "2025-04-05T10:00:00Z" });
    const r4 = await createRefund(books, [{ invoice_id: invoices[3].id, amount: 700 }], {
      customer_external_id: "cust-2",
      reference_number: "REF-4",
    });
    await payRefund(books, r4.id, { refunded_amount: 700, completed_at: "2025-04-15T23:59:59Z" });
    const r5 = await createRefund(books, [{ invoice_id: invoices[4].id, amount: 50 }]);
    await bodyOf(await post(books, `/invoices/refunds/${r5.id}/cancel/`));
    return [r1, r2, r3, r4, r5].map((refund) => refund.id as string);
  }

  test("every filter alone and combined, ordering in both directions, and the detail object in the list", async () => {
    const books = await newBooks();
    const [r1, r2, r3, r4, r5] = await catalogue(books);
    const ids = (query: string) => idsOf(books, `/invoices/refunds/${query}`);
    expect(await ids("")).toEqual([r5, r4, r3, r2, r1]);
    expect(await ids("?status=paid")).toEqual([r4, r1]);
    expect(await ids("?status=pending,processing")).toEqual([r3, r2]);
    expect(await ids("?status=cancelled")).toEqual([r5]);
    expect(await ids("?status=failed")).toEqual([]);
    expect(
      await ids("?completed_at_start=2025-04-01T10:00:00Z&completed_at_end=2025-04-15T23:59:59Z"),
    ).toEqual([r4, r1]);
    expect(await ids("?completed_at_start=2025-04-01T10:00:00.001Z")).toEqual([r4]);
    expect(await ids("?completed_at_end=2025-04-01T10:00:00Z")).toEqual([r1]);
    expect(await ids("?customer_external_id=cust-2")).toEqual([r4, r3]);
    const [first, third] = [
      await getOk(books, `/invoices/refunds/${r1}/`),
      await getOk(books, `/invoices/refunds/${r3}/`),
    ];
    expect(await ids(`?customer_id=${first.customer_id}`)).toEqual([r5, r2, r1]);
    expect(await ids(`?customer_id=${first.customer_id},${third.customer_id}`)).toEqual([r5, r4, r3, r2, r1]);
    expect(await ids("?external_id=ext-r3")).toEqual([r3]);
    expect(await ids("?external_id=ext-r")).toEqual([]);
    expect(await ids("?is_dedicated=true")).toEqual([r1]);
    expect(await ids("?is_dedicated=false")).toEqual([r5, r4, r3, r2]);
    expect(await ids("?min_amount=700")).toEqual([r4, r3, r1]);
    expect(await ids("?max_amount=700")).toEqual([r5, r4, r2]);
    expect(await ids("?min_amount=300&max_amount=1000")).toEqual([r4, r2, r1]);
    expect(await ids("?reference_numbers=REF-1,REF-4")).toEqual([r4, r1]);
    expect(await ids("?search=damaged")).toEqual([r1]);
    expect(await ids("?search=EXT-R")).toEqual([r3, r1]);
    expect(await ids("?search=ref-2")).toEqual([r2]);
    expect(await ids(`?search=${encodeURIComponent("100%")}`)).toEqual([r4, r3]);
    expect(await ids("?search=blå")).toEqual([r5, r2, r1]);
    expect(await ids("?customer_external_id=cust-1&status=paid,pending&min_amount=500")).toEqual([r1]);
    expect(await ids("?search=globex&status=processing,paid&completed_at_end=2025-04-10T00:00:00Z")).toEqual(
      [],
    );
    expect(await ids("?ordering=refunded_amount")).toEqual([r5, r2, r4, r1, r3]);
    expect(await ids("?ordering=-refunded_amount")).toEqual([r3, r1, r4, r2, r5]);
    expect(await ids("?ordering=created_at")).toEqual([r1, r2, r3, r4, r5]);
    expect((await ids("?ordering=completed_at")).slice(0, 2)).toEqual([r1, r4]);
    expect(await ids("?ordering=-completed_at,refunded_amount")).toEqual([r4, r1, r5, r2, r3]);
    expect(await ids("?ordering=completed_at,-refunded_amount")).toEqual([r1, r4, r3, r2, r5]);
    const listed = (await getOk(books, "/invoices/refunds/?external_id=ext-r3")).results[0];
    expect(listed).toEqual(third);
    expect(listed).toMatchObject({ status: "processing", paid_amount: 1000, completed_at: null });
  });

  test("pages: counts, page_info, a page past the end; bad query values are 400 naming the parameter", async () => {
    const books = await newBooks();
    await catalogue(books);
    expect(await pageOf(books, "/invoices/refunds/?page_size=2&page=3")).toMatchObject({
      count: 5,
      page_info: { total_count: 5, current_page: 3, total_pages: 3, page_size: 2 },
      ids: [expect.any(String)],
    });
    expect(await pageOf(books, "/invoices/refunds/?page=9")).toMatchObject({ count: 5, ids: [] });
    const bad: [string, string][] = [
      ["?is_dedicated=maybe", "is_dedicated"],
      ["?min_amount=10&max_amount=5", "max_amount"],
      ["?min_amount=1.5", "min_amount"],
      ["?ordering=amount", "ordering"],
      ["?ordering=created_at,-created_at", "ordering"],
      ["?status=refunded", "status"],
      ["?customer_id=0b7f9a57-7d3c-4b8e-9a43-3f0f6d4b2a11,nope", "customer_id"],
      ["?completed_at_start=soon", "completed_at_start"],
      ["?completed_at_start=2025-05-01T00:00:00Z&completed_at_end=2025-04-01T00:00:00Z", "completed_at_end"],
      ["?page_size=101", "page_size"],
    ];
    for (const [query, parameter] of bad)
      await expectBadQuery(books, `/invoices/refunds/${query}`, parameter);
  });
});
