import { listLedgerJournalEntriesEndpoint } from "@/lib/contracts/general-ledger";
import { toPage } from "@/lib/http/pagination";
import { apiRoute, handle } from "@/lib/http/route";
import { toJournalEntryFilters } from "@/lib/ledger/chart/ledger-journal-filters";
import { serializeLedgerJournalEntrySummary } from "@/lib/ledger/chart/ledger-journal-entry-serializer";
import { listJournalEntries } from "@/lib/ledger/list-journal-entries";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(listLedgerJournalEntriesEndpoint, async ({ db, business, query }) => {
    const { entries, total } = await listJournalEntries(db, business.id, toJournalEntryFilters(query));
    const results = entries.map((entry) => serializeLedgerJournalEntrySummary(entry, business.baseCurrency));
    return { body: toPage(query, total, results) };
  }),
});
