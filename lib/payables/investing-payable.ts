import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { journalLines } from "../db/schema";
import type { BillRow } from "./bill-settlement";

/** How much of the accounts payable a bill's entry credited belongs to investing purchases (the hinted share). */
export async function investingPayableCents(
  db: Db,
  businessId: string,
  bill: Pick<BillRow, "journalEntryId">,
) {
  if (!bill.journalEntryId) return 0;
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${journalLines.creditCents}), 0)::bigint` })
    .from(journalLines)
    .where(
      and(
        eq(journalLines.businessId, businessId),
        eq(journalLines.entryId, bill.journalEntryId),
        eq(journalLines.cashFlowHint, "investing"),
      ),
    );
  return Number(row!.cents);
}
