import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { AccountResponse } from "../schemas/account";
import type { ArAging } from "../schemas/ar-aging";
import type { ExpenseBreakdown, FinancialSummary } from "../schemas/insights";
import type { InvoiceResponse } from "../schemas/invoice";
import { platformRequest } from "./platform-client";

export interface DateRange {
  start_date: string;
  end_date: string;
}

export const INSIGHT_PATHS = {
  arAging: "/insights/ar-aging/",
  expenseBreakdown: "/insights/expense-breakdown/",
  financialSummary: "/insights/financial-summary/",
} as const;

export const insightKeys = {
  all: (businessId: string) => ["insights", businessId] as const,
  financialSummary: (businessId: string, range: DateRange) =>
    [...insightKeys.all(businessId), "financial-summary", range] as const,
  expenseBreakdown: (businessId: string, range: DateRange) =>
    [...insightKeys.all(businessId), "expense-breakdown", range] as const,
  arAging: (businessId: string, params: ArAgingParams) =>
    [...insightKeys.all(businessId), "ar-aging", params] as const,
};

export interface ArAgingParams {
  as_of_date: string;
  group_by: "customer" | "total";
}

/** Every insight route answers an array holding one object (like the reports); the page wants the object. */
async function single<T>(request: Promise<T[]>): Promise<T> {
  const [report] = await request;
  if (!report) throw new Error("The insight response held no report.");
  return report;
}

/** Revenue, expenses and profit over the range, per calendar month. */
export const financialSummaryQuery = (businessId: string, range: DateRange) =>
  queryOptions({
    queryKey: insightKeys.financialSummary(businessId, range),
    queryFn: ({ signal }) =>
      single(
        platformRequest<FinancialSummary[]>(businessId, INSIGHT_PATHS.financialSummary, {
          query: { ...range, granularity: "monthly" },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const expenseBreakdownQuery = (businessId: string, range: DateRange) =>
  queryOptions({
    queryKey: insightKeys.expenseBreakdown(businessId, range),
    queryFn: ({ signal }) =>
      single(
        platformRequest<ExpenseBreakdown[]>(businessId, INSIGHT_PATHS.expenseBreakdown, {
          query: { ...range },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const arAgingQuery = (businessId: string, params: ArAgingParams) =>
  queryOptions({
    queryKey: insightKeys.arAging(businessId, params),
    queryFn: ({ signal }) =>
      single(platformRequest<ArAging[]>(businessId, INSIGHT_PATHS.arAging, { query: { ...params }, signal })),
    placeholderData: keepPreviousData,
  });

/** The invoices of one customer that still have something to collect: what an AR aging row is made of. */
export const customerOpenInvoicesQuery = (businessId: string, customerId: string) =>
  queryOptions({
    queryKey: [...insightKeys.all(businessId), "customer-invoices", customerId] as const,
    queryFn: ({ signal }) =>
      platformRequest<{ count: number; results: InvoiceResponse[] }>(businessId, "/invoices/", {
        query: { customer_id: customerId, status: ["sent", "partially_paid", "overdue"], page_size: 100 },
        signal,
      }),
  });

/** The accounts-receivable account (by its system role): the AR aging's total equals its balance. */
export const receivablesAccountQuery = (businessId: string) =>
  queryOptions({
    queryKey: [...insightKeys.all(businessId), "receivables-account"] as const,
    queryFn: async ({ signal }) => {
      const page = await platformRequest<{ results: AccountResponse[] }>(businessId, "/accounts/", {
        query: { classification: "current_asset", page_size: 100 },
        signal,
      });
      return page.results.find((account) => account.system_role === "accounts_receivable") ?? null;
    },
    staleTime: 10 * 60_000,
  });
