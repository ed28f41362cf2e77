import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { JournalEntryResponse } from "../schemas/journal-entry";
import type { ApiPage } from "./page";
import { platformRequest } from "./platform-client";

export interface JournalFilters {
  start_date?: string;
  end_date?: string;
  account_id?: string;
  page: number;
}

export const journalKeys = {
  all: (businessId: string) => ["journal-entries", businessId] as const,
  list: (businessId: string, filters: JournalFilters) =>
    [...journalKeys.all(businessId), "list", filters] as const,
};

export const journalEntriesQuery = (businessId: string, filters: JournalFilters) =>
  queryOptions({
    queryKey: journalKeys.list(businessId, filters),
    queryFn: ({ signal }) =>
      platformRequest<ApiPage<JournalEntryResponse>>(businessId, "/journal-entries/", {
        query: { ...filters, page_size: 25 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
