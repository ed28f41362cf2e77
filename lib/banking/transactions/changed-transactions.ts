import type { BusinessRow } from "../../businesses/business-serializer";
import type { Db } from "../../db/client";
import type { ChangedResource } from "../../events/write-events";
import { findBankTransaction } from "./bank-transaction-row";
import { serializeBankTransaction } from "./bank-transaction-serializer";

/** The transactions a batch write changed, as their GET shows them, for the batch contract's event rules. */
export async function changedBankTransactions(
  db: Db,
  business: BusinessRow,
  ids: readonly string[],
): Promise<ChangedResource[]> {
  const changed: ChangedResource[] = [];
  for (const id of ids) {
    const body = await serializeBankTransaction(db, business, await findBankTransaction(db, business.id, id));
    changed.push({ resourceType: "bank_transaction", body });
  }
  return changed;
}
