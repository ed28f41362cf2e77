import { wholeNumberQuery } from "./query-values";
import { z } from "zod";
import { dateSchema, uuidSchema } from "./common";

const signedCents = (description: string) =>
  z
    .number({ error: "Must be a number of cents." })
    .int("Must be a whole number of cents.")
    .min(-Number.MAX_SAFE_INTEGER, "Too small.")
    .max(Number.MAX_SAFE_INTEGER, "Too large.")
    .meta({ description });

/** The statement being reconciled: its end date and its closing balance (signed: negative when overdrawn). */
export const statementInputSchema = z.object({
  statement_end_date: dateSchema,
  closing_balance_cents: signedCents("The statement's closing balance in cents; negative when overdrawn."),
});
export type StatementInput = z.output<typeof statementInputSchema>;

export const statementReportQuerySchema = z.object({
  statement_end_date: dateSchema,
  // Digits only (an optional minus), as every whole number in a query: "", "1e3" and " 7" are refused.
  closing_balance_cents: wholeNumberQuery(
    z
      .number({ error: "Must be a number of cents." })
      .int("Must be a whole number of cents.")
      .min(-Number.MAX_SAFE_INTEGER, "Too small.")
      .max(Number.MAX_SAFE_INTEGER, "Too large."),
  ).meta({ description: "The statement's closing balance in cents; negative when overdrawn." }),
});

export const bankReconciliationPathSchema = z.object({
  business_id: uuidSchema,
  bank_account_id: uuidSchema,
  reconciliation_id: uuidSchema,
});

const signed = z.number().int();

export const unclearedItemSchema = z
  .object({
    type: z.enum(["bill_payment", "invoice_payment", "refund_payment", "payout"]),
    id: uuidSchema,
    date: z.iso.date(),
    amount_cents: signed.meta({
      description: "What the books hold that no bank line shows yet: + money in, − money out.",
    }),
    document_number: z.string().nullable(),
  })
  .meta({ id: "BankUnclearedItem" });

export const unaccountedTransactionSchema = z
  .object({
    id: uuidSchema,
    date: z.iso.date(),
    signed_amount: signed,
    remaining_amount_cents: z.number().int(),
    counterparty_name: z.string().nullable(),
    description: z.string().nullable(),
  })
  .meta({ id: "BankUnaccountedTransaction" });

export const statementReportSchema = z
  .object({
    type: z.literal("BankStatementReport"),
    bank_account_id: uuidSchema,
    statement_start_date: z.iso.date().nullable().meta({
      description: "The day after the latest reconciled statement's end date; null for the first statement.",
    }),
    statement_end_date: z.iso.date(),
    closing_balance_cents: signed,
    bank_balance_cents: signed.meta({
      description: "Opening balance plus every imported line up to the end date that is not excluded.",
    }),
    ledger_balance_cents: signed.meta({ description: "The mapped cash account's balance at the end date." }),
    cleared_balance_cents: signed.meta({
      description: "Opening balance plus what the books account for of the lines up to the end date.",
    }),
    uncleared_items: z.array(unclearedItemSchema).meta({
      description:
        "Payments and payouts posted to this account up to the end date that no line covers (≤ 200).",
    }),
    uncleared_total_cents: signed.meta({
      description: "ledger_balance − cleared_balance: everything the books hold that the bank has not shown.",
    }),
    unaccounted_transactions: z.array(unaccountedTransactionSchema).meta({
      description: "Lines up to the end date not yet accounted for in full (≤ 200).",
    }),
    unaccounted_count: z.number().int(),
    unaccounted_total_cents: signed,
    difference_cents: signed.meta({
      description: "closing_balance − cleared_balance: zero once the books account for the whole statement.",
    }),
    can_reconcile: z.boolean(),
    blocking_reason: z.string().nullable(),
  })
  .meta({ id: "BankStatementReport" });
export type StatementReport = z.output<typeof statementReportSchema>;

export const bankReconciliationSchema = z
  .object({
    type: z.literal("BankStatementReconciliation"),
    id: uuidSchema,
    bank_account_id: uuidSchema,
    statement_end_date: z.iso.date(),
    closing_balance_cents: signed,
    ledger_balance_cents: signed,
    cleared_balance_cents: signed,
    transaction_count: z.number().int().meta({ description: "Lines the reconciliation locked." }),
    is_latest: z
      .boolean()
      .meta({ description: "Only the latest reconciliation of an account can be undone." }),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "BankStatementReconciliation" });
export type BankReconciliationResponse = z.output<typeof bankReconciliationSchema>;
