import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { Page } from "../http/pagination";
import type { VendorResponse } from "../schemas/vendor";
import { platformRequest } from "./platform-client";

export const vendorsKeys = {
  all: (businessId: string) => ["vendors", businessId] as const,
  search: (businessId: string, search: string) => [...vendorsKeys.all(businessId), "search", search] as const,
  detail: (businessId: string, vendorId: string) =>
    [...vendorsKeys.all(businessId), "detail", vendorId] as const,
};

export const vendorQuery = (businessId: string, vendorId: string) =>
  queryOptions({
    queryKey: vendorsKeys.detail(businessId, vendorId),
    queryFn: ({ signal }) => platformRequest<VendorResponse>(businessId, `/vendors/${vendorId}/`, { signal }),
  });

/** Active vendors whose name, e-mail or external id contains `search` (all of them, first 50, when it is empty). */
export const vendorSearchQuery = (businessId: string, search: string) =>
  queryOptions({
    queryKey: vendorsKeys.search(businessId, search),
    queryFn: ({ signal }) =>
      platformRequest<Page<VendorResponse>>(businessId, "/vendors/", {
        query: { search: search.trim(), status: "active", page_size: 50 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
