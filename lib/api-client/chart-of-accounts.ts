import { queryOptions } from "@tanstack/react-query";
import type { ChartHierarchy } from "../schemas/ledger-account";
import { platformRequest } from "./platform-client";

export const chartOfAccountsKeys = {
  all: (businessId: string) => ["chart-of-accounts", businessId] as const,
  hierarchy: (businessId: string) => [...chartOfAccountsKeys.all(businessId), "hierarchy"] as const,
};

/** The chart as a tree with each account's balance (its sub-accounts included). */
export const chartHierarchyQuery = (businessId: string) =>
  queryOptions({
    queryKey: chartOfAccountsKeys.hierarchy(businessId),
    queryFn: ({ signal }) =>
      platformRequest<ChartHierarchy>(businessId, "/general-ledger/chart-of-accounts/hierarchy/", { signal }),
  });
