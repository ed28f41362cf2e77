import { expect, test } from "@playwright/test";
import { expectError } from "../support/api";
import { bodyOf, entryLines, getOk, idsOf, newBooks, post, type Books } from "../support/receivables";
import {
  createRefund,
  entryOf,
  expectBadQuery,
  pageOf,
  paidInvoice,
  payRefund,
} from "../support/settlements";

const importPayout = async (books: Books, body: Record<string, unknown>, status = 201) =>
  bodyOf(await post(books, "/payouts/", { processor: "stripe", ...body }), status);

/** Two stripe payments (1000, 2000), a completed stripe refund payment of 500 and a pending one of 100. */
async function stripeActivity(books: Books) {
  const first = await paidInvoice(books, 1000, { processor: "stripe" });
  const second = await paidInvoice(books, 2000, { processor: "stripe" });
  const refund = await createRefund(books, [{ invoice_id: first.invoice.id, amount: 600 }]);
  const refundPayment = await payRefund(books, refund.id, {
    refunded_amount: 500,
    processor: "stripe",
    completed_at: "2025-03-20T10:00:00Z",
  });
  const pendingRefund = await payRefund(books, refund.id, { refunded_amount: 100, processor: "stripe" });
  return { payments: [first.payment, second.payment], refundPayment, pendingRefund };
}

test.describe("POST /payouts/", () => {
  test("imports a settlement (201): figures, settled payments and the posting; optional fields absent when empty", async () => {
    const books = await newBooks();
    const { payments, refundPayment } = await stripeActivity(books);
    const payout = await importPayout(books, {
      processor: "Stripe",
      processor_payout_id: "po_1",
      invoice_payment_ids: payments.map((payment) => payment.id),
      refund_payment_ids: [refundPayment.id],
      fee_cents: 90,
      paid_out_amount_cents: 2400,
      completed_at: "2025-03-31T22:30:00Z",
      external_id: "ext-1",
      reference_number: "SETTLE-1",
      memo: "March",
    });
    expect(payout).toEqual({
      id: expect.any(String),
      business_id: books.businessId,
      processor_payout_id: "po_1",
      paid_out_amount_cents: 2400,
      net_amount_cents: 2500,
      imported_at: expect.any(String),
      payment_count: 2,
      refund_payment_count: 1,
      gross_payments_amount_cents: 3000,
      total_refunds_amount_cents: 500,
      expected_net_amount_cents: 2410,
      amount_variance_cents: -10,
      settlement_file_id: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      external_id: "ext-1",
      fee_cents: 90,
      completed_at: "2025-03-31T22:30:00.000Z",
      reference_number: "SETTLE-1",
      memo: "March",
      processor: "stripe",
      currency: "SEK",
      status: "paid",
      reconciliation_status: "unreconciled",
      invoice_payment_ids: payments.map((payment) => payment.id).sort(),
      refund_payment_ids: [refundPayment.id],
      journal_entry_id: expect.any(String),
    });
    expect(await getOk(books, `/payouts/${payout.id}/`)).toEqual(payout);
    const entry = await entryOf(books, "payout", payout.id);
    expect(entry.entry_date).toBe("2025-04-01");
    expect(entryLines(entry)).toEqual([
      ["1000", 2400, 0],
      ["6500", 90, 0],
      ["1050", 0, 2500],
      ["6500", 10, 0],
    ]);
    expect(await getOk(books, `/invoices/payments/${payments[0].id}/`)).toMatchObject({
      payout_id: payout.id,
      is_paid_out: true,
    });
    expect(
      await getOk(books, `/invoices/refunds/${refundPayment.refund_id}/payments/${refundPayment.id}/`),
    ).toMatchObject({
      payout_id: payout.id,
    });
    const bare = await importPayout(books, { processor_payout_id: "po_empty", status: "pending" });
    for (const field of [
      "external_id",
      "additional_refunds_amount_cents",
      "completed_at",
      "reference_number",
      "memo",
    ]) {
      expect(bare).not.toHaveProperty(field);
    }
    expect(bare).toMatchObject({
      fee_cents: 0,
      paid_out_amount_cents: 0,
      journal_entry_id: null,
      payment_count: 0,
    });
  });

  test("the same processor_payout_id and body is 200 with the payout; another body is 409", async () => {
    const books = await newBooks();
    const { payments } = await stripeActivity(books);
    const body = {
      processor_payout_id: "po_1",
      invoice_payment_ids: [payments[0].id],
      paid_out_amount_cents: 1000,
    };
    const payout = await importPayout(books, body);
    expect(await importPayout(books, body, 200)).toEqual(payout);
    const changed = await expectError(
      await post(books, "/payouts/", { processor: "stripe", ...body, paid_out_amount_cents: 999 }),
      409,
      "conflict",
    );
    expect(changed.details).toHaveProperty(["processor_payout_id"]);
    expect((await getOk(books, "/payouts/")).count).toBe(1);
  });

  test("refuses payments it may not settle (400/409) and bad bodies (400), storing nothing", async () => {
    const books = await newBooks();
    const { payments, refundPayment, pendingRefund } = await stripeActivity(books);
    const bank = await paidInvoice(books, 300);
    await importPayout(books, { processor_payout_id: "po_1", invoice_payment_ids: [payments[0].id] });
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ invoice_payment_ids: [payments[1].id, bank.payment.id] }, 400, "invoice_payment_ids.1"],
      [{ invoice_payment_ids: [crypto.randomUUID()] }, 400, "invoice_payment_ids.0"],
      [{ invoice_payment_ids: ["nope"] }, 400, "invoice_payment_ids.0"],
      [{ refund_payment_ids: [refundPayment.id], processor: "adyen" }, 400, "refund_payment_ids.0"],
      [{ refund_payment_ids: [pendingRefund.id] }, 409, "refund_payment_ids.0"],
      [{ invoice_payment_ids: [payments[1].id, payments[0].id] }, 409, "invoice_payment_ids.1"],
      [{ currency: "EUR" }, 400, "currency"],
      [{ status: "lost" }, 400, "status"],
      [{ fee_cents: -1 }, 400, "fee_cents"],
      [{ processor_payout_id: "" }, 400, "processor_payout_id"],
      [{ settlement_file_id: crypto.randomUUID() }, 400, "settlement_file_id"],
    ];
    for (const [body, status, field] of refusals) {
      const response = await post(books, "/payouts/", {
        processor: "stripe",
        processor_payout_id: "po_x",
        ...body,
      });
      const error = await expectError(response, status, status === 400 ? "validation_error" : "conflict");
      expect(error.details, JSON.stringify(body)).toHaveProperty([field]);
    }
    expect((await getOk(books, "/payouts/")).count).toBe(1);
    expect((await getOk(books, `/invoices/payments/${payments[1].id}/`)).payout_id).toBeNull();
  });
});

