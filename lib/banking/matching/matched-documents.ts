import { and, eq, inArray } from "drizzle-orm";
import type { BusinessRow } from "../../businesses/business-serializer";
import type { Db } from "../../db/client";
import { payouts } from "../../db/schema";
import type { ChangedResource } from "../../events/write-events";
import { changedBills } from "../../payables/changed-bills";
import { changedInvoices } from "../../receivables/changed-invoices";
import { serializePayouts } from "../../receivables/payouts/payout-serializer";
import type { BankReconciliationLink } from "../../schemas/bank-transaction";

/**
 * The documents matched bank transactions are linked to (bills, invoices, payouts), as their GET shows them after the
 * match, for the match contract's event rules (`bill.paid`, `invoice.paid`, `payout.reconciled`).
 */
export async function matchedDocuments(
  db: Db,
  business: BusinessRow,
  transactions: readonly { reconciliations: readonly BankReconciliationLink[] }[],
  origin: string,
): Promise<ChangedResource[]> {
  const links = transactions.flatMap((transaction) => transaction.reconciliations);
  const idsOf = (type: BankReconciliationLink["document_type"]) => [
    ...new Set(links.filter((link) => link.document_type === type).map((link) => link.document_id)),
  ];
  const payoutIds = idsOf("payout");
  const payoutRows =
    payoutIds.length === 0
      ? []
      : await db
          .select()
          .from(payouts)
          .where(and(eq(payouts.businessId, business.id), inArray(payouts.id, payoutIds)));
  const payoutBodies = await serializePayouts(db, business.id, payoutRows);
  return [
    ...(await changedBills(db, business, idsOf("bill"), origin)),
    ...(await changedInvoices(db, business, idsOf("invoice"), origin)),
    ...payoutBodies.map((body) => ({ resourceType: "payout", body })),
  ];
}
