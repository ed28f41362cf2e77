export type StatementFileFormat = "csv" | "ofx" | "camt053";

/** Values of extensions.md §2.3. */
export type StatementTransactionType =
  | "fps"
  | "bacs"
  | "chaps"
  | "direct_debit"
  | "standing_order"
  | "sepa_credit"
  | "sepa_debit"
  | "sepa_instant"
  | "card_payment"
  | "atm_withdrawal"
  | "bank_transfer"
  | "fee"
  | "interest"
  | "other";

/** One money movement read from a bank file, before it becomes a bank transaction. */
export interface ParsedStatementLine {
  /** 1-based line of the file where the transaction starts. */
  line: number;
  /** YYYY-MM-DD, the booking date. */
  date: string;
  /** Always more than 0; `direction` says which way the money went. */
  amount_cents: number;
  /** credit = money into the account, debit = money out. */
  direction: "credit" | "debit";
  currency?: string;
  counterparty_name?: string;
  description?: string;
  reference?: string;
  /** The bank's id (FITID, AcctSvcrRef / NtryRef), else a stable hash of the line; unique within one file. */
  external_id?: string;
  transaction_type?: StatementTransactionType;
}

export interface ParsedStatement {
  lines: ParsedStatementLine[];
  currency?: string;
  /** The last four characters of the account number, when the file names the account. */
  account_mask?: string;
  /** Signed cents: negative for an overdrawn account. */
  opening_balance_cents?: number;
  closing_balance_cents?: number;
  statement_end_date?: string;
}
