import { expect, test } from "@playwright/test";
import { matchTransaction, openBankAccount } from "../support/bank-matching";
import { getOk, importedTransactions, line, newBooks } from "../support/banking";
import { createRefund, paidInvoice, payRefund } from "../support/settlements";

test.describe("conformance: refund payment reconciled_bank_transactions", () => {
  test("a refund payment with a reconciled transaction returns every field of the spec with its type", async () => {
    const books = await newBooks();
    const account = await openBankAccount(books);
    const { invoice } = await paidInvoice(books, 9_000);
    const refund = await createRefund(books, [{ invoice_id: invoice.id, amount: 2_500 }]);
    const refundPayment = await payRefund(books, refund.id, {
      refunded_amount: 2_500,
      completed_at: "2025-03-15T10:00:00Z",
    });
    const [transaction] = await importedTransactions(books, account.id, [
      line({ amount_cents: 2_500, date: "2025-03-16", counterparty_name: "Café Blå AB" }),
    ]);
    const { results } = await getOk(books, `/bank-transactions/${transaction.id}/suggestions/`);
    expect(results[0]).toMatchObject({ type: "refund_payment", id: refundPayment.id });
    const matched = await matchTransaction(books, transaction.id, [
      { target_type: "refund_payment", target_id: refundPayment.id, notes: "Refund sent" },
    ]);
    const body = await getOk(books, `/invoices/refunds/${refund.id}/payments/${refundPayment.id}/`);
    expect(body.reconciled_bank_transactions).toHaveLength(1);
    const [reconciled] = body.reconciled_bank_transactions;
    const types: Record<string, string> = {
      bank_transaction_id: "uuid",
      bank_transaction_date: "date-time",
      bank_transaction_amount_cents: "integer",
      bank_transaction_direction: "string",
      reconciled_amount_cents: "integer",
      reconciliation_link_id: "uuid",
      reconciled_at: "date-time",
      currency: "string",
      payment_type: "string",
      bank_account_name: "string",
      notes: "string",
    };
    expect(Object.keys(reconciled).sort()).toEqual(Object.keys(types).sort());
    for (const [field, type] of Object.entries(types)) {
      const value = reconciled[field];
      if (type === "uuid") expect(value, field).toMatch(/^[0-9a-f-]{36}$/);
      if (type === "date-time") expect(new Date(value).toISOString(), field).toBe(value);
      if (type === "integer") expect(Number.isInteger(value), field).toBe(true);
      if (type === "string") expect(typeof value, field).toBe("string");
    }
    expect(reconciled).toMatchObject({
      bank_transaction_id: transaction.id,
      bank_transaction_date: "2025-03-16T00:00:00.000Z",
      bank_transaction_amount_cents: 2_500,
      bank_transaction_direction: "debit",
      reconciled_amount_cents: 2_500,
      reconciliation_link_id: matched.reconciliations[0].reconciliation_link_id,
      currency: "SEK",
      bank_account_name: "Business account",
      notes: "Refund sent",
    });
    const refundBody = await getOk(books, `/invoices/refunds/${refund.id}/`);
    expect(refundBody.refund_payments[0].reconciled_bank_transactions).toEqual([reconciled]);
  });
});
