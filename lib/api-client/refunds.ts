import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { Page } from "../http/pagination";
import type { RefundPaymentResponse } from "../schemas/refund-payment";
import type { RefundResponse } from "../schemas/refund-response";
import { fetchAllPages } from "./all-pages";
import { platformRequest, type QueryValue } from "./platform-client";

export const refundsKeys = {
  all: (businessId: string) => ["refunds", businessId] as const,
  list: (businessId: string, query: Record<string, QueryValue>) =>
    [...refundsKeys.all(businessId), "list", query] as const,
  detail: (businessId: string, refundId: string) =>
    [...refundsKeys.all(businessId), "detail", refundId] as const,
  payments: (businessId: string, refundId: string) =>
    [...refundsKeys.detail(businessId, refundId), "payments"] as const,
};

/** Endpoint 7: a page of refunds (default order newest first). */
export const refundListQuery = (businessId: string, query: Record<string, QueryValue>) =>
  queryOptions({
    queryKey: refundsKeys.list(businessId, query),
    queryFn: ({ signal }) =>
      platformRequest<Page<RefundResponse>>(businessId, "/invoices/refunds/", { query, signal }),
    placeholderData: keepPreviousData,
  });

export const refundQuery = (businessId: string, refundId: string) =>
  queryOptions({
    queryKey: refundsKeys.detail(businessId, refundId),
    queryFn: ({ signal }) =>
      platformRequest<RefundResponse>(businessId, `/invoices/refunds/${refundId}/`, { signal }),
  });

/** Endpoint 8: every payment of one refund, oldest first. */
export const refundPaymentsQuery = (businessId: string, refundId: string) =>
  queryOptions({
    queryKey: refundsKeys.payments(businessId, refundId),
    queryFn: ({ signal }) =>
      fetchAllPages<RefundPaymentResponse>(businessId, `/invoices/refunds/${refundId}/payments/`, {}, signal),
  });
