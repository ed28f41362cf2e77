import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { journalLines } from "../db/schema";
import { ApiError } from "../http/api-error";
import { createTestBusiness } from "../testing/test-business";
import { setupTestDatabase } from "../testing/test-database";
import { postJournalEntry } from "./post-journal-entry";
import { reverseJournalEntry } from "./reverse-journal-entry";

const test = setupTestDatabase();

async function postBill(businessId: string, account: (code: string) => { id: string }) {
  return postJournalEntry(test.db, businessId, {
    entryDate: "2025-02-01",
    source: "bill",
    sourceId: crypto.randomUUID(),
    memo: "Bill 17",
    lines: [
      { accountId: account("6400").id, debitCents: 8000, creditCents: 0, description: "Licence" },
      { accountId: account("1400").id, debitCents: 2000, creditCents: 0 },
      { accountId: account("2000").id, debitCents: 0, creditCents: 10000 },
    ],
  });
}

async function balancesByAccount(businessId: string) {
  const rows = await test.db
    .select({
      accountId: journalLines.accountId,
      balance: sql<number>`sum(${journalLines.debitCents} - ${journalLines.creditCents})`.mapWith(Number),
    })
    .from(journalLines)
    .where(eq(journalLines.businessId, businessId))
    .groupBy(journalLines.accountId);
  return rows;
}

describe("reverseJournalEntry", () => {
  it("posts the mirror entry on the given date, so every account nets to zero", async () => {
    const { business, account } = await createTestBusiness(test.db);
    const original = await postBill(business.id, account);
    const reversal = await reverseJournalEntry(test.db, business.id, original.id, {
      entryDate: "2025-03-10",
    });
    expect(reversal).toMatchObject({
      entryDate: "2025-03-10",
      source: "bill",
      sourceId: original.sourceId,
      reversesEntryId: original.id,
      memo: "Reversal of Bill 17",
    });
    expect(reversal.lines.map((l) => [l.accountCode, l.debitCents, l.creditCents, l.description])).toEqual([
      ["6400", 0, 8000, "Licence"],
      ["1400", 0, 2000, null],
      ["2000", 10000, 0, null],
    ]);
    const balances = await balancesByAccount(business.id);
    expect(balances).toHaveLength(3);
    expect(balances.every((row) => row.balance === 0)).toBe(true);
  });

  it("refuses to reverse an entry twice, also when both reversals race", async () => {
    const { business, account } = await createTestBusiness(test.db);
    const first = await postBill(business.id, account);
    await reverseJournalEntry(test.db, business.id, first.id, { entryDate: "2025-03-10" });
    await expect(
      reverseJournalEntry(test.db, business.id, first.id, { entryDate: "2025-03-11" }),
    ).rejects.toMatchObject({ code: "conflict", status: 409 });

    const second = await postBill(business.id, account);
    const results = await Promise.allSettled(
      [1, 2, 3].map(() => reverseJournalEntry(test.db, business.id, second.id, { entryDate: "2025-03-12" })),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of results.filter((r) => r.status === "rejected")) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({ code: "conflict" });
    }
    const reversals = await test.db
      .select()
      .from(journalLines)
      .where(and(eq(journalLines.businessId, business.id), eq(journalLines.entryDate, "2025-03-12")));
    expect(reversals).toHaveLength(3);
  });

  it("still reverses an entry whose account was archived since", async () => {
    const { business, account, archive } = await createTestBusiness(test.db);
    const original = await postBill(business.id, account);
    await archive(account("6400").id);
    const reversal = await reverseJournalEntry(test.db, business.id, original.id, {
      entryDate: "2025-04-01",
    });
    expect(reversal.lines).toHaveLength(3);
  });

  it("is 404 for an entry of another business", async () => {
    const mine = await createTestBusiness(test.db);
    const theirs = await createTestBusiness(test.db);
    const entry = await postBill(theirs.business.id, theirs.account);
    const error = await reverseJournalEntry(test.db, mine.business.id, entry.id, {
      entryDate: "2025-04-01",
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "not_found" });
  });
});
