import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { Page } from "../http/pagination";
import type { PayoutResponse } from "../schemas/payout";
import { platformRequest, type QueryValue } from "./platform-client";

export const payoutsKeys = {
  all: (businessId: string) => ["payouts", businessId] as const,
  list: (businessId: string, query: Record<string, QueryValue>) =>
    [...payoutsKeys.all(businessId), "list", query] as const,
  detail: (businessId: string, payoutId: string) =>
    [...payoutsKeys.all(businessId), "detail", payoutId] as const,
};

/** Endpoint 6: a page of payouts, newest import first. */
export const payoutListQuery = (businessId: string, query: Record<string, QueryValue>) =>
  queryOptions({
    queryKey: payoutsKeys.list(businessId, query),
    queryFn: ({ signal }) =>
      platformRequest<Page<PayoutResponse>>(businessId, "/payouts/", { query, signal }),
    placeholderData: keepPreviousData,
  });

export const payoutQuery = (businessId: string, payoutId: string) =>
  queryOptions({
    queryKey: payoutsKeys.detail(businessId, payoutId),
    queryFn: ({ signal }) => platformRequest<PayoutResponse>(businessId, `/payouts/${payoutId}/`, { signal }),
  });
