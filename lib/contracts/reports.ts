import { z } from "zod";
import { defineEndpoint } from "../http/endpoint";
import { businessPathSchema } from "../schemas/business";
import { generalLedgerSchema, trialBalanceSchema } from "../schemas/ledger-report";
import { balanceSheetSchema, cashFlowSchema, profitAndLossSchema } from "../schemas/report";
import {
  asOfReportQuerySchema,
  balanceSheetQuerySchema,
  generalLedgerQuerySchema,
  periodReportQuerySchema,
} from "../schemas/report-query";
import { businessErrors } from "./responses";

const reports = "/v1/platform/businesses/{business_id}/reports";
const tag = "Reports";
const groupCsv =
  "Columns section, account_id, account_code, account_name, value_cents: each group's line items and total, then " +
  "the summary totals.";
const traced =
  "Every line item carries its account_id: `GET /general-ledger/?account_id=` lists the entries behind it.";

export const balanceSheetEndpoint = defineEndpoint({
  method: "GET",
  path: `${reports}/balance-sheet/`,
  operationId: "getBalanceSheet",
  summary: "Balance sheet (endpoint 12)",
  description:
    "At the end of `as_of_date`, in base currency, grouped by account classification. Liabilities and equity are " +
    "positive credits. Retained earnings add a line `Profit or loss to date` (account_id null): every revenue, cost " +
    "of sales, expense and other income up to the date. `net_assets_cents` = assets − liabilities = " +
    `total_equity_cents. \`summary\` returns group totals with empty line_items. ${traced} An array holding one object.`,
  tag,
  auth: "business",
  params: businessPathSchema,
  query: balanceSheetQuerySchema,
  csv: { description: groupCsv },
  responses: {
    200: { description: "The balance sheet.", schema: z.array(balanceSheetSchema) },
    ...businessErrors,
  },
});

export const cashFlowEndpoint = defineEndpoint({
  method: "GET",
  path: `${reports}/cash-flow/`,
  operationId: "getCashFlow",
  summary: "Cash flow statement, indirect method (endpoint 13)",
  description:
    "From `start_date` to `end_date` inclusive. Opening cash is the cash_equivalent accounts at the end of the day " +
    "before start_date, closing cash at the end of end_date. Operating = net profit + non-cash adjustments " +
    "(depreciation and other non_cash accounts; disposal gains and losses moved to investing) + working-capital " +
    "changes; investing and financing transactions without cash are left out (IAS 7 ¶43). Every line was classified " +
    `when posted, so \`reconciles\` is true for every period. Sections are in the detailed view only. ${traced} ` +
    "An array holding one object.",
  tag,
  auth: "business",
  params: businessPathSchema,
  query: periodReportQuerySchema,
  csv: { description: groupCsv },
  responses: { 200: { description: "The statement.", schema: z.array(cashFlowSchema) }, ...businessErrors },
});

export const profitAndLossEndpoint = defineEndpoint({
  method: "GET",
  path: `${reports}/profit-and-loss/`,
  operationId: "getProfitAndLoss",
  summary: "Profit and loss",
  description:
    "From `start_date` to `end_date` inclusive: revenue, cost of sales, gross profit, expenses, other income and net " +
    `profit, income and costs both as positive amounts. ${traced} An array holding one object.`,
  tag,
  auth: "business",
  params: businessPathSchema,
  query: periodReportQuerySchema,
  csv: { description: groupCsv },
  responses: {
    200: { description: "The profit and loss.", schema: z.array(profitAndLossSchema) },
    ...businessErrors,
  },
});

export const trialBalanceEndpoint = defineEndpoint({
  method: "GET",
  path: `${reports}/trial-balance/`,
  operationId: "getTrialBalance",
  summary: "Trial balance",
  description:
    "Every account with a non-zero balance at the end of `as_of_date`, as a debit or a credit, in code order; " +
    "profit and loss accounts since the first entry. The totals are equal. An array holding one object.",
  tag,
  auth: "business",
  params: businessPathSchema,
  query: asOfReportQuerySchema,
  csv: {
    description:
      "Columns account_id, account_code, account_name, classification, debit_cents, credit_cents; a total row.",
  },
  responses: {
    200: { description: "The trial balance.", schema: z.array(trialBalanceSchema) },
    ...businessErrors,
  },
});

export const generalLedgerEndpoint = defineEndpoint({
  method: "GET",
  path: "/v1/platform/businesses/{business_id}/general-ledger/",
  operationId: "getGeneralLedger",
  summary: "General ledger of one account",
  description:
    "The account's journal lines dated in the range, oldest first (date, then posting order), each with its entry, " +
    "source document and the running balance; the envelope adds the balance before start_date and at the end of " +
    "end_date. Balances are on the account's normal side. An account_id that is not this business's is 400.",
  tag,
  auth: "business",
  params: businessPathSchema,
  query: generalLedgerQuerySchema,
  csv: {
    description:
      "Columns entry_date, entry_id, line_no, source, source_id, memo, description, debit_cents, credit_cents, " +
      "running_balance_cents, flow_class: the page's lines between an opening and a closing balance row.",
  },
  responses: {
    200: { description: "A page of the account's lines.", schema: generalLedgerSchema },
    ...businessErrors,
  },
});
