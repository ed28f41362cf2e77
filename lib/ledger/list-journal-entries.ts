import { and, count, desc, eq, gte, inArray, lte, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { journalEntries, journalLines } from "../db/schema";
import { pageOffset } from "../http/pagination";
import type { ListJournalEntriesQuery } from "../schemas/journal-entry";
import { withLines } from "./load-journal-lines";

/**
 * A page of the business's entries with their lines, newest first (entry date, then creation, then id for a stable
 * order), with the total for the envelope. Date bounds are inclusive.
 */
export async function listJournalEntries(db: Db, businessId: string, filters: ListJournalEntriesQuery) {
  const conditions: SQL[] = [eq(journalEntries.businessId, businessId)];
  if (filters.start_date) conditions.push(gte(journalEntries.entryDate, filters.start_date));
  if (filters.end_date) conditions.push(lte(journalEntries.entryDate, filters.end_date));
  if (filters.source) conditions.push(inArray(journalEntries.source, filters.source));
  if (filters.account_id) {
    // Lines carry the entry date, so the (business, account, date) index answers this alone.
    const lineConditions: SQL[] = [
      eq(journalLines.businessId, businessId),
      eq(journalLines.accountId, filters.account_id),
    ];
    if (filters.start_date) lineConditions.push(gte(journalLines.entryDate, filters.start_date));
    if (filters.end_date) lineConditions.push(lte(journalLines.entryDate, filters.end_date));
    const entryIds = db
      .select({ id: journalLines.entryId })
      .from(journalLines)
      .where(and(...lineConditions));
    conditions.push(inArray(journalEntries.id, entryIds));
  }
  const where = and(...conditions);
  const { limit, offset } = pageOffset(filters);
  const [entries, [total]] = await Promise.all([
    db
      .select()
      .from(journalEntries)
      .where(where)
      .orderBy(desc(journalEntries.entryDate), desc(journalEntries.createdAt), desc(journalEntries.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(journalEntries).where(where),
  ]);
  return { entries: await withLines(db, businessId, entries), total: total!.value };
}
