import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { JournalEntryResponse } from "../schemas/journal-entry";
import type { GeneralLedger } from "../schemas/ledger-report";
import { platformRequest } from "./platform-client";

export interface GeneralLedgerParams {
  account_id: string;
  start_date?: string;
  end_date?: string;
  page: number;
}

export const GENERAL_LEDGER_PATH = "/general-ledger/";
export const LEDGER_PAGE_SIZE = 50;

export const generalLedgerKeys = {
  all: (businessId: string) => ["general-ledger", businessId] as const,
  lines: (businessId: string, params: GeneralLedgerParams) =>
    [...generalLedgerKeys.all(businessId), "lines", params] as const,
  entry: (businessId: string, entryId: string) =>
    [...generalLedgerKeys.all(businessId), "entry", entryId] as const,
};

export const generalLedgerQuery = (businessId: string, params: GeneralLedgerParams) =>
  queryOptions({
    queryKey: generalLedgerKeys.lines(businessId, params),
    queryFn: ({ signal }) =>
      platformRequest<GeneralLedger>(businessId, GENERAL_LEDGER_PATH, {
        query: { ...params, page_size: LEDGER_PAGE_SIZE },
        signal,
      }),
    // Paging keeps the current lines on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

/** One journal entry with all its lines: the other side of a ledger line. */
export const journalEntryQuery = (businessId: string, entryId: string) =>
  queryOptions({
    queryKey: generalLedgerKeys.entry(businessId, entryId),
    queryFn: ({ signal }) =>
      platformRequest<JournalEntryResponse>(businessId, `/journal-entries/${entryId}/`, { signal }),
    staleTime: Infinity,
  });
