import { queryOptions } from "@tanstack/react-query";
import type { Page } from "../http/pagination";
import type { AccountResponse } from "../schemas/account";
import type { AccountClassification } from "../schemas/account-classification";
import { platformRequest } from "./platform-client";

/** What a bill line can be booked to: costs, and assets bought on credit (equipment, prepayments, stock). */
export const BILL_LINE_CLASSIFICATIONS: readonly AccountClassification[] = [
  "expense",
  "cost_of_sales",
  "current_asset",
  "non_current_asset",
];

export const accountsKeys = {
  all: (businessId: string) => ["accounts", businessId] as const,
  byClassification: (businessId: string, classifications: readonly AccountClassification[]) =>
    [...accountsKeys.all(businessId), "classification", classifications.join(",")] as const,
};

/** The chart of accounts in the given classifications (the API's largest page: a chart rarely has more). */
export const accountsQuery = (businessId: string, classifications: readonly AccountClassification[]) =>
  queryOptions({
    queryKey: accountsKeys.byClassification(businessId, classifications),
    queryFn: ({ signal }) =>
      platformRequest<Page<AccountResponse>>(businessId, "/accounts/", {
        query: { classification: classifications, page_size: 100 },
        signal,
      }),
    staleTime: 5 * 60_000,
  });
