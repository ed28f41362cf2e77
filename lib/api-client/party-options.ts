import { queryOptions } from "@tanstack/react-query";
import type { Page } from "../http/pagination";
import { platformRequest } from "./platform-client";

export interface PartyOption {
  id: string;
  display_name: string;
}

/**
 * The first hundred vendors or customers the API lists, sorted by name, for a filter's picker. A business with more still filters by the
 * list's free-text search, which matches the party's name too.
 */
const partyOptionsQuery = (businessId: string, resource: "vendors" | "customers") =>
  queryOptions({
    queryKey: [resource, businessId, "options"] as const,
    queryFn: async ({ signal }) => {
      const page = await platformRequest<Page<PartyOption>>(businessId, `/${resource}/`, {
        query: { page_size: 100 },
        signal,
      });
      return page.results
        .map(({ id, display_name }) => ({ id, display_name }))
        .sort((a, b) => a.display_name.localeCompare(b.display_name));
    },
    staleTime: 5 * 60_000,
  });

export const vendorOptionsQuery = (businessId: string) => partyOptionsQuery(businessId, "vendors");
export const customerOptionsQuery = (businessId: string) => partyOptionsQuery(businessId, "customers");
