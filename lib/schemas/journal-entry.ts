import { z } from "zod";
import { debitOrCredit } from "./documented-rules";
import { accountIdentifierInputSchema } from "./account";
import { cashFlowHintSchema } from "./cash-flow-class";
import { commaListSchema } from "./comma-list";
import { dateSchema, paginationQuerySchema, uuidSchema } from "./common";
import { JOURNAL_SOURCES, journalSourceSchema } from "./journal-source";

const centsSchema = z
  .number({ error: "Must be a number of cents." })
  .int("Must be a whole number of cents.")
  .min(0, "Must be 0 or more.")
  .max(Number.MAX_SAFE_INTEGER, "Too large.");

/** A manual entry. Whether it balances is checked by the ledger, which reports on `lines` and each line's fields. */
export const createJournalEntrySchema = z.object({
  entry_date: dateSchema,
  memo: z.string().max(1000, "At most 1000 characters.").nullable().optional(),
  lines: z
    .array(
      z
        .object({
          account_identifier: accountIdentifierInputSchema,
          debit_cents: centsSchema.default(0),
          credit_cents: centsSchema.default(0),
          description: z.string().max(500, "At most 500 characters.").nullable().optional(),
          cash_flow_hint: cashFlowHintSchema
            .nullable()
            .optional()
            .meta({
              description:
                "On a payable or receivable line of an investing or financing transaction: the cash flow statement shows " +
                "its settlement in that section, and leaves it out while no cash moved (IAS 7 ¶43).",
            }),
        })
        .meta(debitOrCredit),
      { error: "Must be a list of lines." },
    )
    .min(2, "An entry needs at least two lines.")
    .max(500, "At most 500 lines."),
});
export type CreateJournalEntryInput = z.output<typeof createJournalEntrySchema>;

export const journalLineSchema = z.object({
  id: uuidSchema,
  line_no: z.number().int(),
  account: z.object({
    id: uuidSchema,
    code: z.string(),
    name: z.string(),
    type: z.literal("AccountId"),
  }),
  debit_cents: z.number().int(),
  credit_cents: z.number().int(),
  description: z.string().nullable(),
  currency: z.string().nullable().meta({ description: "Document currency of a foreign-currency line." }),
  original_amount_cents: z.number().int().nullable().meta({
    description:
      "The amount in the document currency; debit_cents and credit_cents are in the base currency.",
  }),
});

export const journalEntrySchema = z
  .object({
    type: z.literal("JournalEntry"),
    id: uuidSchema,
    business_id: uuidSchema,
    entry_date: z.iso.date(),
    source: journalSourceSchema,
    source_id: uuidSchema.nullable(),
    memo: z.string().nullable(),
    reverses_entry_id: uuidSchema.nullable(),
    created_at: z.iso.datetime(),
    total_debit_cents: z.number().int(),
    total_credit_cents: z.number().int(),
    lines: z.array(journalLineSchema),
  })
  .meta({ id: "JournalEntry" });
export type JournalEntryResponse = z.output<typeof journalEntrySchema>;

export const listJournalEntriesQuerySchema = paginationQuerySchema
  .extend({
    start_date: dateSchema.optional().meta({ description: "Entries dated on or after this date." }),
    end_date: dateSchema.optional().meta({ description: "Entries dated on or before this date." }),
    account_id: uuidSchema
      .optional()
      .meta({ description: "Entries with at least one line on this account." }),
    source: commaListSchema(JOURNAL_SOURCES).optional(),
  })
  .refine((query) => !query.start_date || !query.end_date || query.start_date <= query.end_date, {
    path: ["end_date"],
    message: "Must be on or after start_date.",
  });
export type ListJournalEntriesQuery = z.output<typeof listJournalEntriesQuerySchema>;

export const journalEntryPathSchema = z.object({ business_id: uuidSchema, entry_id: uuidSchema });
