import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { accounts } from "../db/schema";
import { DEBIT_NORMAL, type AccountClassification } from "../schemas/account-classification";
import type { AccountSubtype } from "../schemas/account-type";
import type { ReportLineItem } from "../schemas/report";

export interface ReportAccount {
  id: string;
  code: string;
  name: string;
  classification: AccountClassification;
  accountSubtype: AccountSubtype;
  cashFlowTag: string | null;
}

/** The business's chart by id (archived accounts too: their history still counts). */
export async function loadReportAccounts(db: Db, businessId: string): Promise<Map<string, ReportAccount>> {
  const rows = await db
    .select({
      id: accounts.id,
      code: accounts.code,
      name: accounts.name,
      classification: accounts.classification,
      accountSubtype: accounts.accountSubtype,
      cashFlowTag: accounts.cashFlowTag,
    })
    .from(accounts)
    .where(eq(accounts.businessId, businessId));
  return new Map(rows.map((row) => [row.id, row as ReportAccount]));
}

export const isDebitNormal = (account: Pick<ReportAccount, "classification">) =>
  DEBIT_NORMAL.has(account.classification);

/** A debit-less-credit amount on the account's normal side: assets and expenses as debits, the rest as credits. */
export const onNormalSide = (account: Pick<ReportAccount, "classification">, debitLessCredit: number) =>
  isDebitNormal(account) ? debitLessCredit : -debitLessCredit;

export const lineItem = (account: ReportAccount, valueCents: number): ReportLineItem => ({
  account_id: account.id,
  account_code: account.code,
  account_name: account.name,
  value_cents: valueCents,
});

/** Sums amounts per account, then keeps the non-zero ones in code order. */
export function lineItemsByAccount(amounts: Iterable<[ReportAccount, number]>): ReportLineItem[] {
  const byAccount = new Map<string, [ReportAccount, number]>();
  for (const [account, cents] of amounts) {
    const current = byAccount.get(account.id);
    byAccount.set(account.id, [account, (current?.[1] ?? 0) + cents]);
  }
  return [...byAccount.values()]
    .filter(([, cents]) => cents !== 0)
    .sort(([a], [b]) => a.code.localeCompare(b.code, "en", { numeric: true }))
    .map(([account, cents]) => lineItem(account, cents));
}
