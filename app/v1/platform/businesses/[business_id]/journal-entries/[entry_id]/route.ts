import { getJournalEntryEndpoint } from "@/lib/contracts/journal-entries";
import { apiRoute, handle } from "@/lib/http/route";
import { getJournalEntry } from "@/lib/ledger/get-journal-entry";
import { serializeJournalEntry } from "@/lib/ledger/journal-entry-serializer";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(getJournalEntryEndpoint, async ({ db, business, params }) => ({
    body: serializeJournalEntry(await getJournalEntry(db, business.id, params.entry_id)),
  })),
});
