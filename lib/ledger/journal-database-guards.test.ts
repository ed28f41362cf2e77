import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { journalEntries, journalLines } from "../db/schema";
import { createTestBusiness } from "../testing/test-business";
import { setupTestDatabase } from "../testing/test-database";
import { postJournalEntry } from "./post-journal-entry";

/**
 * The database's own guards, exercised with raw SQL that bypasses postJournalEntry: whatever code runs against the
 * tables, an unbalanced entry cannot commit and a posted one cannot change.
 */
const test = setupTestDatabase();

type RawLine = [accountId: string, debit: number, credit: number, entryDate?: string];

async function insertRawEntry(db: Db, businessId: string, lines: RawLine[], reversesEntryId?: string) {
  const entryId = crypto.randomUUID();
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into journal_entries (business_id, id, entry_date, source, reverses_entry_id)
      values (${businessId}, ${entryId}, '2025-05-01', 'manual', ${reversesEntryId ?? null})`);
    for (const [index, [accountId, debit, credit, entryDate]] of lines.entries()) {
      await tx.execute(sql`insert into journal_lines
        (business_id, entry_id, line_no, account_id, entry_date, debit_cents, credit_cents, flow_class)
        values (${businessId}, ${entryId}, ${index + 1}, ${accountId}, ${entryDate ?? "2025-05-01"}, ${debit}, ${credit},
          'working_capital')`);
    }
  });
  return entryId;
}

const countEntries = (businessId: string) =>
  test.db.$count(journalEntries, eq(journalEntries.businessId, businessId));

/** drizzle wraps driver errors; the database's message is on the error or its cause. */
async function failureText(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(Error);
  return `${String(error)} ${String((error as Error).cause ?? "")}`;
}

describe("the journal tables' database guards", () => {
  it("accept a balanced entry inserted directly", async () => {
    const { business, account } = await createTestBusiness(test.db);
    await insertRawEntry(test.db, business.id, [
      [account("6000").id, 500, 0],
      [account("1000").id, 0, 500],
    ]);
    expect(await countEntries(business.id)).toBe(1);
  });

  const refused: [string, (account: (code: string) => { id: string }) => RawLine[], RegExp][] = [
    [
      "an unbalanced entry",
      (a) => [
        [a("6000").id, 500, 0],
        [a("1000").id, 0, 499],
      ],
      /does not balance/,
    ],
    ["an entry with one line", (a) => [[a("6000").id, 500, 0]], /at least 2 are required/],
    ["an entry without lines", () => [], /at least 2 are required/],
    [
      "lines dated unlike their entry",
      (a) => [
        [a("6000").id, 500, 0, "2025-05-02"],
        [a("1000").id, 0, 500],
      ],
      /dated differently/,
    ],
    [
      "a line with both sides",
      (a) => [
        [a("6000").id, 500, 500],
        [a("1000").id, 0, 0],
      ],
      /one_side_check/,
    ],
  ];
  for (const [name, lines, message] of refused) {
    it(`refuse ${name} at commit and keep nothing`, async () => {
      const { business, account } = await createTestBusiness(test.db);
      expect(await failureText(insertRawEntry(test.db, business.id, lines(account)))).toMatch(message);
      expect(await countEntries(business.id)).toBe(0);
    });
  }

  it("refuse a line added to an entry after its check passed (SET CONSTRAINTS ... IMMEDIATE)", async () => {
    const { business, account } = await createTestBusiness(test.db);
    const entryId = crypto.randomUUID();
    const line = (lineNo: number, accountId: string, debit: number, credit: number) =>
      sql`insert into journal_lines
        (business_id, entry_id, line_no, account_id, entry_date, debit_cents, credit_cents, flow_class)
        values (${business.id}, ${entryId}, ${lineNo}, ${accountId}, '2025-05-01', ${debit}, ${credit},
          'working_capital')`;
    const attempt = test.db.transaction(async (tx) => {
      await tx.execute(sql`insert into journal_entries (business_id, id, entry_date, source)
        values (${business.id}, ${entryId}, '2025-05-01', 'manual')`);
      await tx.execute(line(1, account("6000").id, 500, 0));
      await tx.execute(line(2, account("1000").id, 0, 500));
      await tx.execute(sql`set constraints all immediate`);
      await tx.execute(line(3, account("6000").id, 1, 0));
    });
    expect(await failureText(attempt)).toMatch(/does not balance/);
    expect(await countEntries(business.id)).toBe(0);
  });

  it("check every entry of a transaction that posts several, interleaved", async () => {
    const { business, account } = await createTestBusiness(test.db);
    const [first, second] = [crypto.randomUUID(), crypto.randomUUID()];
    const attempt = test.db.transaction(async (tx) => {
      for (const entryId of [first, second]) {
        await tx.execute(sql`insert into journal_entries (business_id, id, entry_date, source)
          values (${business.id}, ${entryId}, '2025-05-01', 'manual')`);
      }
      await tx.execute(sql`insert into journal_lines
        (business_id, entry_id, line_no, account_id, entry_date, debit_cents, credit_cents, flow_class)
        values (${business.id}, ${first}, 1, ${account("6000").id}, '2025-05-01', 500, 0, 'working_capital'),
          (${business.id}, ${second}, 1, ${account("6000").id}, '2025-05-01', 500, 0, 'working_capital'),
          (${business.id}, ${first}, 2, ${account("1000").id}, '2025-05-01', 0, 500, 'working_capital'),
          (${business.id}, ${second}, 2, ${account("1000").id}, '2025-05-01', 0, 400, 'working_capital')`);
    });
    expect(await failureText(attempt)).toMatch(new RegExp(`journal entry ${second} does not balance`));
    expect(await countEntries(business.id)).toBe(0);
  });

  // Batch postings (postJournalEntries) insert many entries and all their lines in one statement, checked at its end.
  describe("one statement inserting several entries with their lines, checked at its end", () => {
    async function postInOneStatement(businessId: string, entries: [entryId: string, lines: RawLine[]][]) {
      const entryRows = entries.map(
        ([id]) => sql`(${businessId}::uuid, ${id}::uuid, '2025-05-01'::date, 'manual')`,
      );
      const lineRows = entries.flatMap(([entryId, lines]) =>
        lines.map(
          ([accountId, debit, credit], index) =>
            sql`(${businessId}::uuid, ${entryId}::uuid, ${index + 1}, ${accountId}::uuid, '2025-05-01'::date,
              ${debit}::bigint, ${credit}::bigint, 'working_capital')`,
        ),
      );
      const linesInsert =
        lineRows.length > 0
          ? sql`, lines as (insert into journal_lines
              (business_id, entry_id, line_no, account_id, entry_date, debit_cents, credit_cents, flow_class)
              values ${sql.join(lineRows, sql`, `)})`
          : sql``;
      await test.db.transaction(async (tx) => {
        await tx.execute(sql`set constraints all immediate`);
        await tx.execute(sql`with entries as (insert into journal_entries (business_id, id, entry_date, source)
          values ${sql.join(entryRows, sql`, `)})${linesInsert} select 1`);
      });
    }
    const ids = () => [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()] as const;

    it("accept them when each balances", async () => {
      const { business, account } = await createTestBusiness(test.db);
      const balanced: RawLine[] = [
        [account("6000").id, 500, 0],
        [account("1000").id, 0, 500],
      ];
      await postInOneStatement(
        business.id,
        ids().map((id) => [id, balanced]),
      );
      expect(await countEntries(business.id)).toBe(3);
    });

    it("refuse the statement when any entry does not balance, naming it", async () => {
      const { business, account } = await createTestBusiness(test.db);
      const [first, second, third] = ids();
      const lines = (credit: number): RawLine[] => [
        [account("6000").id, 500, 0],
        [account("1000").id, 0, credit],
      ];
      const attempt = postInOneStatement(business.id, [
        [first, lines(500)],
        [second, lines(500)],
        [third, lines(450)],
      ]);
      expect(await failureText(attempt)).toMatch(new RegExp(`journal entry ${third} does not balance`));
      expect(await countEntries(business.id)).toBe(0);
    });

    it("refuse an entry the statement gave no lines, beside entries that have theirs", async () => {
      const { business, account } = await createTestBusiness(test.db);
      const [first, second, third] = ids();
      const balanced: RawLine[] = [
        [account("6000").id, 500, 0],
        [account("1000").id, 0, 500],
      ];
      const attempt = postInOneStatement(business.id, [
        [first, balanced],
        [second, []],
        [third, balanced],
      ]);
      expect(await failureText(attempt)).toMatch(new RegExp(`journal entry ${second} has 0 line\\(s\\)`));
      expect(await countEntries(business.id)).toBe(0);
    });
  });

  it("refuse an entry on an archived account unless it reverses another", async () => {
    const { business, account, archive } = await createTestBusiness(test.db);
    const original = await insertRawEntry(test.db, business.id, [
      [account("6000").id, 500, 0],
      [account("1000").id, 0, 500],
    ]);
    await archive(account("6000").id);
    const lines: RawLine[] = [
      [account("6000").id, 500, 0],
      [account("1000").id, 0, 500],
    ];
    expect(await failureText(insertRawEntry(test.db, business.id, lines))).toMatch(/archived account/);
    await insertRawEntry(
      test.db,
      business.id,
      lines.map(([id, debit, credit]) => [id, credit, debit]),
      original,
    );
    expect(await countEntries(business.id)).toBe(2);
  });

  it("refuse UPDATE and DELETE of posted lines and entries", async () => {
    const { business, account } = await createTestBusiness(test.db);
    const entry = await postJournalEntry(test.db, business.id, {
      entryDate: "2025-05-01",
      source: "manual",
      lines: [
        { accountId: account("6000").id, debitCents: 700, creditCents: 0 },
        { accountId: account("1000").id, debitCents: 0, creditCents: 700 },
      ],
    });
    const attempts = [
      sql`update journal_lines set debit_cents = 800 where business_id = ${business.id} and entry_id = ${entry.id} and line_no = 1`,
      sql`delete from journal_lines where business_id = ${business.id} and entry_id = ${entry.id}`,
      sql`update journal_entries set memo = 'edited' where business_id = ${business.id} and id = ${entry.id}`,
      sql`delete from journal_entries where business_id = ${business.id} and id = ${entry.id}`,
    ];
    for (const attempt of attempts) {
      expect(await failureText(test.db.execute(attempt))).toMatch(/append-only/);
    }
    const lines = await test.db
      .select({ debit: journalLines.debitCents, credit: journalLines.creditCents })
      .from(journalLines)
      .where(eq(journalLines.businessId, business.id))
      .orderBy(journalLines.lineNo);
    expect(lines).toEqual([
      { debit: 700, credit: 0 },
      { debit: 0, credit: 700 },
    ]);
  });
});
