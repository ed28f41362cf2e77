import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { journalEntries, journalLines } from "../db/schema";
import { ApiError } from "../http/api-error";
import { createTestBusiness } from "../testing/test-business";
import { setupTestDatabase } from "../testing/test-database";
import { postJournalEntry, type JournalEntryInput, type JournalLineInput } from "./post-journal-entry";

const test = setupTestDatabase();

async function storedCounts(businessId: string) {
  const entries = await test.db
    .select()
    .from(journalEntries)
    .where(eq(journalEntries.businessId, businessId));
  const lines = await test.db.select().from(journalLines).where(eq(journalLines.businessId, businessId));
  return { entries: entries.length, lines: lines.length };
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).code).toBe("validation_error");
  return error as ApiError;
}

describe("postJournalEntry", () => {
  it("posts a balanced entry with its lines numbered and dated like the entry", async () => {
    const { business, account } = await createTestBusiness(test.db);
    const entry = await postJournalEntry(test.db, business.id, {
      entryDate: "2025-03-31",
      source: "manual",
      memo: "Rent for March",
      lines: [
        { accountId: account("6100").id, debitCents: 1_200_00, creditCents: 0, description: "Rent" },
        { accountId: account("1400").id, debitCents: 300_00, creditCents: 0 },
        { accountId: account("1000").id, debitCents: 0, creditCents: 1_500_00 },
      ],
    });
    expect(entry).toMatchObject({ businessId: business.id, entryDate: "2025-03-31", source: "manual" });
    expect(
      entry.lines.map((line) => [line.lineNo, line.accountCode, line.debitCents, line.creditCents]),
    ).toEqual([
      [1, "6100", 120000, 0],
      [2, "1400", 30000, 0],
      [3, "1000", 0, 150000],
    ]);
    const stored = await test.db.select().from(journalLines).where(eq(journalLines.entryId, entry.id));
    expect(stored.every((line) => line.entryDate === "2025-03-31")).toBe(true);
    expect(typeof stored[0]!.debitCents).toBe("number");
  });

  type Case = [name: string, change: (input: JournalEntryInput) => JournalEntryInput, fields: string[]];
  const withLine = (index: number, patch: Partial<JournalLineInput>) => (input: JournalEntryInput) => ({
    ...input,
    lines: input.lines.map((line, i) => (i === index ? { ...line, ...patch } : line)),
  });
  const badInputs: Case[] = [
    ["debits and credits differ", withLine(1, { creditCents: 999 }), ["lines"]],
    ["a single line", (input) => ({ ...input, lines: input.lines.slice(0, 1) }), ["lines"]],
    ["no lines", (input) => ({ ...input, lines: [] }), ["lines"]],
    ["a fractional amount", withLine(0, { debitCents: 10.5 }), ["lines.0.debit_cents"]],
    ["a negative amount", withLine(1, { creditCents: -1000 }), ["lines.1.credit_cents"]],
    ["an unsafe integer", withLine(0, { debitCents: 2 ** 60 }), ["lines.0.debit_cents"]],
    [
      "a line with both sides",
      withLine(0, { creditCents: 5 }),
      ["lines.0.debit_cents", "lines.0.credit_cents"],
    ],
    [
      "a line with neither side",
      withLine(0, { debitCents: 0 }),
      ["lines.0.debit_cents", "lines.0.credit_cents"],
    ],
    ["an account id that is no UUID", withLine(1, { accountId: "6000" }), ["lines.1.account_id"]],
    ["an unknown account", withLine(1, { accountId: crypto.randomUUID() }), ["lines.1.account_id"]],
    ["a date that does not exist", (input) => ({ ...input, entryDate: "2025-02-30" }), ["entry_date"]],
    ["a currency that is no ISO code", withLine(0, { currency: "euro" }), ["lines.0.currency"]],
  ];
  for (const [name, change, fields] of badInputs) {
    it(`refuses ${name}, reporting ${fields.join(" and ")}, and stores nothing`, async () => {
      const { business, account } = await createTestBusiness(test.db);
      const valid: JournalEntryInput = {
        entryDate: "2025-01-15",
        source: "manual",
        lines: [
          { accountId: account("6000").id, debitCents: 1000, creditCents: 0 },
          { accountId: account("1000").id, debitCents: 0, creditCents: 1000 },
        ],
      };
      const error = await refusal(postJournalEntry(test.db, business.id, change(valid)));
      expect(Object.keys(error.details ?? {}).sort()).toEqual([...fields].sort());
      expect(await storedCounts(business.id)).toEqual({ entries: 0, lines: 0 });
    });
  }

  it("refuses another business's account and an archived account", async () => {
    const mine = await createTestBusiness(test.db);
    const theirs = await createTestBusiness(test.db);
    await mine.archive(mine.account("1010").id);
    const error = await refusal(
      postJournalEntry(test.db, mine.business.id, {
        entryDate: "2025-01-15",
        source: "manual",
        lines: [
          { accountId: theirs.account("6000").id, debitCents: 1000, creditCents: 0 },
          { accountId: mine.account("1010").id, debitCents: 0, creditCents: 1000 },
        ],
      }),
    );
    expect(error.details).toEqual({
      "lines.0.account_id": ["No such account in this business."],
      "lines.1.account_id": ["Account 1010 is archived."],
    });
    expect(await storedCounts(mine.business.id)).toEqual({ entries: 0, lines: 0 });
  });

  it("joins the caller's transaction: the entry is gone when the caller's work fails", async () => {
    const { business, account } = await createTestBusiness(test.db);
    const failure = test.db.transaction(async (tx) => {
      await postJournalEntry(tx, business.id, {
        entryDate: "2025-01-15",
        source: "bill",
        sourceId: crypto.randomUUID(),
        lines: [
          { accountId: account("6000").id, debitCents: 1000, creditCents: 0 },
          { accountId: account("2000").id, debitCents: 0, creditCents: 1000 },
        ],
      });
      throw new Error("the bill could not be saved");
    });
    await expect(failure).rejects.toThrow("the bill could not be saved");
    expect(await storedCounts(business.id)).toEqual({ entries: 0, lines: 0 });
  });
});
