import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createPartner } from "../auth/partners";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import { databaseUpTo } from "../testing/migrations-up-to";
import { queryRows } from "../db/query-rows";
import { classifyCashFlows } from "./classify-cash-flows";
import { DEFAULT_CHART_OF_ACCOUNTS } from "./default-chart-of-accounts";
import { readRollupTotals, recomputeRollups } from "./recompute-rollups";

/**
 * Migration 0003 on a database that already has journal lines: it must classify them as postJournalEntry would and
 * build the roll-ups from them; 0012 gives the accounts their documented subtypes and numbers the entries in posting
 * order. Runs on its own PGlite, migrated first only up to 0002.
 */
const BEFORE = "0002_payables_and_idempotency";

const client = new PGlite();
afterAll(() => client.close());

describe("migration 0003 (flow classes and balance roll-ups)", () => {
  it("backfills lines posted before it like postJournalEntry classifies them, and rolls them up", async () => {
    const { db, migrateToLatest } = await databaseUpTo(client, BEFORE);
    const { business, account } = await legacyBusiness(db);
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

    await migrateToLatest();

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

    const subtypes = await queryRows<{ code: string; account_subtype: string }>(
      db,
      sql`select code, account_subtype from accounts where business_id = ${business.id}`,
    );
    const subtypeOf = Object.fromEntries(subtypes.map((row) => [row.code, row.account_subtype]));
    expect(subtypeOf).toEqual(
      Object.fromEntries(DEFAULT_CHART_OF_ACCOUNTS.map((row) => [row.code, row.accountSubtype])),
    );
    expect(subtypeOf).toMatchObject({
      "1000": "current_assets",
      "5000": "direct_costs",
      "6700": "operating_expenses",
      "6800": "finance_costs",
      "6900": "income_tax",
      "7100": "finance_income",
      "7300": "other_operating_income",
    });
    const numbers = await queryRows<{ entry_date: string; entry_number: string }>(
      db,
      sql`select entry_date::text, entry_number from journal_entries where business_id = ${business.id}
        order by created_at`,
    );
    expect(numbers.map((row) => row.entry_date)).toEqual(entries.map(([date]) => date));
    const ordered = numbers.map((row) => Number(row.entry_number));
    expect(ordered).toEqual([...ordered].sort((a, b) => a - b));
    expect(new Set(ordered).size).toBe(entries.length);
  }, 120_000);
});

/** A business with the default chart as migration 0002 stored it: the columns of that time only. */
async function legacyBusiness(db: Db) {
  const { partner } = await createPartner(db, { name: "Legacy partner" });
  const [business] = await db
    .insert(schema.businesses)
    .values({
      partnerId: partner.id,
      name: "Legacy books",
      country: "SE",
      baseCurrency: "SEK",
      timezone: "Europe/Stockholm",
    })
    .returning();
  const rows = DEFAULT_CHART_OF_ACCOUNTS.map(
    (row) => sql`(${business!.id}, ${row.code}, ${row.name}, ${row.classification}, ${row.subtype},
      ${row.cashFlowTag ?? null}, ${row.systemRole ?? null})`,
  );
  await db.execute(sql`insert into accounts (business_id, code, name, classification, subtype, cash_flow_tag,
      system_role) values ${sql.join(rows, sql`, `)}`);
  const chart = await queryRows<{
    id: string;
    code: string;
    classification: string;
    cash_flow_tag: string | null;
  }>(
    db,
    sql`select id, code, classification, cash_flow_tag from accounts where business_id = ${business!.id}`,
  );
  const account = (code: string) => {
    const row = chart.find((candidate) => candidate.code === code)!;
    return { id: row.id, classification: row.classification, cashFlowTag: row.cash_flow_tag };
  };
  return { business: business!, account };
}
