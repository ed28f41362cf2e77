import { defineEndpoint } from "../http/endpoint";
import { businessPathSchema } from "../schemas/business";
import { paginatedSchema, uuidSchema } from "../schemas/common";
import { generalLedgerSchema } from "../schemas/ledger-report";
import {
  accountEntriesQuerySchema,
  chartHierarchySchema,
  createChildAccountSchema,
  createLedgerAccountSchema,
  ledgerAccountDetailSchema,
  ledgerAccountPathSchema,
  ledgerAccountSchema,
  listLedgerAccountsQuerySchema,
} from "../schemas/ledger-account";
import {
  ledgerJournalEntrySchema,
  ledgerJournalEntrySummarySchema,
  listLedgerJournalEntriesQuerySchema,
} from "../schemas/ledger-journal-entry";
import { z } from "zod";
import { businessErrors, writeErrors } from "./responses";

/** The documented chart of accounts and journal entries (extensions.md §4); same ledger as /accounts/. */
const CHART = "/v1/platform/businesses/{business_id}/general-ledger/chart-of-accounts/";
const TAG = "General Ledger";
const referenceNote = "`account_id` is the account's UUID, its code or its external_id (in that precedence).";

export const listChartOfAccountsEndpoint = defineEndpoint({
  method: "GET",
  path: CHART,
  operationId: "listChartOfAccounts",
  summary: "List the chart of accounts (documented shape)",
  description:
    "Code order (`group_by=type`: by type, then code). Balances are cents on the normal side and include " +
    "descendants. Archived accounts are left out unless `include_archived=true`.",
  tag: TAG,
  auth: "business",
  params: businessPathSchema,
  query: listLedgerAccountsQuerySchema,
  responses: {
    200: { description: "A page of accounts.", schema: paginatedSchema(ledgerAccountSchema) },
    ...businessErrors,
  },
});

export const createChartAccountEndpoint = defineEndpoint({
  method: "POST",
  path: CHART,
  operationId: "createChartAccount",
  summary: "Create an account (documented shape)",
  description:
    "`code` and `name` are required, and `account_subtype` unless `parent_id` names a parent. An `external_id` " +
    "already in use returns that account with 200.",
  tag: TAG,
  auth: "business",
  resourceType: "account",
  events: [{ type: "account.created", onStatus: 201 }],
  params: businessPathSchema,
  body: createLedgerAccountSchema,
  responses: {
    201: { description: "Created.", schema: ledgerAccountDetailSchema },
    200: { description: "The account that already has this external_id.", schema: ledgerAccountDetailSchema },
    ...writeErrors,
  },
});

export const getChartHierarchyEndpoint = defineEndpoint({
  method: "GET",
  path: `${CHART}hierarchy/`,
  operationId: "getChartOfAccountsHierarchy",
  summary: "The chart of accounts as a tree",
  description: "Active root accounts, each with its active sub-accounts nested in `sub_accounts`.",
  tag: TAG,
  auth: "business",
  params: businessPathSchema,
  responses: { 200: { description: "The tree.", schema: chartHierarchySchema }, ...businessErrors },
});

export const getChartAccountEndpoint = defineEndpoint({
  method: "GET",
  path: `${CHART}{account_id}/`,
  operationId: "getChartAccount",
  summary: "Get an account (documented shape)",
  description: referenceNote,
  tag: TAG,
  auth: "business",
  params: ledgerAccountPathSchema,
  responses: { 200: { description: "The account.", schema: ledgerAccountDetailSchema }, ...businessErrors },
});

export const archiveChartAccountEndpoint = defineEndpoint({
  method: "DELETE",
  path: `${CHART}{account_id}/`,
  operationId: "archiveChartAccount",
  summary: "Archive an account",
  description:
    `${referenceNote} The account keeps its postings; new postings may not use it. 409, saying why, while its ` +
    "balance is not zero, it has active sub-accounts, a draft document or an active bank account uses it, or the " +
    "ledger posts to it (a system account).",
  tag: TAG,
  auth: "business",
  resourceType: "account",
  events: [{ type: "account.updated" }],
  params: ledgerAccountPathSchema,
  responses: {
    200: { description: "The archived account.", schema: ledgerAccountDetailSchema },
    ...writeErrors,
  },
});

export const createChildAccountEndpoint = defineEndpoint({
  method: "POST",
  path: `${CHART}{account_id}/children/`,
  operationId: "createChildAccount",
  summary: "Create a sub-account",
  description: `${referenceNote} The child takes the parent's subtype, group label and cash flow tag.`,
  tag: TAG,
  auth: "business",
  resourceType: "account",
  events: [{ type: "account.created", onStatus: 201 }],
  params: ledgerAccountPathSchema,
  body: createChildAccountSchema,
  responses: {
    201: { description: "Created.", schema: ledgerAccountDetailSchema },
    200: { description: "The account that already has this external_id.", schema: ledgerAccountDetailSchema },
    ...writeErrors,
  },
});

export const listAccountEntriesEndpoint = defineEndpoint({
  method: "GET",
  path: `${CHART}{account_id}/entries/`,
  operationId: "listAccountEntries",
  summary: "An account's journal lines with running balance",
  description: `${referenceNote} The general ledger report of one account: oldest first, balances on the normal side.`,
  tag: TAG,
  auth: "business",
  params: ledgerAccountPathSchema,
  query: accountEntriesQuerySchema,
  responses: { 200: { description: "A page of lines.", schema: generalLedgerSchema }, ...businessErrors },
});

export const listLedgerJournalEntriesEndpoint = defineEndpoint({
  method: "GET",
  path: "/v1/platform/businesses/{business_id}/general-ledger/journal-entries/",
  operationId: "listGeneralLedgerJournalEntries",
  summary: "List journal entries (documented shape)",
  description: "Newest first. Every entry is posted and approved; `created_by` is `manual` or `system`.",
  tag: TAG,
  auth: "business",
  params: businessPathSchema,
  query: listLedgerJournalEntriesQuerySchema,
  responses: {
    200: { description: "A page of entries.", schema: paginatedSchema(ledgerJournalEntrySummarySchema) },
    ...businessErrors,
  },
});

export const getLedgerJournalEntryEndpoint = defineEndpoint({
  method: "GET",
  path: "/v1/platform/businesses/{business_id}/general-ledger/journal-entries/{entry_id}/",
  operationId: "getGeneralLedgerJournalEntry",
  summary: "Get a journal entry (documented shape)",
  tag: TAG,
  auth: "business",
  params: z.object({ business_id: uuidSchema, entry_id: uuidSchema }),
  responses: {
    200: { description: "The entry with its lines.", schema: ledgerJournalEntrySchema },
    ...businessErrors,
  },
});

export const GENERAL_LEDGER_ENDPOINTS = [
  listChartOfAccountsEndpoint,
  createChartAccountEndpoint,
  getChartHierarchyEndpoint,
  getChartAccountEndpoint,
  archiveChartAccountEndpoint,
  createChildAccountEndpoint,
  listAccountEntriesEndpoint,
  listLedgerJournalEntriesEndpoint,
  getLedgerJournalEntryEndpoint,
] as const;
