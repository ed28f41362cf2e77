import type { BusinessRow } from "../../businesses/business-serializer";
import type { Db } from "../../db/client";
import type { ChangedResource } from "../../events/write-events";
import { changedBills } from "../../payables/changed-bills";
import { changedInvoices } from "../../receivables/changed-invoices";
import { changedPayouts } from "../../receivables/payouts/changed-payouts";
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
  const idsOf = (type: BankReconciliationLink["document_type"]) =>
    links.filter((link) => link.document_type === type).map((link) => link.document_id);
  return [
    ...(await changedBills(db, business, idsOf("bill"), origin)),
    ...(await changedInvoices(db, business, idsOf("invoice"), origin)),
    ...(await changedPayouts(db, business.id, idsOf("payout"))),
  ];
}
