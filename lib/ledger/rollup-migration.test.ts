import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER, type Db } from "../db/client";
import * as schema from "../db/schema";
import { queryRows } from "../db/query-rows";
import { createTestBusiness } from "../testing/test-business";
import { classifyCashFlows } from "./classify-cash-flows";
import { readRollupTotals, recomputeRollups } from "./recompute-rollups";

/**
 * Migration 0003 on a database that already has journal lines: it must classify them as postJournalEntry would and
 * build the roll-ups from them. Runs on its own PGlite, migrated first only up to 0002.
 */
const BEFORE = ["0000_init", "0001_ledger", "0002_payables_and_idempotency"];

function migrationsUpTo(tags: readonly string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  fs.mkdirSync(path.join(dir, "meta"));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8"));
  journal.entries = journal.entries.filter((entry: { tag: string }) => tags.includes(entry.tag));
  fs.writeFileSync(path.join(dir, "meta/_journal.json"), JSON.stringify(journal));
  for (const tag of tags)
    fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  return dir;
}

const client = new PGlite();
afterAll(() => client.close());

describe("migration 0003 (flow classes and balance roll-ups)", () => {
  it("backfills lines posted before it like postJournalEntry classifies them, and rolls them up", async () => {
    const pglite = drizzle({ client, schema });
    const db = pglite as unknown as Db;
    await migrate(pglite, { migrationsFolder: migrationsUpTo(BEFORE) });
    const { business, account } = await createTestBusiness(db);
    const entries: [string, [code: string, debit: number, credit: number][]][] = [
      [
        "2024-01-05",
        [
          ["1000", 500_00, 0],
          ["3000", 0, 500_00],
        ],
      ],
      [
        "2024-02-01",
        [
          ["1520", 2000_00, 0],
          ["2510", 0, 2000_00],
        ],
      ],
      [
        "2024-03-31",
        [
          ["6700", 40_00, 0],
          ["1510", 0, 40_00],
        ],
      ],
      [
        "2024-04-02",
        [
          ["1100", 90_00, 0],
          ["4000", 0, 90_00],
        ],
      ],
      [
        "2025-01-10",
        [
          ["1000", 75_00, 0],
          ["1510", 20_00, 0],
          ["1500", 0, 80_00],
          ["7300", 0, 15_00],
        ],
      ],
      [
        "2025-01-11",
        [
          ["1500", 300_00, 0],
          ["2000", 0, 300_00],
        ],
      ],
    ];
    for (const [date, lines] of entries) {
      const entryId = crypto.randomUUID();
      await db.transaction(async (tx) => {
        await tx.execute(sql`insert into journal_entries (business_id, id, entry_date, source)
          values (${business.id}, ${entryId}, ${date}, 'manual')`);
        for (const [index, [code, debit, credit]] of lines.entries()) {
          await tx.execute(sql`insert into journal_lines
            (business_id, entry_id, line_no, account_id, entry_date, debit_cents, credit_cents)
            values (${business.id}, ${entryId}, ${index + 1}, ${account(code).id}, ${date}, ${debit}, ${credit})`);
        }
      });
    }

    await migrate(pglite, { migrationsFolder: MIGRATIONS_FOLDER });

    const stored = await queryRows<{
      entry_id: string;
      code: string;
      flow_class: string;
      debit: number;
      credit: number;
    }>(
      db,
      sql`select l.entry_id, a.code, l.flow_class, l.debit_cents::int as debit, l.credit_cents::int as credit
        from journal_lines l join accounts a on a.business_id = l.business_id and a.id = l.account_id
        where l.business_id = ${business.id} order by l.entry_date, l.line_no`,
    );
    const expected = entries.flatMap(([, lines]) =>
      classifyCashFlows(
        lines.map(([code, debitCents, creditCents]) => ({ ...account(code), debitCents, creditCents })),
      ),
    );
    expect(stored.map((row) => row.flow_class)).toEqual(expected);
    expect(expected).toEqual([
      ...["cash", "financing"],
      ...["excluded", "excluded"],
      ...["operating_profit", "non_cash_adjustment"],
      ...["working_capital", "operating_profit"],
      ...["cash", "investing", "investing", "investing"],
      ...["non_cash_adjustment", "working_capital"],
    ]);
    expect(await readRollupTotals(db, business.id)).toEqual(await recomputeRollups(db, business.id));
    expect((await readRollupTotals(db, business.id)).length).toBeGreaterThan(0);
  });
});
