import type { Db } from "../db/client";
import { ACCOUNT_SUBTYPE_DEFINITIONS, accountTypeOf, type AccountSubtype } from "../schemas/account-type";
import type { ExpenseBreakdown, ExpenseBreakdownQuery } from "../schemas/insights";
import { readPeriodMovements } from "./period-movements";
import { loadReportAccounts, type ReportAccount } from "./report-accounts";
import type { ReportBusiness } from "./report-business";

/** Percent of `total`, two decimals; 0 of nothing is 0. */
const shareOf = (cents: number, total: number) =>
  total === 0 ? 0 : Math.round((cents / total) * 10_000) / 100;

const byCode = (a: ReportAccount, b: ReportAccount) => a.code.localeCompare(b.code, "en", { numeric: true });

/**
 * What the business spent in a range, by expense subtype and within it by account, with each one's share of the
 * total (the P&L's expense accounts on their debit side). Not documented upstream; designed after the financial
 * summary (docs/ledger-and-reports.md). Subtypes and accounts that did not move are left out.
 */
export async function expenseBreakdown(
  db: Db,
  business: ReportBusiness,
  query: ExpenseBreakdownQuery,
): Promise<ExpenseBreakdown> {
  const period = { start: query.start_date, end: query.end_date };
  const [chart, movements] = await Promise.all([
    loadReportAccounts(db, business.id),
    readPeriodMovements(db, business.id, [period]),
  ]);
  const bySubtype = new Map<AccountSubtype, [ReportAccount, number][]>();
  let total = 0;
  for (const movement of movements) {
    const account = chart.get(movement.accountId)!;
    if (accountTypeOf(account.accountSubtype) !== "expense" || movement.cents === 0) continue;
    const list = bySubtype.get(account.accountSubtype) ?? [];
    list.push([account, movement.cents]);
    bySubtype.set(account.accountSubtype, list);
    total += movement.cents;
  }
  const categories = [...bySubtype.entries()].map(([subtype, amounts]) => {
    const subtotal = amounts.reduce((sum, [, cents]) => sum + cents, 0);
    return {
      account_subtype: subtype,
      display_name: ACCOUNT_SUBTYPE_DEFINITIONS[subtype].label,
      total_cents: subtotal,
      share_percent: shareOf(subtotal, total),
      accounts: amounts
        .sort(([a, aCents], [b, bCents]) => bCents - aCents || byCode(a, b))
        .map(([account, cents]) => ({
          account_id: account.id,
          account_code: account.code,
          account_name: account.name,
          value_cents: cents,
          share_percent: shareOf(cents, total),
        })),
    };
  });
  categories.sort(
    (a, b) => b.total_cents - a.total_cents || a.account_subtype.localeCompare(b.account_subtype),
  );
  return {
    business_id: business.id,
    start_date: query.start_date,
    end_date: query.end_date,
    currency: business.baseCurrency,
    total_expenses_cents: total,
    categories,
  };
}
