import type { Db } from "../db/client";
import { CLASSIFICATION_LABELS } from "../schemas/account";
import type { AccountClassification } from "../schemas/account-classification";
import type { BalanceSheet, ReportLineItem } from "../schemas/report";
import type { BalanceSheetQuery } from "../schemas/report-query";
import { isProfitOrLoss } from "../ledger/classify-cash-flows";
import { accountGroup } from "./account-group";
import { readBalances } from "./read-balances";
import { lineItemsByAccount, loadReportAccounts, onNormalSide, type ReportAccount } from "./report-accounts";
import type { ReportBusiness, ReportOptions } from "./report-business";

const GROUPS = {
  non_current_assets: "non_current_asset",
  current_assets: "current_asset",
  current_liabilities: "current_liability",
  non_current_liabilities: "non_current_liability",
  share_capital: "share_capital",
  share_premium: "share_premium",
  reserves: "reserves",
  retained_earnings: "retained_earnings",
} as const satisfies Record<string, AccountClassification>;
type GroupKey = keyof typeof GROUPS;

/** The line that carries every profit and loss up to the date into retained earnings (no closing entries needed). */
export const PROFIT_TO_DATE_NAME = "Profit or loss to date";

/**
 * The balance sheet at the end of `as_of_date` (endpoint 12): each account's balance on its normal side (liabilities
 * and equity as positive credits), grouped by classification; retained earnings add every profit and loss to the
 * date. Assets − liabilities = equity holds because every entry balances.
 */
export async function balanceSheet(
  db: Db,
  business: ReportBusiness,
  query: Pick<BalanceSheetQuery, "as_of_date" | "detail_level">,
  options: ReportOptions = {},
): Promise<BalanceSheet> {
  const chart = await loadReportAccounts(db, business.id);
  const rows = await readBalances(db, business.id, { end: query.as_of_date }, options.source);
  const amounts = new Map<AccountClassification, [ReportAccount, number][]>();
  let profitToDate = 0;
  for (const row of rows) {
    const account = chart.get(row.accountId)!;
    if (isProfitOrLoss(account.classification)) profitToDate -= row.closingCents;
    else {
      const list = amounts.get(account.classification) ?? [];
      list.push([account, onNormalSide(account, row.closingCents)]);
      amounts.set(account.classification, list);
    }
  }
  const items = (key: GroupKey): ReportLineItem[] => {
    const accountItems = lineItemsByAccount(amounts.get(GROUPS[key]) ?? []);
    if (key !== "retained_earnings" || profitToDate === 0) return accountItems;
    const profitItem = { account_id: null, account_code: null, account_name: PROFIT_TO_DATE_NAME };
    return [...accountItems, { ...profitItem, value_cents: profitToDate }];
  };
  const groups = Object.fromEntries(
    (Object.keys(GROUPS) as GroupKey[]).map((key) => [
      key,
      accountGroup(CLASSIFICATION_LABELS[GROUPS[key]], items(key), query.detail_level),
    ]),
  ) as Pick<BalanceSheet, GroupKey>;
  const total = (...keys: GroupKey[]) => keys.reduce((sum, key) => sum + groups[key].total_cents, 0);
  const totalAssets = total("non_current_assets", "current_assets");
  const totalLiabilities = total("current_liabilities", "non_current_liabilities");
  return {
    business_id: business.id,
    as_of_date: query.as_of_date,
    currency: business.baseCurrency,
    detail_level: query.detail_level,
    summary: {
      total_assets_cents: totalAssets,
      total_non_current_assets_cents: groups.non_current_assets.total_cents,
      total_current_assets_cents: groups.current_assets.total_cents,
      total_liabilities_cents: totalLiabilities,
      total_current_liabilities_cents: groups.current_liabilities.total_cents,
      total_non_current_liabilities_cents: groups.non_current_liabilities.total_cents,
      total_equity_cents: total("share_capital", "share_premium", "reserves", "retained_earnings"),
      net_assets_cents: totalAssets - totalLiabilities,
    },
    ...groups,
  };
}
