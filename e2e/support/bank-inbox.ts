import { expect, type FrameLocator } from "@playwright/test";
import { formatMoney } from "../../lib/i18n/format";
import { accountByCode, type Books, createBankAccount, getOk, importedTransactions, post } from "./banking";
import { embedBooks } from "./embed-books";

/** The bank transactions page under the embed's business path. */
export const BANK_INBOX_PATH = "bank-transactions/";

export const sek = (cents: number) => formatMoney(cents, "SEK", "en-US");

/** A business with one bank account and these statement lines (through the API); returns them as the API has them. */
export async function arrange(
  lines: Record<string, unknown>[],
  bankAccountFields: Record<string, unknown> = {},
) {
  const books = await embedBooks({ name: "Bank Bakery AB" });
  const bankAccount = await createBankAccount(books, bankAccountFields);
  const transactions = lines.length ? await importedTransactions(books, bankAccount.id, lines) : [];
  return { books, bankAccount, transactions: transactions as { id: string }[] };
}

/** Categorizes a line through the API: the counterparty's history the next line's suggestion comes from. */
export async function categorizeByApi(books: Books, id: string, code: string) {
  const account = await accountByCode(books, code);
  expect(
    (await post(books, `/bank-transactions/${id}/categorize/`, { account_id: account.id })).status(),
  ).toBe(200);
}

export const transactionOf = (books: Books, id: string) => getOk(books, `/bank-transactions/${id}/`);

export const rowOf = (ui: FrameLocator, text: string) => ui.getByRole("row").filter({ hasText: text });
