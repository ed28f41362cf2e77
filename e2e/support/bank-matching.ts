import { bodyOf, createBankAccount, post, type Books } from "./banking";
import { createApprovedBill } from "./payables";

/** A bank account with an opening balance of 1,000,000 cents on 2025-01-01, so a match's payment has funds. */
export const openBankAccount = (books: Books) =>
  createBankAccount(books, { opening_balance_cents: 1_000_000, opening_balance_date: "2025-01-01" });

export const matchTransaction = async (books: Books, id: string, matches: unknown[], status = 200) =>
  bodyOf(await post(books, `/bank-transactions/${id}/match/`, { matches }), status);

export const unmatchTransaction = async (books: Books, id: string, body: unknown = {}, status = 200) =>
  bodyOf(await post(books, `/bank-transactions/${id}/unmatch/`, body), status);

/** A bill of one line of `cents` (no tax), approved. */
export const billOf = (books: Books, cents: number, overrides: Record<string, unknown> = {}) =>
  createApprovedBill(books, {
    vendor_name: "Acme Supplies AB",
    line_items: [{ quantity: 1, unit_price: cents, description: "Paper" }],
    ...overrides,
  });

export const payBill = async (books: Books, billId: string, cents: number, date = "2025-03-10") =>
  bodyOf(
    await post(books, `/bills/${billId}/payments/`, {
      amount_cents: cents,
      payment_method: "bank_transfer",
      payment_date: date,
    }),
    201,
  );
