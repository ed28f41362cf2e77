import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { AccountResponse } from "../schemas/account";
import type { ApAging } from "../schemas/ap-aging";
import type { BillResponse } from "../schemas/bill";
import { platformRequest } from "./platform-client";

export interface ApAgingParams {
  as_of_date: string;
  group_by: "vendor" | "total";
}

interface Page<T> {
  count: number;
  results: T[];
}

export const AP_AGING_PATH = "/insights/ap-aging/";

export const apAgingKeys = {
  all: (businessId: string) => ["ap-aging", businessId] as const,
  report: (businessId: string, params: ApAgingParams) => [...apAgingKeys.all(businessId), params] as const,
  vendorBills: (businessId: string, vendorId: string) =>
    [...apAgingKeys.all(businessId), "vendor-bills", vendorId] as const,
  payablesAccount: (businessId: string) => [...apAgingKeys.all(businessId), "payables-account"] as const,
};

export const apAgingQuery = (businessId: string, params: ApAgingParams) =>
  queryOptions({
    queryKey: apAgingKeys.report(businessId, params),
    queryFn: async ({ signal }) => {
      const [aging] = await platformRequest<ApAging[]>(businessId, AP_AGING_PATH, {
        query: { ...params },
        signal,
      });
      if (!aging) throw new Error("The aging response held no report.");
      return aging;
    },
    placeholderData: keepPreviousData,
  });

/** The bills of one vendor that still have something to pay: what an aging row is made of. */
export const vendorOpenBillsQuery = (businessId: string, vendorId: string) =>
  queryOptions({
    queryKey: apAgingKeys.vendorBills(businessId, vendorId),
    queryFn: ({ signal }) =>
      platformRequest<Page<BillResponse>>(businessId, "/bills/", {
        query: {
          vendor_id: vendorId,
          status: ["received", "partially_paid"],
          sort: "due_at",
          page_size: 100,
        },
        signal,
      }),
  });

/**
 * The accounts-payable account (found by its system role, never by code): the aging's total equals its balance, so
 * the total links to its general ledger.
 */
export const payablesAccountQuery = (businessId: string) =>
  queryOptions({
    queryKey: apAgingKeys.payablesAccount(businessId),
    queryFn: async ({ signal }) => {
      const page = await platformRequest<Page<AccountResponse>>(businessId, "/accounts/", {
        query: { classification: "current_liability", page_size: 100 },
        signal,
      });
      return page.results.find((account) => account.system_role === "accounts_payable") ?? null;
    },
    staleTime: 10 * 60_000,
  });
