import type { Db } from "../db/client";
import { accounts } from "../db/schema";
import { DEFAULT_CHART_OF_ACCOUNTS } from "./default-chart-of-accounts";

/** Gives a new business its chart of accounts; runs in the transaction that creates the business. */
export async function seedChartOfAccounts(db: Db, businessId: string): Promise<void> {
  await db.insert(accounts).values(
    DEFAULT_CHART_OF_ACCOUNTS.map((account) => ({
      businessId,
      code: account.code,
      name: account.name,
      classification: account.classification,
      subtype: account.subtype,
      accountSubtype: account.accountSubtype,
      cashFlowTag: account.cashFlowTag ?? null,
      systemRole: account.systemRole ?? null,
    })),
  );
}
