import { sql } from "drizzle-orm";
import type { Db } from "../../lib/db/client";
import { queryRows } from "../../lib/db/query-rows";

/**
 * Two-line entries cycling through these patterns, with the flow classes postJournalEntry gives them (the bench
 * checks afterwards that the cash flow reconciles and that the roll-ups equal the journal).
 */
const PATTERNS: [debit: string, debitClass: string, credit: string, creditClass: string][] = [
  ["1100", "working_capital", "4000", "operating_profit"], // invoice
  ["1000", "cash", "1100", "working_capital"], // customer payment
  ["6000", "operating_profit", "2000", "working_capital"], // bill
  ["6100", "operating_profit", "2000", "working_capital"], // bill
  ["2000", "working_capital", "1000", "cash"], // bill payment
  ["5000", "operating_profit", "1200", "working_capital"], // cost of sales
  ["1200", "working_capital", "2000", "working_capital"], // stock bought on credit
  ["6700", "operating_profit", "1510", "non_cash_adjustment"], // depreciation
  ["1500", "investing", "1000", "cash"], // equipment for cash
  ["1000", "cash", "2500", "financing"], // loan
];

/**
 * A million journal lines for one business, written set-based in batches: 500,000 two-line entries spread over
 * 2023–2025, then their roll-ups built in one aggregate (stripes spread by entry, as concurrent postings would).
 * The per-row balance trigger is switched off while seeding (the generated entries balance by construction).
 */
export async function seedMillionLines(db: Db, businessId: string, entries = 500_000, batch = 50_000) {
  const patterns = sql.join(
    PATTERNS.map(
      ([debit, debitClass, credit, creditClass], index) =>
        sql`(${index}::int, ${debit}::text, ${debitClass}::text, ${credit}::text, ${creditClass}::text)`,
    ),
    sql`, `,
  );
  await db.execute(sql`alter table journal_lines disable trigger journal_lines_balanced`);
  await db.execute(sql`alter table journal_entries disable trigger journal_entries_balanced`);
  try {
    for (let first = 1; first <= entries; first += batch) {
      const last = Math.min(first + batch - 1, entries);
      await db.transaction(async (tx) => {
        await tx.execute(sql`insert into journal_entries (business_id, id, entry_date, source, memo)
          select ${businessId}, md5(${businessId}::text || n)::uuid, date '2023-01-01' + (n % 1096), 'manual', 'Bench entry ' || n
          from generate_series(${first}::int, ${last}::int) n`);
        await tx.execute(sql`with p(no, debit_code, debit_class, credit_code, credit_class) as (values ${patterns}),
          chart as (select code, id from accounts where business_id = ${businessId})
          insert into journal_lines (business_id, entry_id, line_no, account_id, entry_date, debit_cents, credit_cents, flow_class)
          select ${businessId}, md5(${businessId}::text || n)::uuid, side.line_no, c.id, date '2023-01-01' + (n % 1096),
            case when side.line_no = 1 then 100 + (n::bigint * 7919) % 100000 else 0 end,
            case when side.line_no = 2 then 100 + (n::bigint * 7919) % 100000 else 0 end,
            case when side.line_no = 1 then p.debit_class else p.credit_class end
          from generate_series(${first}::int, ${last}::int) n
          join p on p.no = n % ${PATTERNS.length}::int
          cross join lateral (values (1, p.debit_code), (2, p.credit_code)) as side(line_no, code)
          join chart c on c.code = side.code`);
      });
    }
  } finally {
    await db.execute(sql`alter table journal_lines enable trigger journal_lines_balanced`);
    await db.execute(sql`alter table journal_entries enable trigger journal_entries_balanced`);
  }
  await db.execute(sql`insert into ledger_balance_rollups
      (business_id, period, period_start, account_id, flow_class, stripe, debit_cents, credit_cents)
    select l.business_id, p.period, p.period_start, l.account_id, l.flow_class, abs(hashtext(l.entry_id::text)) % 8,
      sum(l.debit_cents), sum(l.credit_cents)
    from journal_lines l
    cross join lateral (values ('day', l.entry_date), ('month', date_trunc('month', l.entry_date)::date),
      ('year', date_trunc('year', l.entry_date)::date)) as p(period, period_start)
    where l.business_id = ${businessId}
    group by 1, 2, 3, 4, 5, 6`);
  const [counts] = await queryRows<{ lines: number | string; rollups: number | string }>(
    db,
    sql`select (select count(*) from journal_lines where business_id = ${businessId}) as lines,
      (select count(*) from ledger_balance_rollups where business_id = ${businessId}) as rollups`,
  );
  return { lines: Number(counts!.lines), rollups: Number(counts!.rollups) };
}
