import { z } from "zod";
import { defineEndpoint } from "../http/endpoint";
import { apAgingQuerySchema, apAgingSchema } from "../schemas/ap-aging";
import { arAgingQuerySchema, arAgingSchema } from "../schemas/ar-aging";
import { businessPathSchema } from "../schemas/business";
import {
  expenseBreakdownQuerySchema,
  expenseBreakdownSchema,
  financialSummaryQuerySchema,
  financialSummarySchema,
} from "../schemas/insights";
import { businessErrors } from "./responses";

export const apAgingEndpoint = defineEndpoint({
  method: "GET",
  path: "/v1/platform/businesses/{business_id}/insights/ap-aging/",
  operationId: "getApAging",
  summary: "Accounts-payable aging (endpoint 14)",
  description:
    "What the business owed its vendors at the end of `as_of_date`, in base currency, by days past due. Bills count " +
    "when approved on or before the date and not voided by then, less payments and credit allocations dated on or " +
    "before it; received credits not yet applied count negative in the vendor's `current` bucket, so the total " +
    "equals the accounts-payable balance of the balance sheet. Vendors by total outstanding descending, then name; " +
    "`group_by=total` returns `vendors: []`. The response is an array holding one object.",
  tag: "Insights",
  auth: "business",
  params: businessPathSchema,
  query: apAgingQuerySchema,
  csv: {
    description:
      "Columns vendor_id, vendor_name, current_cents, days_1_30_cents, days_31_60_cents, days_61_90_cents, " +
      "over_90_days_cents, total_outstanding_cents: one row per vendor, then a total row.",
  },
  responses: { 200: { description: "The aging.", schema: z.array(apAgingSchema) }, ...businessErrors },
});

export const arAgingEndpoint = defineEndpoint({
  method: "GET",
  path: "/v1/platform/businesses/{business_id}/insights/ar-aging/",
  operationId: "getArAging",
  summary: "Accounts-receivable aging",
  description:
    "The mirror of AP aging: what customers owed the business at the end of `as_of_date`, in base currency, by " +
    "days past the invoices' due dates. Invoices count when sent (their ledger entry dated) on or before the date and " +
    "not voided by then, less completed payments, credit allocations and write-offs dated on or before it; sent " +
    "credits not yet applied count negative in the customer's `current` bucket, so the total equals the " +
    "accounts-receivable balance of the balance sheet. Customers by total outstanding descending, then name; " +
    "`group_by=total` returns `customers: []`. The response is an array holding one object.",
  tag: "Insights",
  auth: "business",
  params: businessPathSchema,
  query: arAgingQuerySchema,
  csv: {
    description:
      "Columns customer_id, customer_name, current_cents, days_1_30_cents, days_31_60_cents, days_61_90_cents, " +
      "over_90_days_cents, total_outstanding_cents: one row per customer, then a total row.",
  },
  responses: { 200: { description: "The aging.", schema: z.array(arAgingSchema) }, ...businessErrors },
});

export const financialSummaryEndpoint = defineEndpoint({
  method: "GET",
  path: "/v1/platform/businesses/{business_id}/insights/financial-summary/",
  operationId: "getFinancialSummary",
  summary: "Financial summary with trends",
  description:
    "Revenue, expenses and net profit for `start_date`..`end_date` (both required, inclusive), in total and per " +
    "calendar month, quarter or year (`granularity`, default monthly); the first and last periods are cut to the " +
    "range, so the trends add up to the summary. Revenue counts every revenue-type account (revenue, other " +
    "operating income, finance income), expenses every expense-type account (direct costs, operating expenses, " +
    "finance costs, income tax), so net profit equals the profit and loss's for the same range. At most 120 " +
    "periods. The response is an array holding one object.",
  tag: "Insights",
  auth: "business",
  params: businessPathSchema,
  query: financialSummaryQuerySchema,
  responses: {
    200: { description: "The summary.", schema: z.array(financialSummarySchema) },
    ...businessErrors,
  },
});

export const expenseBreakdownEndpoint = defineEndpoint({
  method: "GET",
  path: "/v1/platform/businesses/{business_id}/insights/expense-breakdown/",
  operationId: "getExpenseBreakdown",
  summary: "Expenses by category and account",
  description:
    "What the business spent in `start_date`..`end_date` (both required, inclusive): each expense subtype (the " +
    "category) with a movement, largest first, with its accounts, each with its share of the total in percent. " +
    "`total_expenses_cents` equals the financial summary's `total_expenses_cents` for the same range. The response " +
    "is an array holding one object.",
  tag: "Insights",
  auth: "business",
  params: businessPathSchema,
  query: expenseBreakdownQuerySchema,
  responses: {
    200: { description: "The breakdown.", schema: z.array(expenseBreakdownSchema) },
    ...businessErrors,
  },
});