test.describe("GET /payouts/ (endpoint 6)", () => {
  async function catalogue(books: Books) {
    const p1 = await importPayout(books, {
      processor_payout_id: "po_1",
      external_id: "EXT-Alpha",
      reference_number: "SETTLE-1",
      memo: "March",
      paid_out_amount_cents: 900,
      completed_at: "2025-03-31T22:00:00Z",
    });
    const p2 = await importPayout(books, {
      processor_payout_id: "po_2",
      external_id: "ext-beta",
      memo: "April batch",
      paid_out_amount_cents: 1500,
      completed_at: "2025-04-30T21:59:59Z",
    });
    const p3 = await importPayout(books, {
      processor: "adyen",
      processor_payout_id: "po_3",
      reference_number: "ADY-3",
      status: "in_transit",
      paid_out_amount_cents: 2000,
    });
    const p4 = await importPayout(books, {
      processor: "adyen",
      processor_payout_id: "po_4",
      status: "failed",
      paid_out_amount_cents: 500,
    });
    return [p1, p2, p3, p4].map((payout) => payout.id as string);
  }

  test("every filter alone and combined; newest import first; each result is the detail object", async () => {
    const books = await newBooks();
    const [p1, p2, p3, p4] = await catalogue(books);
    const ids = (query: string) => idsOf(books, `/payouts/${query}`);
    expect(await ids("")).toEqual([p4, p3, p2, p1]);
    expect(
      await ids("?completed_at_start=2025-03-31T22:00:00Z&completed_at_end=2025-04-30T21:59:59Z"),
    ).toEqual([p2, p1]);
    expect(await ids("?completed_at_start=2025-03-31T22:00:00.001Z")).toEqual([p2]);
    expect(await ids("?completed_at_end=2025-04-01")).toEqual([p1]);
    expect(await ids("?external_id=alp")).toEqual([p1]);
    expect(await ids("?external_id=EXT-")).toEqual([p2, p1]);
    expect(await ids("?min_amount=900&max_amount=1500")).toEqual([p2, p1]);
    expect(await ids("?min_amount=1501")).toEqual([p3]);
    expect(await ids("?max_amount=899")).toEqual([p4]);
    expect(await ids("?processor=stripe")).toEqual([p2, p1]);
    expect(await ids("?processor=ADYEN")).toEqual([p4, p3]);
    expect(await ids("?reconciliation_status=unreconciled")).toEqual([p4, p3, p2, p1]);
    expect(await ids("?reconciliation_status=fully_reconciled,partially_reconciled")).toEqual([]);
    expect(await ids("?status=paid")).toEqual([p2, p1]);
    expect(await ids("?status=in_transit,failed")).toEqual([p4, p3]);
    expect(await ids("?search=settle")).toEqual([p1]);
    expect(await ids("?search=APRIL")).toEqual([p2]);
    expect(await ids("?search=po_3")).toEqual([p3]);
    expect(await ids("?search=ext-")).toEqual([p2, p1]);
    expect(await ids("?processor=stripe&min_amount=1000&search=batch&status=paid")).toEqual([p2]);
    expect(await ids("?processor=adyen&status=paid")).toEqual([]);
    const listed = (await getOk(books, "/payouts/?search=po_3")).results[0];
    expect(listed).toEqual(await getOk(books, `/payouts/${p3}/`));
  });

  test("pages: counts, page_info, a page past the end; bad query values are 400 naming the parameter", async () => {
    const books = await newBooks();
    await catalogue(books);
    expect(await pageOf(books, "/payouts/?page_size=3&page=2")).toMatchObject({
      count: 4,
      page_info: { total_count: 4, current_page: 2, total_pages: 2, page_size: 3 },
      ids: [expect.any(String)],
    });
    expect(await pageOf(books, "/payouts/?page=3&page_size=3")).toMatchObject({ count: 4, ids: [] });
    const bad: [string, string][] = [
      ["?min_amount=10&max_amount=5", "max_amount"],
      ["?min_amount=ten", "min_amount"],
      ["?status=lost", "status"],
      ["?reconciliation_status=done", "reconciliation_status"],
      ["?completed_at_start=soon", "completed_at_start"],
      ["?completed_at_start=2025-05-01T00:00:00Z&completed_at_end=2025-04-01T00:00:00Z", "completed_at_end"],
      ["?page_size=101", "page_size"],
    ];
    for (const [query, parameter] of bad) await expectBadQuery(books, `/payouts/${query}`, parameter);
  });
});
