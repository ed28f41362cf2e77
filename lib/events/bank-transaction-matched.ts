import type { Db } from "../db/client";
import { recordEvent } from "./record-event";

/**
 * `bank_transaction.matched` for a write outside the route wrapper's rules (a background match; a route declares
 * BANK_TRANSACTION_MATCHED_RULE of lib/schemas/event.ts in its contract instead): records the event directly, inside the
 * matching transaction, with the transaction's serialized representation.
 */
export function recordBankTransactionMatched(
  tx: Db,
  owner: { businessId: string; partnerId: string },
  transaction: { id: string },
) {
  return recordEvent(tx, {
    ...owner,
    type: "bank_transaction.matched",
    resourceType: "bank_transaction",
    resourceId: transaction.id,
    data: transaction,
  });
}
