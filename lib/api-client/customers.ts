import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import type { paginatedSchema } from "../schemas/common";
import type { CustomerResponse, customerSchema } from "../schemas/customer";
import { platformRequest } from "./platform-client";

export type CustomerPage = z.output<ReturnType<typeof paginatedSchema<typeof customerSchema>>>;

export const customersKeys = {
  all: (businessId: string) => ["customers", businessId] as const,
  search: (businessId: string, search: string) =>
    [...customersKeys.all(businessId), "search", search] as const,
  detail: (businessId: string, customerId: string) =>
    [...customersKeys.all(businessId), "detail", customerId] as const,
};

/** The first customers whose name, e-mail or external id contains `search` (all of them when it is empty). */
export const customerSearchQuery = (businessId: string, search: string) =>
  queryOptions({
    queryKey: customersKeys.search(businessId, search),
    queryFn: ({ signal }) =>
      platformRequest<CustomerPage>(businessId, "/customers/", {
        query: { search: search || undefined, page_size: 50 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** One customer, for a filter that names one not among the search results (a copied link). */
export const customerQuery = (businessId: string, customerId: string) =>
  queryOptions({
    queryKey: customersKeys.detail(businessId, customerId),
    queryFn: ({ signal }) =>
      platformRequest<CustomerResponse>(businessId, `/customers/${customerId}/`, { signal }),
  });
