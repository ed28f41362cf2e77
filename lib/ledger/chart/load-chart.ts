import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts } from "../../db/schema";
import { readChartTotals, type AccountTotals, type PeriodMonth } from "./chart-balances";
import { buildChart, type Chart } from "./chart-tree";

export interface LoadedChart extends Chart {
  totals: Map<string, AccountTotals>;
}

/** The business's whole chart (a few dozen to a few hundred rows) as a tree with every subtree's balance. */
export async function loadChart(db: Db, businessId: string, period?: PeriodMonth): Promise<LoadedChart> {
  const [rows, totals] = await Promise.all([
    db.select().from(accounts).where(eq(accounts.businessId, businessId)),
    readChartTotals(db, businessId, period),
  ]);
  return { ...buildChart(rows, totals), totals };
}
