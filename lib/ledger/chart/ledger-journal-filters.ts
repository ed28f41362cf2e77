import type { PaginationQuery } from "../../schemas/common";
import { JOURNAL_SOURCES } from "../../schemas/journal-source";
import type { ListLedgerJournalEntriesQuery } from "../../schemas/ledger-journal-entry";
import type { JournalEntryFilters } from "../list-journal-entries";

/**
 * The documented list's filters in the ledger's terms. Every entry here is posted and approved, made by a person
 * (`manual`) or by a document (`system`): asking for drafts, rejected or unposted entries, or for `ai` or `import`
 * ones, matches nothing (an empty source list).
 */
export function toJournalEntryFilters(query: ListLedgerJournalEntriesQuery): JournalEntryFilters {
  const page: PaginationQuery = { page: query.page, page_size: query.page_size };
  const matchesNothing =
    (query.status !== undefined && query.status !== "approved") ||
    query.is_posted === false ||
    query.created_by === "ai" ||
    query.created_by === "import";
  const source = matchesNothing
    ? []
    : query.created_by === "manual"
      ? ["manual" as const]
      : query.created_by === "system"
        ? JOURNAL_SOURCES.filter((value) => value !== "manual")
        : undefined;
  return {
    ...page,
    start_date: query.date_from,
    end_date: query.date_to,
    account_id: query.account_id,
    source,
    search: query.search,
  };
}
