import { createJournalEntryEndpoint, listJournalEntriesEndpoint } from "@/lib/contracts/journal-entries";
import { toPage } from "@/lib/http/pagination";
import { apiRoute, handle } from "@/lib/http/route";
import { serializeJournalEntry } from "@/lib/ledger/journal-entry-serializer";
import { listJournalEntries } from "@/lib/ledger/list-journal-entries";
import { postManualJournalEntry } from "@/lib/ledger/post-manual-journal-entry";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(listJournalEntriesEndpoint, async ({ db, business, query }) => {
    const { entries, total } = await listJournalEntries(db, business.id, query);
    return { body: toPage(query, total, entries.map(serializeJournalEntry)) };
  }),
  POST: handle(createJournalEntryEndpoint, async ({ db, business, body }) => ({
    status: 201,
    body: serializeJournalEntry(await postManualJournalEntry(db, business.id, body)),
  })),
});
