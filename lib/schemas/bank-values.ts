/**
 * The enumerations of the banking resources (extensions.md §1–2 where documented, docs/banking.md for the rest), in
 * a zod-free file so the database schema, the domain and the browser share one list.
 */

/** Money into the account (`credit`) or out of it (`debit`), as the bank sees it. */
export const BANK_DIRECTIONS = ["credit", "debit"] as const;
export type BankDirection = (typeof BANK_DIRECTIONS)[number];

/** extensions.md §2.3. */
export const BANK_TRANSACTION_TYPES = [
  "fps",
  "bacs",
  "chaps",
  "direct_debit",
  "standing_order",
  "sepa_credit",
  "sepa_debit",
  "sepa_instant",
  "card_payment",
  "atm_withdrawal",
  "bank_transfer",
  "fee",
  "interest",
  "other",
] as const;
export type BankTransactionType = (typeof BANK_TRANSACTION_TYPES)[number];

/**
 * What has been done with a transaction (issue 13): nothing yet, posted to one account, posted to several (split
 * children), linked to documents, or left out of the books (a duplicate line, say).
 */
export const BANK_TRANSACTION_STATUSES = [
  "uncategorized",
  "categorized",
  "split",
  "matched",
  "excluded",
] as const;
export type BankTransactionStatus = (typeof BANK_TRANSACTION_STATUSES)[number];

/**
 * extensions.md §2.4's field, derived from the status (docs/banking.md): `pending` nothing done, `manual_review`
 * matched in part, `categorized` fully accounted for, `excluded` left out.
 */
export const CATEGORIZATION_STATUSES = ["pending", "manual_review", "categorized", "excluded"] as const;
export type CategorizationStatus = (typeof CATEGORIZATION_STATUSES)[number];

/** Where a transaction came from: the batch API or a statement file of one of these formats; split children. */
export const BANK_TRANSACTION_SOURCES = ["api", "csv", "ofx", "camt053", "split"] as const;
export type BankTransactionSource = (typeof BANK_TRANSACTION_SOURCES)[number];

/** extensions.md §1.1. */
export const BANK_LINK_STATUSES = ["active", "error", "revoked"] as const;
export type BankLinkStatus = (typeof BANK_LINK_STATUSES)[number];

/** What a transaction can be matched to (a bill or an invoice is matched through the payment the match records). */
export const MATCH_TARGET_TYPES = [
  "bill_payment",
  "invoice_payment",
  "refund_payment",
  "payout",
  "bank_transaction",
] as const;
export type MatchTargetType = (typeof MATCH_TARGET_TYPES)[number];

/** What a match request or a suggestion may name: the targets, and open bills and invoices to be paid by the match. */
export const MATCH_CANDIDATE_TYPES = [...MATCH_TARGET_TYPES, "bill", "invoice"] as const;
export type MatchCandidateType = (typeof MATCH_CANDIDATE_TYPES)[number];

/** Who categorized a transaction: a person (through the API or the embed) or a rule on import. */
export const CATEGORIZED_BY = ["manual", "rule"] as const;
export type CategorizedBy = (typeof CATEGORIZED_BY)[number];
