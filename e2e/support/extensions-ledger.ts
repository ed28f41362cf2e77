import { bodyOf, post, type Books } from "./payables";
import {
  anything,
  arrayOf,
  bool,
  date,
  dateTime,
  int,
  nullable,
  object,
  oneOf,
  str,
  uuid,
  type Check,
  type Shape,
} from "./shape";

/**
 * The chart of accounts and the general ledger's journal entries as shared/spec/extensions.md §4 documents them:
 * the names, types and enumerated values their routes answer, and the requests the extension specs build them with.
 */

export const ACCOUNT_TYPES = ["asset", "liability", "equity", "revenue", "expense"];
const SUBTYPES = [
  "current_assets",
  "non_current_assets",
  "current_liabilities",
  "non_current_liabilities",
  "share_capital",
  "share_premium",
  "reserves",
  "retained_earnings",
  "revenue",
  "other_operating_income",
  "finance_income",
  "direct_costs",
  "operating_expenses",
  "finance_costs",
  "income_tax",
];

/** §4.2 summary form. */
export const accountSummary: Shape = {
  id: uuid,
  code: str,
  name: str,
  currency: str,
  account_type: oneOf(ACCOUNT_TYPES),
  account_type_display: str,
  account_subtype: oneOf(SUBTYPES),
  account_subtype_display: str,
  parent_account_code: nullable(str),
  current_balance: int,
  current_balance_formatted: str,
  debit_balance: int,
  credit_balance: int,
  period_balance: nullable(int),
  period_balance_formatted: nullable(str),
  has_children: bool,
  hierarchy_level: int,
  is_active: bool,
};
export const nestedAccount: Check = (value, path) =>
  object({ ...accountSummary, sub_accounts: arrayOf(nestedAccount) })(value, path);
/** §4.2 detail form. */
export const accountDetail = object({
  ...accountSummary,
  description: nullable(str),
  institution_name: nullable(str),
  iban: nullable(str),
  sort_code: nullable(str),
  account_number_mask: nullable(str),
  total_debits: int,
  total_credits: int,
  last_entry_date: nullable(dateTime),
  last_entry_reference: nullable(str),
  sub_accounts: arrayOf(nestedAccount),
});

/** §4.11, and §4.10's list items (the detail's fields less accounting_period and lines). */
export const entrySummary: Shape = {
  id: uuid,
  sequence_number: str,
  entry_date: date,
  reference: str,
  description: str,
  currency: oneOf(["GBP", "EUR", "USD", "SEK"]),
  total_debit: int,
  total_credit: int,
  is_balanced: bool,
  created_by: oneOf(["ai", "manual", "system", "import"]),
  created_by_display: str,
  status: oneOf(["draft", "approved", "rejected"]),
  status_display: str,
  is_posted: bool,
  posted_at: nullable(dateTime),
  bank_transaction_id: nullable(uuid),
  source_type: str,
  source_reference: nullable(str),
  created_at: dateTime,
};
export const entryDetail = object({
  ...entrySummary,
  accounting_period: object({ id: anything, year: int, month: int, period_name: str, status: str }),
  lines: arrayOf(
    object({
      id: uuid,
      line_number: int,
      account_code: str,
      account_name: str,
      account_type: oneOf(ACCOUNT_TYPES),
      debit_amount: int,
      credit_amount: int,
      description: nullable(str),
      external_reference: nullable(str),
    }),
  ),
});

export const CHART = "/general-ledger/chart-of-accounts/";

/** A manual journal entry on `date`: `cents` debited to account `debit` and credited to account `credit`. */
export async function postEntry(books: Books, date: string, debit: string, credit: string, cents: number) {
  return bodyOf(
    await post(books, "/journal-entries/", {
      entry_date: date,
      memo: `Move ${debit} to ${credit}`,
      lines: [
        { account_identifier: { type: "AccountCode", code: debit }, debit_cents: cents },
        { account_identifier: { type: "AccountCode", code: credit }, credit_cents: cents },
      ],
    }),
    201,
  );
}
