import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { journalEntries, journalLines } from "../db/schema";
import { createTestBusiness } from "../testing/test-business";
import { setupTestDatabase } from "../testing/test-database";
import { postJournalEntry, type JournalLineInput } from "./post-journal-entry";

const test = setupTestDatabase();
let business: Awaited<ReturnType<typeof createTestBusiness>>;
beforeAll(async () => {
  business = await createTestBusiness(test.db);
});

const side = fc.record({ account: fc.nat(), cents: fc.integer({ min: 1, max: 5_000_000_00 }) });

/** Random debits and credits on random accounts, plus the one line that makes them balance. */
const balancedLines = fc
  .record({
    debits: fc.array(side, { minLength: 1, maxLength: 6 }),
    credits: fc.array(side, { minLength: 1, maxLength: 6 }),
    balancingAccount: fc.nat(),
  })
  .map(({ debits, credits, balancingAccount }) => {
    const accountId = (index: number) => business.chart[index % business.chart.length]!.id;
    const lines: JournalLineInput[] = [
      ...debits.map((d) => ({ accountId: accountId(d.account), debitCents: d.cents, creditCents: 0 })),
      ...credits.map((c) => ({ accountId: accountId(c.account), debitCents: 0, creditCents: c.cents })),
    ];
    const difference = lines.reduce((sum, line) => sum + line.debitCents - line.creditCents, 0);
    if (difference > 0)
      lines.push({ accountId: accountId(balancingAccount), debitCents: 0, creditCents: difference });
    if (difference < 0)
      lines.push({ accountId: accountId(balancingAccount), debitCents: -difference, creditCents: 0 });
    return lines;
  });

const entryDate = fc
  .date({ min: new Date("2020-01-01"), max: new Date("2030-12-31"), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

async function ledgerTotals() {
  const [totals] = await test.db
    .select({
      debits: sql<number>`coalesce(sum(${journalLines.debitCents}), 0)`.mapWith(Number),
      credits: sql<number>`coalesce(sum(${journalLines.creditCents}), 0)`.mapWith(Number),
    })
    .from(journalLines)
    .where(eq(journalLines.businessId, business.business.id));
  const trialBalance = await test.db
    .select({
      balance: sql<number>`sum(${journalLines.debitCents} - ${journalLines.creditCents})`.mapWith(Number),
    })
    .from(journalLines)
    .where(eq(journalLines.businessId, business.business.id))
    .groupBy(journalLines.accountId);
  const entries = await test.db.$count(journalEntries, eq(journalEntries.businessId, business.business.id));
  return { ...totals!, trialBalanceTotal: trialBalance.reduce((sum, row) => sum + row.balance, 0), entries };
}

describe("ledger invariants (property-based)", () => {
  it("any balanced entry posts, and the ledger's debits equal its credits, account by account summing to zero", async () => {
    await fc.assert(
      fc.asyncProperty(balancedLines, entryDate, async (lines, date) => {
        const before = await ledgerTotals();
        const entry = await postJournalEntry(test.db, business.business.id, {
          entryDate: date,
          source: "manual",
          lines,
        });
        expect(entry.lines.map((l) => [l.accountId, l.debitCents, l.creditCents])).toEqual(
          lines.map((l) => [l.accountId, l.debitCents, l.creditCents]),
        );
        const after = await ledgerTotals();
        expect(after.entries).toBe(before.entries + 1);
        expect(after.debits).toBe(after.credits);
        expect(after.trialBalanceTotal).toBe(0);
      }),
      { numRuns: 40 },
    );
  });

  it("any entry put out of balance is refused and leaves the ledger as it was", async () => {
    const unbalanced = fc
      .record({ lines: balancedLines, index: fc.nat(), extra: fc.integer({ min: 1, max: 1_000_000 }) })
      .map(({ lines, index, extra }) =>
        lines.map((line, i) => {
          if (i !== index % lines.length) return line;
          return line.debitCents > 0
            ? { ...line, debitCents: line.debitCents + extra }
            : { ...line, creditCents: line.creditCents + extra };
        }),
      );
    await fc.assert(
      fc.asyncProperty(unbalanced, entryDate, async (lines, date) => {
        const before = await ledgerTotals();
        await expect(
          postJournalEntry(test.db, business.business.id, { entryDate: date, source: "manual", lines }),
        ).rejects.toMatchObject({
          code: "validation_error",
          details: { lines: [expect.stringMatching(/equal/)] },
        });
        expect(await ledgerTotals()).toEqual(before);
      }),
      { numRuns: 40 },
    );
  });
});
