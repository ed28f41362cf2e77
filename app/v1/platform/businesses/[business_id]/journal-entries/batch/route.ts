import { createJournalEntriesBatchEndpoint } from "@/lib/contracts/batch-imports";
import { eachInSavepoint } from "@/lib/db/each-in-savepoint";
import { runBatch } from "@/lib/http/batch";
import { apiRoute, handle } from "@/lib/http/route";
import { serializeJournalEntry } from "@/lib/ledger/journal-entry-serializer";
import { postManualJournalEntry } from "@/lib/ledger/post-manual-journal-entry";
import { createJournalEntrySchema } from "@/lib/schemas/journal-entry";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(createJournalEntriesBatchEndpoint, async ({ requestId, db, business, body, auditItems }) => ({
    body: await runBatch({
      items: body.items,
      schema: createJournalEntrySchema,
      requestId,
      // Each entry through postManualJournalEntry in a savepoint of its own, with its audit event.
      store: async (inputs) =>
        (
          await eachInSavepoint(db, inputs, async (savepoint, input) => {
            const entry = await postManualJournalEntry(savepoint, business.id, input);
            await auditItems(savepoint, [{ body: input, status: 201, resourceId: entry.id }]);
            return entry;
          })
        ).map((outcome) => ("error" in outcome ? outcome : { status: 201, resource: outcome.value })),
      serialize: async (entries) => entries.map(serializeJournalEntry),
    }),
  })),
});
