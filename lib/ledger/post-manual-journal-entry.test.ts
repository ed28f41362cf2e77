import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { journalEntries } from "../db/schema";
import { ApiError } from "../http/api-error";
import { createTestBusiness } from "../testing/test-business";
import { setupTestDatabase } from "../testing/test-database";
import { postManualJournalEntry } from "./post-manual-journal-entry";

const test = setupTestDatabase();

const line = (code: string, debit: number, credit: number) => ({
  account_identifier: { type: "AccountCode" as const, code },
  debit_cents: debit,
  credit_cents: credit,
});

describe("postManualJournalEntry", () => {
  it.each([
    ["accounts payable (2000)", "2000", "bills"],
    ["accounts receivable (1100)", "1100", "invoices"],
  ])(
    "refuses a line on %s with 400 at the line's account_identifier, storing nothing",
    async (_, code, docs) => {
      const { business } = await createTestBusiness(test.db);
      const error = await postManualJournalEntry(test.db, business.id, {
        entry_date: "2025-03-01",
        lines: [line("6000", 500, 0), line(code, 0, 500)],
      }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).code).toBe("validation_error");
      expect((error as ApiError).details).toEqual({
        "lines.1.account_identifier": [expect.stringContaining(`only ${docs}`)],
      });
      const stored = await test.db
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.businessId, business.id));
      expect(stored).toEqual([]);
    },
  );

  it("posts lines on other liabilities and assets, also when named by id", async () => {
    const { business, account } = await createTestBusiness(test.db);
    const entry = await postManualJournalEntry(test.db, business.id, {
      entry_date: "2025-03-01",
      lines: [
        line("1300", 700, 0),
        {
          account_identifier: { type: "AccountId", id: account("2200").id },
          debit_cents: 0,
          credit_cents: 700,
        },
      ],
    });
    expect(entry.lines.map((row) => [row.accountId, row.debitCents, row.creditCents])).toEqual([
      [account("1300").id, 700, 0],
      [account("2200").id, 0, 700],
    ]);
  });
});
