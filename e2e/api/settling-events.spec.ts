import { expect, test } from "@playwright/test";
import {
  bodyOf,
  createBankAccount,
  getOk,
  importedTransactions,
  line,
  newBooks,
  post,
  put,
  type Books,
} from "../support/banking";
import { createApprovedBill } from "../support/payables";
import { createSentInvoice } from "../support/receivables";
import { paidInvoice } from "../support/settlements";
import { eventsOf } from "../support/webhooks";

/**
 * Issue 16: a document settled by another resource's write (a credit applied to it, a bank line matched to it) emits
 * its own event in that write's transaction, once: `bill.paid`, `invoice.paid`, `payout.reconciled`.
 */
const eventTypesOf = async (books: Books, resourceId: string) =>
  (await eventsOf(books, `&resource_id=${resourceId}`)).map((event) => event.event_type);
/** How many events of `type` the resource has. */
const countOf = async (books: Books, resourceId: string, type: string) =>
  (await eventTypesOf(books, resourceId)).filter((candidate) => candidate === type).length;

const bill = (books: Books, cents: number) =>
  createApprovedBill(books, {
    vendor_external_id: "acme",
    vendor_name: "Acme Supplies AB",
    line_items: [{ quantity: 1, unit_price: cents, description: "Paper" }],
  });

test("a vendor credit that settles a bill emits bill.paid; a customer credit that settles an invoice, invoice.paid", async () => {
  const books = await newBooks();
  const settled = await bill(books, 4_000);
  const partly = await bill(books, 9_000);
  await bodyOf(
    await post(books, "/vendor-credits/", {
      vendor_external_id: "acme",
      received_at: "2025-03-15T09:00:00Z",
      line_items: [{ amount: 6_000 }],
      allocations: [
        { bill_id: settled.id, amount: 4_000 },
        { bill_id: partly.id, amount: 2_000 },
      ],
    }),
    201,
  );
  expect((await getOk(books, `/bills/${settled.id}/`)).status).toBe("paid");
  expect(await countOf(books, settled.id, "bill.paid")).toBe(1);
  expect(await countOf(books, partly.id, "bill.paid")).toBe(0);

  const invoice = await createSentInvoice(books, {
    customer_external_id: "cust-1",
    customer_name: "Café Blå AB",
    line_items: [{ quantity: 1, unit_price: 3_000, description: "Cakes" }],
  });
  const credit = await bodyOf(
    await post(books, "/customer-credits/", {
      customer_external_id: "cust-1",
      sent_at: "2025-03-15T09:00:00Z",
      line_items: [{ amount: 3_000 }],
    }),
    201,
  );
  expect(await countOf(books, invoice.id, "invoice.paid")).toBe(0);
  // Applied later, by a change to the credit.
  await bodyOf(
    await put(books, `/customer-credits/${credit.id}/`, {
      allocations: [{ invoice_id: invoice.id, amount: 3_000 }],
    }),
  );
  expect((await getOk(books, `/invoices/${invoice.id}/`)).status).toBe("PAID");
  expect(await countOf(books, invoice.id, "invoice.paid")).toBe(1);
});

test("bank matches: paying a bill emits bill.paid; completing a payout emits payout.reconciled once; bulk matches emit too", async () => {
  const books = await newBooks();
  const account = await createBankAccount(books, {
    opening_balance_cents: 1_000_000,
    opening_balance_date: "2025-01-01",
  });
  const open = await bill(books, 7_500);
  const { payment } = await paidInvoice(books, 12_000, { processor: "stripe" });
  const payout = await bodyOf(
    await post(books, "/payouts/", {
      processor: "stripe",
      processor_payout_id: "po_events_1",
      invoice_payment_ids: [payment.id],
      fee_cents: 500,
      paid_out_amount_cents: 11_500,
      completed_at: "2025-03-12T12:00:00Z",
    }),
    201,
  );
  const [toBill, first, second] = await importedTransactions(books, account.id, [
    line({ amount_cents: 7_500 }),
    line({ direction: "credit", amount_cents: 6_000, date: "2025-03-13", counterparty_name: "Stripe" }),
    line({ direction: "credit", amount_cents: 5_500, date: "2025-03-13", counterparty_name: "Stripe" }),
  ]);
  await bodyOf(
    await post(books, `/bank-transactions/${toBill.id}/match/`, {
      matches: [{ target_type: "bill", target_id: open.id }],
    }),
  );
  expect(await countOf(books, open.id, "bill.paid")).toBe(1);
  expect(await countOf(books, toBill.id, "bank_transaction.matched")).toBe(1);

  await bodyOf(
    await post(books, `/bank-transactions/${first.id}/match/`, {
      matches: [{ target_type: "payout", target_id: payout.id }],
    }),
  );
  expect(await countOf(books, payout.id, "payout.reconciled")).toBe(0);
  const bulk = await bodyOf(
    await post(books, "/bank-transactions/match/", {
      items: [{ bank_transaction_id: second.id, matches: [{ target_type: "payout", target_id: payout.id }] }],
    }),
  );
  expect(bulk.done_count).toBe(1);
  expect((await getOk(books, `/payouts/${payout.id}/`)).reconciliation_status).toBe("fully_reconciled");
  expect(await countOf(books, payout.id, "payout.reconciled")).toBe(1);
  expect(await countOf(books, second.id, "bank_transaction.matched")).toBe(1);
});
