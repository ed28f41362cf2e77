import type { Db } from "../db/client";
import type { TrialBalance } from "../schemas/ledger-report";
import { readBalances } from "./read-balances";
import { loadReportAccounts } from "./report-accounts";
import type { ReportBusiness, ReportOptions } from "./report-business";

/**
 * Every account with a non-zero balance at the end of `as_of_date`, in code order, as a debit or a credit. Profit and
 * loss accounts show their balance since the first entry (the ledger has no closing entries); the totals are equal.
 */
export async function trialBalance(
  db: Db,
  business: ReportBusiness,
  query: { as_of_date: string },
  options: ReportOptions = {},
): Promise<TrialBalance> {
  const chart = await loadReportAccounts(db, business.id);
  const rows = await readBalances(db, business.id, { end: query.as_of_date }, options.source);
  const balances = new Map<string, number>();
  for (const row of rows) balances.set(row.accountId, (balances.get(row.accountId) ?? 0) + row.closingCents);
  const lines = [...balances]
    .filter(([, cents]) => cents !== 0)
    .map(([accountId, cents]) => {
      const account = chart.get(accountId)!;
      return {
        account_id: account.id,
        account_code: account.code,
        account_name: account.name,
        classification: account.classification,
        debit_cents: Math.max(cents, 0),
        credit_cents: Math.max(-cents, 0),
      };
    })
    .sort((a, b) => a.account_code.localeCompare(b.account_code, "en", { numeric: true }));
  return {
    business_id: business.id,
    as_of_date: query.as_of_date,
    currency: business.baseCurrency,
    accounts: lines,
    total_debit_cents: lines.reduce((sum, line) => sum + line.debit_cents, 0),
    total_credit_cents: lines.reduce((sum, line) => sum + line.credit_cents, 0),
  };
}
