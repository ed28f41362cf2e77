import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../db/client";
import { journalLines } from "../db/schema";

/** decisions.md §5 for a whole business: every entry balances, and so the trial balance is zero. */
export async function expectBalancedBooks(db: Db, businessId: string) {
  const unbalanced = await db
    .select({ entryId: journalLines.entryId })
    .from(journalLines)
    .where(eq(journalLines.businessId, businessId))
    .groupBy(journalLines.entryId)
    .having(sql`sum(${journalLines.debitCents}) <> sum(${journalLines.creditCents})`);
  expect(unbalanced).toEqual([]);
  const [trial] = await db
    .select({
      debits: sql<number>`coalesce(sum(${journalLines.debitCents}), 0)::bigint`,
      credits: sql<number>`coalesce(sum(${journalLines.creditCents}), 0)::bigint`,
    })
    .from(journalLines)
    .where(eq(journalLines.businessId, businessId));
  expect(Number(trial!.debits)).toBe(Number(trial!.credits));
}
