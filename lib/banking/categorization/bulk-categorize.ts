import type { BusinessRow } from "../../businesses/business-serializer";
import type { Db } from "../../db/client";
import { isApiError } from "../../http/api-error";
import type { BulkCategorizeInput, BulkResult } from "../../schemas/bank-categorization";
import { categorizeTransaction } from "./categorize-transaction";

type ItemResult = BulkResult["results"][number];

/**
 * Runs `work` for each item in its own savepoint: an item the API refuses is reported in the API's error shape and
 * leaves nothing behind, the others go through. Any other failure fails the request.
 */
export async function eachItem<T extends { bank_transaction_id: string }>(
  db: Db,
  items: readonly T[],
  work: (tx: Db, item: T) => Promise<unknown>,
): Promise<BulkResult> {
  return db.transaction(async (tx) => {
    const results: ItemResult[] = [];
    for (const [index, item] of items.entries()) {
      try {
        await tx.transaction((savepoint) => work(savepoint, item));
        results.push({ index, bank_transaction_id: item.bank_transaction_id, status: "done", error: null });
      } catch (error) {
        if (!isApiError(error)) throw error;
        results.push({
          index,
          bank_transaction_id: item.bank_transaction_id,
          status: "rejected",
          error: {
            error: error.message,
            error_code: error.code,
            ...(error.details ? { details: error.details } : {}),
          },
        });
      }
    }
    const done = results.filter((result) => result.status === "done").length;
    return { done_count: done, rejected_count: results.length - done, results };
  });
}

/** `POST /bank-transactions/categorize/`: categorizes many transactions, each on its own (eachItem). */
export async function bulkCategorize(
  db: Db,
  business: BusinessRow,
  input: BulkCategorizeInput,
  now = new Date(),
) {
  return eachItem(db, input.items, (tx, { bank_transaction_id, ...categorization }) =>
    categorizeTransaction(tx, business, bank_transaction_id, categorization, now),
  );
}
