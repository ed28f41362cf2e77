import { bulkCategorize } from "@/lib/banking/categorization/bulk-categorize";
import { changedBankTransactions } from "@/lib/banking/transactions/changed-transactions";
import { bulkCategorizeEndpoint } from "@/lib/contracts/bank-categorization";
import { apiRoute, handle } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(bulkCategorizeEndpoint, async ({ db, business, body }) => {
    const result = await bulkCategorize(db, business, body);
    const done = result.results
      .filter((item) => item.status === "done")
      .map((item) => item.bank_transaction_id);
    return {
      body: result,
      changed: await changedBankTransactions(db, business, done),
      storedNothing: done.length === 0,
    };
  }),
});
