import { and, count, desc, eq, gte, ilike, inArray, lte, or, type SQL } from "drizzle-orm";
import { containsPattern } from "../db/like-pattern";
import type { Db } from "../db/client";
import { journalEntries, journalLines } from "../db/schema";
import { pageOffset } from "../http/pagination";
import type { ListJournalEntriesQuery } from "../schemas/journal-entry";
import { withLines } from "./load-journal-lines";

export interface JournalEntryFilters extends ListJournalEntriesQuery {
  /** The documented list's search: a substring of the memo, or a sequence number (JE-2025-000042). */
  search?: string;
}

const SEQUENCE_NUMBER = /^JE-\d{4}-(\d{1,15})$/i;

/**
 * A page of the business's entries with their lines, newest first (entry date, then creation, then id for a stable
 * order), with the total for the envelope. Date bounds are inclusive; an empty `source` list matches nothing.
 */
export async function listJournalEntries(db: Db, businessId: string, filters: JournalEntryFilters) {
  const conditions: SQL[] = [eq(journalEntries.businessId, businessId)];
  if (filters.start_date) conditions.push(gte(journalEntries.entryDate, filters.start_date));
  if (filters.end_date) conditions.push(lte(journalEntries.entryDate, filters.end_date));
  if (filters.source) conditions.push(inArray(journalEntries.source, filters.source));
  if (filters.search) {
    const sequence = SEQUENCE_NUMBER.exec(filters.search.trim());
    const memo = ilike(journalEntries.memo, containsPattern(filters.search));
    conditions.push(sequence ? or(memo, eq(journalEntries.entryNumber, Number(sequence[1])))! : memo);
  }
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
