import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { queryRows } from "../db/query-rows";
import { ApiError } from "../http/api-error";
import { pageOffset, toPage } from "../http/pagination";
import type { GeneralLedger, GeneralLedgerLine } from "../schemas/ledger-report";
import type { GeneralLedgerQuery } from "../schemas/report-query";
import { todayInZone } from "../time/business-date";
import { readBalances } from "./read-balances";
import { isDebitNormal, loadReportAccounts, onNormalSide } from "./report-accounts";
import type { ReportBusiness } from "./report-business";

type LineRow = Record<string, unknown> & {
  entry_id: string;
  line_id: string;
  line_no: number;
  entry_date: string;
  memo: string | null;
  description: string | null;
  source: string;
  source_id: string | null;
  debit_cents: number | string;
  credit_cents: number | string;
  flow_class: string;
  cash_flow_hint: string | null;
  running_cents: number | string;
};

/**
 * One account's journal lines in a date range, oldest first (date, then posting order), with the balance before the
 * range, after each line and at its end, so every report figure can be traced to its entries. An account that is not
 * the business's is 400 on `account_id`. Balances are on the account's normal side, as on the balance sheet.
 */
export async function generalLedger(
  db: Db,
  business: ReportBusiness,
  query: GeneralLedgerQuery,
): Promise<GeneralLedger> {
  const account = (await loadReportAccounts(db, business.id)).get(query.account_id.toLowerCase());
  if (!account) {
    throw ApiError.validation({ account_id: [`No account with id ${query.account_id} in this business.`] });
  }
  const end = query.end_date ?? todayInZone(business.timezone);
  const start = query.start_date;
  const balances = await readBalances(db, business.id, { start, end, accountId: account.id });
  const opening = balances.reduce((sum, row) => sum + row.openingCents, 0);
  const closing = balances.reduce((sum, row) => sum + row.closingCents, 0);
  const inRange = sql`l.business_id = ${business.id} and l.account_id = ${account.id} and l.entry_date <= ${end}
    ${start ? sql`and l.entry_date >= ${start}` : sql``}`;
  const [counted] = await queryRows<{ total: number | string }>(
    db,
    sql`select count(*)::bigint as total from journal_lines l where ${inRange}`,
  );
  const { limit, offset } = pageOffset(query);
  const rows = await queryRows<LineRow>(
    db,
    sql`select l.entry_id, l.id as line_id, l.line_no, l.entry_date::text as entry_date, e.memo, l.description,
        e.source, e.source_id, l.debit_cents, l.credit_cents, l.flow_class, l.cash_flow_hint,
        sum(l.debit_cents - l.credit_cents) over (
          order by l.entry_date, e.created_at, l.entry_id, l.line_no rows unbounded preceding) as running_cents
      from journal_lines l
      join journal_entries e on e.business_id = l.business_id and e.id = l.entry_id
      where ${inRange}
      order by l.entry_date, e.created_at, l.entry_id, l.line_no
      limit ${limit} offset ${offset}`,
  );
  const results = rows.map((row): GeneralLedgerLine => ({
    entry_id: row.entry_id,
    line_id: row.line_id,
    line_no: Number(row.line_no),
    entry_date: row.entry_date,
    memo: row.memo,
    description: row.description,
    source: row.source as GeneralLedgerLine["source"],
    source_id: row.source_id,
    debit_cents: Number(row.debit_cents),
    credit_cents: Number(row.credit_cents),
    running_balance_cents: onNormalSide(account, opening + Number(row.running_cents)),
    flow_class: row.flow_class as GeneralLedgerLine["flow_class"],
    cash_flow_hint: row.cash_flow_hint as GeneralLedgerLine["cash_flow_hint"],
  }));
  return {
    ...toPage(query, Number(counted!.total), results),
    account: {
      id: account.id,
      code: account.code,
      name: account.name,
      classification: account.classification,
      normal_side: isDebitNormal(account) ? "debit" : "credit",
    },
    start_date: start ?? null,
    end_date: end,
    currency: business.baseCurrency,
    opening_balance_cents: onNormalSide(account, opening),
    closing_balance_cents: onNormalSide(account, closing),
  };
}
