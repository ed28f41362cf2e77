import { expect } from "@playwright/test";
import { bearer } from "./api";
import { bodyOf, getOk, post, trialBalance, type Books } from "./receivables";

export { accountByCode, bodyOf, entryLines, get, getOk, idsOf, newBooks, post, put } from "./receivables";
export type { Books } from "./receivables";
export { trialBalance };

export const del = (books: Books, path: string) =>
  books.api.delete(`${books.base}${path}`, { headers: bearer(books.token) });

export async function createBankAccount(books: Books, overrides: Record<string, unknown> = {}, status = 201) {
  return bodyOf(
    await post(books, "/bank-accounts/", { display_name: "Business account", mask: "4321", ...overrides }),
    status,
  );
}

let lineCounter = 0;
/** One API import line; each call names a new external_id. */
export const line = (overrides: Record<string, unknown> = {}) => ({
  external_id: `line-${process.pid}-${++lineCounter}-${crypto.randomUUID().slice(0, 8)}`,
  date: "2025-03-10",
  amount_cents: 12_500,
  direction: "debit",
  counterparty_name: "Acme AB",
  description: "Card purchase",
  ...overrides,
});

export async function importLines(
  books: Books,
  bankAccountId: string,
  transactions: Record<string, unknown>[],
  status = 200,
) {
  return bodyOf(
    await post(books, "/bank-transactions/import/", {
      bank_account_connection_id: bankAccountId,
      transactions,
    }),
    status,
  );
}

/** Imports lines and returns the created transactions in order. */
export async function importedTransactions(
  books: Books,
  bankAccountId: string,
  lines: Record<string, unknown>[],
) {
  const result = await importLines(books, bankAccountId, lines);
  const ids = (result.results as { id: string }[]).map((item) => item.id);
  return Promise.all(ids.map((id) => getOk(books, `/bank-transactions/${id}/`)));
}

/** The ledger account's balance (debits less credits) at `asOf`, by the trial balance. */
export async function ledgerBalance(books: Books, code: string, asOf = "2099-12-31") {
  const [debit, credit] = (await trialBalance(books, asOf))[code] ?? [0, 0];
  return debit - credit;
}

/** Every entry balances and the trial balance is zero. */
export async function expectBalancedTrial(books: Books, asOf = "2099-12-31") {
  const rows = Object.values(await trialBalance(books, asOf));
  const debits = rows.reduce((sum, [debit]) => sum + debit, 0);
  const credits = rows.reduce((sum, [, credit]) => sum + credit, 0);
  expect(debits).toBe(credits);
}

/** The entries of `source` for `sourceId`, oldest first, as [account code, debit, credit] lines. */
export async function entriesOf(books: Books, source: string, sourceId: string) {
  const page = await getOk(books, `/journal-entries/?source=${source}&page_size=100`);
  return (
    page.results as { source_id: string; reverses_entry_id: string | null; id: string; lines: unknown[] }[]
  )
    .filter((entry) => entry.source_id === sourceId)
    .reverse();
}
