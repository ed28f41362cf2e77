import { booleanQuerySchema } from "./query-values";
import { z } from "zod";
import { ACCOUNT_TYPES } from "./account-type";
import { dateSchema, paginationQuerySchema, uuidSchema } from "./common";

/** Journal entries at the documented paths (extensions.md §4.10–4.11, docs/ledger-and-reports.md §7). */

export const JOURNAL_ENTRY_STATUSES = ["draft", "approved", "rejected"] as const;
export const JOURNAL_ENTRY_CREATORS = ["ai", "manual", "system", "import"] as const;

const cents = () => z.number().int();

const entryFields = {
  id: uuidSchema,
  sequence_number: z.string().meta({ description: "JE-<year>-<posting number>, e.g. JE-2025-000042." }),
  entry_date: z.iso.date(),
  reference: z.string().meta({ description: "The source document's reference, else the sequence number." }),
  description: z.string(),
  currency: z.string(),
  total_debit: cents(),
  total_credit: cents(),
  is_balanced: z.boolean(),
  created_by: z.enum(JOURNAL_ENTRY_CREATORS),
  created_by_display: z.string(),
  status: z.enum(JOURNAL_ENTRY_STATUSES),
  status_display: z.string(),
  is_posted: z.boolean(),
  posted_at: z.iso.datetime().nullable(),
  bank_transaction_id: uuidSchema.nullable(),
  source_type: z.string(),
  source_reference: z.string().nullable(),
  reverses_entry_id: uuidSchema.nullable(),
  created_at: z.iso.datetime(),
};

export const ledgerJournalEntrySummarySchema = z
  .object(entryFields)
  .meta({ id: "LedgerJournalEntrySummary" });
export type LedgerJournalEntrySummary = z.output<typeof ledgerJournalEntrySummarySchema>;

export const ledgerJournalEntrySchema = z
  .object({
    ...entryFields,
    accounting_period: z.object({
      id: z.string().meta({ description: "YYYY-MM." }),
      year: z.number().int(),
      month: z.number().int(),
      period_name: z.string(),
      status: z.enum(["open"]),
    }),
    lines: z.array(
      z.object({
        id: uuidSchema,
        line_number: z.number().int(),
        account_id: uuidSchema,
        account_code: z.string(),
        account_name: z.string(),
        account_type: z.enum(ACCOUNT_TYPES),
        debit_amount: cents(),
        credit_amount: cents(),
        description: z.string().nullable(),
        external_reference: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: "LedgerJournalEntry" });
export type LedgerJournalEntry = z.output<typeof ledgerJournalEntrySchema>;

const boolQuery = () => booleanQuerySchema;

export const listLedgerJournalEntriesQuerySchema = paginationQuerySchema
  .extend({
    date_from: dateSchema.optional().meta({ description: "Entries dated on or after this date." }),
    date_to: dateSchema.optional().meta({ description: "Entries dated on or before this date." }),
    status: z.enum(JOURNAL_ENTRY_STATUSES, { error: "Must be draft, approved or rejected." }).optional(),
    created_by: z.enum(JOURNAL_ENTRY_CREATORS, { error: "Must be ai, manual, system or import." }).optional(),
    account_id: uuidSchema
      .optional()
      .meta({ description: "Entries with at least one line on this account." }),
    is_posted: boolQuery().optional(),
    search: z.string().max(200, "At most 200 characters.").optional().meta({
      description: "Case-insensitive substring of the description, or a sequence number (JE-2025-000042).",
    }),
  })
  .refine((query) => !query.date_from || !query.date_to || query.date_from <= query.date_to, {
    path: ["date_to"],
    message: "Must be on or after date_from.",
  });
export type ListLedgerJournalEntriesQuery = z.output<typeof listLedgerJournalEntriesQuerySchema>;
