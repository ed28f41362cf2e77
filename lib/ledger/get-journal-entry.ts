import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { journalEntries } from "../db/schema";
import { ApiError } from "../http/api-error";
import type { JournalEntryWithLines } from "./journal-entry-serializer";
import { withLines } from "./load-journal-lines";

/** One entry of the business with its lines; 404 for an entry of another business or none at all. */
export async function getJournalEntry(
  db: Db,
  businessId: string,
  entryId: string,
): Promise<JournalEntryWithLines> {
  const [entry] = await db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.businessId, businessId), eq(journalEntries.id, entryId)));
  if (!entry) throw ApiError.notFound("Journal entry");
  const [withItsLines] = await withLines(db, businessId, [entry]);
  return withItsLines!;
}
