import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { Page } from "../http/pagination";
import type { VendorCreditAllocationInput } from "../schemas/vendor-credit";
import type { VendorCreditResponse } from "../schemas/vendor-credit-response";
import { platformRequest, type QueryValue } from "./platform-client";

export const vendorCreditsKeys = {
  all: (businessId: string) => ["vendor-credits", businessId] as const,
  list: (businessId: string, query: Record<string, QueryValue>) =>
    [...vendorCreditsKeys.all(businessId), "list", query] as const,
  detail: (businessId: string, creditId: string) =>
    [...vendorCreditsKeys.all(businessId), "detail", creditId] as const,
};

/** Endpoint 9: a page of vendor credits, newest first; the previous page stays while the next one loads. */
export const vendorCreditListQuery = (businessId: string, query: Record<string, QueryValue>) =>
  queryOptions({
    queryKey: vendorCreditsKeys.list(businessId, query),
    queryFn: ({ signal }) =>
      platformRequest<Page<VendorCreditResponse>>(businessId, "/vendor-credits/", { query, signal }),
    placeholderData: keepPreviousData,
  });

export const vendorCreditQuery = (businessId: string, creditId: string) =>
  queryOptions({
    queryKey: vendorCreditsKeys.detail(businessId, creditId),
    queryFn: ({ signal }) =>
      platformRequest<VendorCreditResponse>(businessId, `/vendor-credits/${creditId}/`, { signal }),
  });

/** Endpoint 10 with `allocations` only: the set replaces the credit's allocations (a bill left out is unapplied). */
export const saveVendorCreditAllocations = (
  businessId: string,
  creditId: string,
  allocations: VendorCreditAllocationInput[],
  version: string,
) =>
  platformRequest<VendorCreditResponse>(businessId, `/vendor-credits/${creditId}/`, {
    method: "PUT",
    body: { allocations },
    headers: { "If-Match": `"${version}"` },
  });
