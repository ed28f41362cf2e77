import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { accounts, journalLines } from "../db/schema";
import type {
  JournalEntryRow,
  JournalEntryWithLines,
  JournalLineWithAccount,
} from "./journal-entry-serializer";

/** The entries with their lines (in line order, with each account's code and name), in one query. */
export async function withLines(
  db: Db,
  businessId: string,
  entries: readonly JournalEntryRow[],
): Promise<JournalEntryWithLines[]> {
  if (entries.length === 0) return [];
  const rows = await db
    .select({
      line: journalLines,
      accountCode: accounts.code,
      accountName: accounts.name,
      accountSubtype: accounts.accountSubtype,
    })
    .from(journalLines)
    .innerJoin(
      accounts,
      and(eq(accounts.businessId, journalLines.businessId), eq(accounts.id, journalLines.accountId)),
    )
    .where(
      and(
        eq(journalLines.businessId, businessId),
        inArray(
          journalLines.entryId,
          entries.map((entry) => entry.id),
        ),
      ),
    )
    .orderBy(asc(journalLines.entryId), asc(journalLines.lineNo));
  const linesByEntry = new Map<string, JournalLineWithAccount[]>();
  for (const { line, accountCode, accountName, accountSubtype } of rows) {
    const lines = linesByEntry.get(line.entryId) ?? [];
    lines.push({ ...line, accountCode, accountName, accountSubtype });
    linesByEntry.set(line.entryId, lines);
  }
  return entries.map((entry) => ({ ...entry, lines: linesByEntry.get(entry.id) ?? [] }));
}
