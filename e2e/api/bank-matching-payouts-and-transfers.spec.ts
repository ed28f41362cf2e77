import { expect, test } from "@playwright/test";
import { expectError } from "../support/api";
import { matchTransaction, openBankAccount, unmatchTransaction } from "../support/bank-matching";
import {
  bodyOf,
  createBankAccount,
  expectBalancedTrial,
  getOk,
  importedTransactions,
  ledgerBalance,
  line,
  newBooks,
  post,
} from "../support/banking";
import { paidInvoice } from "../support/settlements";

test.describe("match and unmatch", () => {
  test("one payout by two lines moves unreconciled → partially → fully reconciled, and its filter works", async () => {
    const books = await newBooks();
    const account = await openBankAccount(books);
    const { payment } = await paidInvoice(books, 12_000, { processor: "stripe" });
    const payout = await bodyOf(
      await post(books, "/payouts/", {
        processor: "stripe",
        processor_payout_id: "po_bank_1",
        invoice_payment_ids: [payment.id],
        fee_cents: 500,
        paid_out_amount_cents: 11_500,
        completed_at: "2025-03-12T12:00:00Z",
      }),
      201,
    );
    expect(payout.reconciliation_status).toBe("unreconciled");
    const [first, second] = await importedTransactions(books, account.id, [
      line({ direction: "credit", amount_cents: 6_000, date: "2025-03-13", counterparty_name: "Stripe" }),
      line({ direction: "credit", amount_cents: 5_500, date: "2025-03-13", counterparty_name: "Stripe" }),
    ]);
    const filter = async (status: string) =>
      (await getOk(books, `/payouts/?reconciliation_status=${status}`)).results.map(
        (p: { id: string }) => p.id,
      );
    await matchTransaction(books, first.id, [{ target_type: "payout", target_id: payout.id }]);
    expect((await getOk(books, `/payouts/${payout.id}/`)).reconciliation_status).toBe("partially_reconciled");
    expect(await filter("partially_reconciled")).toEqual([payout.id]);
    expect(await filter("unreconciled")).toEqual([]);
    // More than is left on the payout (5,500) is refused and changes nothing.
    const over = await expectError(
      await post(books, `/bank-transactions/${second.id}/match/`, {
        matches: [{ target_type: "payout", target_id: payout.id, amount_cents: 5_501 }],
      }),
      409,
      "conflict",
    );
    expect(over.details).toHaveProperty(["matches.0.amount_cents"]);
    await matchTransaction(books, second.id, [{ target_type: "payout", target_id: payout.id }]);
    expect((await getOk(books, `/payouts/${payout.id}/`)).reconciliation_status).toBe("fully_reconciled");
    expect(await filter("fully_reconciled")).toEqual([payout.id]);
    await unmatchTransaction(books, first.id);
    expect(await filter("partially_reconciled")).toEqual([payout.id]);
    await expectBalancedTrial(books);
  });

  test("a transfer between two bank accounts links both lines with one entry; unmatching either side undoes it", async () => {
    const books = await newBooks();
    const from = await openBankAccount(books);
    const to = await createBankAccount(books, { display_name: "Savings", mask: "9876" });
    const [out] = await importedTransactions(books, from.id, [
      line({ amount_cents: 50_000, date: "2025-03-20" }),
    ]);
    const [into] = await importedTransactions(books, to.id, [
      line({ amount_cents: 50_000, date: "2025-03-21", direction: "credit" }),
    ]);
    const { results } = await getOk(books, `/bank-transactions/${out.id}/suggestions/`);
    expect(results[0]).toMatchObject({ type: "bank_transaction", id: into.id, counterparty_name: "Savings" });
    await matchTransaction(books, out.id, [{ target_type: "bank_transaction", target_id: into.id }]);
    expect(await getOk(books, `/bank-transactions/${into.id}/`)).toMatchObject({
      status: "matched",
      reconciliations: [{ target_type: "bank_transaction", target_id: out.id, amount_cents: 50_000 }],
    });
    expect(await ledgerBalance(books, from.mapped_account_code)).toBe(1_000_000 - 50_000);
    expect(await ledgerBalance(books, to.mapped_account_code)).toBe(50_000);
    await unmatchTransaction(books, into.id);
    expect((await getOk(books, `/bank-transactions/${out.id}/`)).status).toBe("uncategorized");
    expect(await ledgerBalance(books, to.mapped_account_code)).toBe(0);
    await expectBalancedTrial(books);
  });
});
