import type { BusinessRow } from "../../businesses/business-serializer";
import type { Db } from "../../db/client";
import type { BulkMatchInput } from "../../schemas/bank-matching";
import { eachItem } from "../categorization/bulk-categorize";
import { matchTransaction } from "./match-transaction";

/** `POST /bank-transactions/match/`: matches many transactions, each on its own savepoint (eachItem). */
export async function bulkMatch(db: Db, business: BusinessRow, input: BulkMatchInput, now = new Date()) {
  return eachItem(db, input.items, (tx, item) =>
    matchTransaction(tx, business, item.bank_transaction_id, { matches: item.matches }, now),
  );
}
