import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { DetailLevel } from "../schemas/report-query";
import type { BalanceSheet, CashFlow, ProfitAndLoss } from "../schemas/report";
import { platformRequest } from "./platform-client";

export interface AsOfParams {
  as_of_date: string;
  detail_level: DetailLevel;
}

export interface PeriodParams {
  start_date: string;
  end_date: string;
  detail_level: DetailLevel;
}

/** API paths of the statements; the CSV download uses the same path with `format=csv`. */
export const REPORT_PATHS = {
  balanceSheet: "/reports/balance-sheet/",
  cashFlow: "/reports/cash-flow/",
  profitAndLoss: "/reports/profit-and-loss/",
} as const;

export const reportKeys = {
  all: (businessId: string) => ["reports", businessId] as const,
  balanceSheet: (businessId: string, params: AsOfParams) =>
    [...reportKeys.all(businessId), "balance-sheet", params] as const,
  cashFlow: (businessId: string, params: PeriodParams) =>
    [...reportKeys.all(businessId), "cash-flow", params] as const,
  profitAndLoss: (businessId: string, params: PeriodParams) =>
    [...reportKeys.all(businessId), "profit-and-loss", params] as const,
};

/** Every report route answers an array holding one object (spec); the page wants the object. */
async function single<T>(request: Promise<T[]>): Promise<T> {
  const [report] = await request;
  if (!report) throw new Error("The report response held no report.");
  return report;
}

export const balanceSheetQuery = (businessId: string, params: AsOfParams) =>
  queryOptions({
    queryKey: reportKeys.balanceSheet(businessId, params),
    queryFn: ({ signal }) =>
      single(
        platformRequest<BalanceSheet[]>(businessId, REPORT_PATHS.balanceSheet, {
          query: { ...params },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const cashFlowQuery = (businessId: string, params: PeriodParams) =>
  queryOptions({
    queryKey: reportKeys.cashFlow(businessId, params),
    queryFn: ({ signal }) =>
      single(
        platformRequest<CashFlow[]>(businessId, REPORT_PATHS.cashFlow, { query: { ...params }, signal }),
      ),
    placeholderData: keepPreviousData,
  });

export const profitAndLossQuery = (businessId: string, params: PeriodParams) =>
  queryOptions({
    queryKey: reportKeys.profitAndLoss(businessId, params),
    queryFn: ({ signal }) =>
      single(
        platformRequest<ProfitAndLoss[]>(businessId, REPORT_PATHS.profitAndLoss, {
          query: { ...params },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
