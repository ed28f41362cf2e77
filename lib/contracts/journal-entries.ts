import { defineEndpoint } from "../http/endpoint";
import { businessPathSchema } from "../schemas/business";
import { paginatedSchema } from "../schemas/common";
import {
  createJournalEntrySchema,
  journalEntryPathSchema,
  journalEntrySchema,
  listJournalEntriesQuerySchema,
} from "../schemas/journal-entry";
import { businessErrors, writeErrors } from "./responses";

export const listJournalEntriesEndpoint = defineEndpoint({
  method: "GET",
  path: "/v1/platform/businesses/{business_id}/journal-entries/",
  operationId: "listJournalEntries",
  summary: "List journal entries",
  description:
    "Newest first (entry_date, then creation). `start_date` and `end_date` are inclusive; `account_id` keeps " +
    "entries with a line on that account; `source` takes a comma-separated list. Each entry has all its lines.",
  tag: "Ledger",
  auth: "business",
  params: businessPathSchema,
  query: listJournalEntriesQuerySchema,
  responses: {
    200: { description: "A page of journal entries.", schema: paginatedSchema(journalEntrySchema) },
    ...businessErrors,
  },
});

export const createJournalEntryEndpoint = defineEndpoint({
  method: "POST",
  path: "/v1/platform/businesses/{business_id}/journal-entries/",
  operationId: "createJournalEntry",
  summary: "Post a manual journal entry",
  description:
    "At least two lines, each with either `debit_cents` or `credit_cents` (whole cents, base currency); debits " +
    "must equal credits. Accounts are named by `AccountId` or `AccountCode`. Posted entries are never changed. " +
    "A line on the accounts-payable or accounts-receivable control account is 400 `validation_error` at " +
    "`lines.N.account_identifier`: their balances are the open bills and invoices, written only by those documents, " +
    "their payments and credits (opening balances: `POST /opening-balances/`), so aging always equals the balance. " +
    "An unknown or archived account is 400 at the same field.",
  tag: "Ledger",
  auth: "business",
  resourceType: "journal_entry",
  events: [{ type: "journal_entry.created", onStatus: 201 }],
  params: businessPathSchema,
  body: createJournalEntrySchema,
  responses: { 201: { description: "Posted.", schema: journalEntrySchema }, ...writeErrors },
});

export const getJournalEntryEndpoint = defineEndpoint({
  method: "GET",
  path: "/v1/platform/businesses/{business_id}/journal-entries/{entry_id}/",
  operationId: "getJournalEntry",
  summary: "Get a journal entry",
  tag: "Ledger",
  auth: "business",
  params: journalEntryPathSchema,
  responses: {
    200: { description: "The entry with its lines.", schema: journalEntrySchema },
    ...businessErrors,
  },
});
