import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/query-rows";
import { pageOffset } from "../../http/pagination";
import { ACCOUNT_SUBTYPE_DEFINITIONS, ACCOUNT_TYPES, type AccountSubtype } from "../../schemas/account-type";
import type { ListLedgerAccountsQuery } from "../../schemas/ledger-account";
import type { ChartNode } from "./chart-tree";
import { findAccountByReference } from "./find-account-by-reference";
import { loadChart, type LoadedChart } from "./load-chart";

const typeRank = (node: ChartNode) =>
  ACCOUNT_TYPES.indexOf(
    ACCOUNT_SUBTYPE_DEFINITIONS[node.account.accountSubtype as AccountSubtype].accountType,
  );

async function accountsActiveIn(db: Db, businessId: string, year: number): Promise<Set<string>> {
  const rows = await queryRows<{ account_id: string }>(
    db,
    sql`select distinct r.account_id from ledger_balance_rollups r
      where r.business_id = ${businessId} and r.period = 'year' and r.period_start = ${`${year}-01-01`}::date
        and (r.debit_cents <> 0 or r.credit_cents <> 0)`,
  );
  return new Set(rows.map((row) => row.account_id));
}

/**
 * A page of the documented chart list: filtered and ordered over the whole chart, since balances aggregate
 * descendants (a parent with a zero balance of its own is not a zero-balance account when a child moved).
 */
export async function listLedgerAccounts(
  db: Db,
  businessId: string,
  query: ListLedgerAccountsQuery,
): Promise<{ chart: LoadedChart; rows: ChartNode[]; total: number }> {
  const period =
    query.period_year !== undefined ? { year: query.period_year, month: query.period_month! } : undefined;
  const [chart, parent, activeInYear] = await Promise.all([
    loadChart(db, businessId, period),
    query.parent_id ? findAccountByReference(db, businessId, query.parent_id, "Parent account") : undefined,
    query.fiscal_year !== undefined ? accountsActiveIn(db, businessId, query.fiscal_year) : undefined,
  ]);
  const search = query.search?.toLowerCase();
  const matching = [...chart.nodes.values()].filter(({ account, subtreeNetCents }) => {
    const subtype = account.accountSubtype as AccountSubtype;
    if (!query.include_archived && account.isArchived) return false;
    if (query.account_type && ACCOUNT_SUBTYPE_DEFINITIONS[subtype].accountType !== query.account_type)
      return false;
    if (query.account_subtype && subtype !== query.account_subtype) return false;
    if (!query.include_zero_balance && subtreeNetCents === 0) return false;
    if (parent && account.parentId !== parent.id) return false;
    if (activeInYear && !activeInYear.has(account.id)) return false;
    if (
      search &&
      !account.code.toLowerCase().includes(search) &&
      !account.name.toLowerCase().includes(search)
    ) {
      return false;
    }
    return true;
  });
  matching.sort(
    (a, b) =>
      (query.group_by === "type" ? typeRank(a) - typeRank(b) : 0) ||
      (a.account.code < b.account.code ? -1 : a.account.code > b.account.code ? 1 : 0),
  );
  const { limit, offset } = pageOffset(query);
  return { chart, rows: matching.slice(offset, offset + limit), total: matching.length };
}
