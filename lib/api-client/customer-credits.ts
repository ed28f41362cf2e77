import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { Page } from "../http/pagination";
import type { CustomerCreditAllocationInput } from "../schemas/customer-credit";
import type { CustomerCreditResponse } from "../schemas/customer-credit-response";
import { platformRequest, type QueryValue } from "./platform-client";

export const customerCreditsKeys = {
  all: (businessId: string) => ["customer-credits", businessId] as const,
  list: (businessId: string, query: Record<string, QueryValue>) =>
    [...customerCreditsKeys.all(businessId), "list", query] as const,
  detail: (businessId: string, creditId: string) =>
    [...customerCreditsKeys.all(businessId), "detail", creditId] as const,
};

/** Endpoint 11: a page of customer credits, newest first; the previous page stays while the next one loads. */
export const customerCreditListQuery = (businessId: string, query: Record<string, QueryValue>) =>
  queryOptions({
    queryKey: customerCreditsKeys.list(businessId, query),
    queryFn: ({ signal }) =>
      platformRequest<Page<CustomerCreditResponse>>(businessId, "/customer-credits/", { query, signal }),
    placeholderData: keepPreviousData,
  });

export const customerCreditQuery = (businessId: string, creditId: string) =>
  queryOptions({
    queryKey: customerCreditsKeys.detail(businessId, creditId),
    queryFn: ({ signal }) =>
      platformRequest<CustomerCreditResponse>(businessId, `/customer-credits/${creditId}/`, { signal }),
  });

/** PUT with `allocations` only, if the credit is still at `version` (its updated_at; 412 otherwise): the set replaces the credit's allocations (an invoice left out is unapplied). */
export const saveCustomerCreditAllocations = (
  businessId: string,
  creditId: string,
  allocations: CustomerCreditAllocationInput[],
  version: string,
) =>
  platformRequest<CustomerCreditResponse>(businessId, `/customer-credits/${creditId}/`, {
    method: "PUT",
    body: { allocations },
    headers: { "If-Match": `"${version}"` },
  });
