import { getLedgerJournalEntryEndpoint } from "@/lib/contracts/general-ledger";
import { apiRoute, handle } from "@/lib/http/route";
import { serializeLedgerJournalEntry } from "@/lib/ledger/chart/ledger-journal-entry-serializer";
import { getJournalEntry } from "@/lib/ledger/get-journal-entry";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(getLedgerJournalEntryEndpoint, async ({ db, business, params }) => ({
    body: serializeLedgerJournalEntry(
      await getJournalEntry(db, business.id, params.entry_id),
      business.baseCurrency,
    ),
  })),
});
