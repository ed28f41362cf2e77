import type { Db } from "../db/client";
import { isProfitOrLoss } from "../ledger/classify-cash-flows";
import type { CashFlow } from "../schemas/report";
import type { PeriodReportQuery } from "../schemas/report-query";
import { accountGroup } from "./account-group";
import { readBalances } from "./read-balances";
import { lineItemsByAccount, loadReportAccounts, type ReportAccount } from "./report-accounts";
import type { ReportBusiness, ReportOptions } from "./report-business";

type Amounts = [ReportAccount, number][];

/**
 * The cash flow statement by the indirect method (endpoint 13), read from the flow class every line got when it was
 * posted (lib/ledger/classify-cash-flows.ts). Amounts are inflows: credits less debits of the period. Operating =
 * net profit (every profit and loss line) + non-cash adjustments (non_cash_adjustment lines, and disposal gains and
 * losses taken back out of profit) + working-capital changes; investing and financing are their lines; excluded lines
 * (non-cash investing and financing, IAS 7 ¶43) net to zero per entry and are left out. Since every entry balances,
 * the three sections add up to the change of the cash lines for any period: `reconciles` checks it.
 */
export async function cashFlow(
  db: Db,
  business: ReportBusiness,
  query: Pick<PeriodReportQuery, "start_date" | "end_date" | "detail_level">,
  options: ReportOptions = {},
): Promise<CashFlow> {
  const chart = await loadReportAccounts(db, business.id);
  const dates = { start: query.start_date, end: query.end_date };
  const rows = await readBalances(db, business.id, dates, options.source);
  let openingCash = 0;
  let closingCash = 0;
  let netProfit = 0;
  const adjustments: Amounts = [];
  const workingCapital: Amounts = [];
  const investing: Amounts = [];
  const financing: Amounts = [];
  for (const row of rows) {
    const account = chart.get(row.accountId)!;
    const inflow = row.openingCents - row.closingCents;
    if (row.flowClass === "cash") {
      openingCash += row.openingCents;
      closingCash += row.closingCents;
      continue;
    }
    if (isProfitOrLoss(account.classification)) {
      netProfit += inflow;
      if (row.flowClass === "investing" || row.flowClass === "excluded") adjustments.push([account, -inflow]);
    } else if (row.flowClass === "non_cash_adjustment") adjustments.push([account, inflow]);
    if (row.flowClass === "working_capital") workingCapital.push([account, inflow]);
    if (row.flowClass === "investing") investing.push([account, inflow]);
    if (row.flowClass === "financing") financing.push([account, inflow]);
  }
  const level = query.detail_level;
  const adjustmentsGroup = accountGroup("Non-cash adjustments", lineItemsByAccount(adjustments), level);
  const workingCapitalGroup = accountGroup(
    "Working capital changes",
    lineItemsByAccount(workingCapital),
    level,
  );
  const investingGroup = accountGroup("Investing activities", lineItemsByAccount(investing), level);
  const financingGroup = accountGroup("Financing activities", lineItemsByAccount(financing), level);
  const operatingCents = netProfit + adjustmentsGroup.total_cents + workingCapitalGroup.total_cents;
  const netChange = operatingCents + investingGroup.total_cents + financingGroup.total_cents;
  return {
    business_id: business.id,
    start_date: query.start_date,
    end_date: query.end_date,
    currency: business.baseCurrency,
    detail_level: level,
    summary: {
      net_cash_from_operating_cents: operatingCents,
      net_cash_from_investing_cents: investingGroup.total_cents,
      net_cash_from_financing_cents: financingGroup.total_cents,
      net_change_in_cash_cents: netChange,
      opening_cash_cents: openingCash,
      closing_cash_cents: closingCash,
    },
    cash_reconciliation: {
      opening_cash_cents: openingCash,
      net_change_cents: netChange,
      calculated_closing_cents: openingCash + netChange,
      actual_closing_cents: closingCash,
      reconciles: openingCash + netChange === closingCash,
    },
    ...(level === "detailed"
      ? {
          operating_activities: {
            net_profit_cents: netProfit,
            non_cash_adjustments: adjustmentsGroup,
            working_capital_changes: workingCapitalGroup,
          },
          investing_activities: investingGroup,
          financing_activities: financingGroup,
        }
      : {}),
  };
}
