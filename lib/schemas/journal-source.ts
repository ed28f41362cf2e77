import { z } from "zod";

/** What posted a journal entry (decisions.md §5); `source_id` names the document of that kind. */
export const JOURNAL_SOURCES = [
  "bill",
  "bill_payment",
  "vendor_credit",
  "invoice",
  "payment",
  "credit_note",
  "refund",
  "refund_payment",
  "payout",
  "write_off",
  "manual",
  "bank_account",
  "bank_transaction",
] as const;
export type JournalSource = (typeof JOURNAL_SOURCES)[number];
export const journalSourceSchema = z.enum(JOURNAL_SOURCES);
