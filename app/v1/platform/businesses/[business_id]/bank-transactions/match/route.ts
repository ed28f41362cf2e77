import { bulkMatch } from "@/lib/banking/matching/bulk-match";
import { matchedDocuments } from "@/lib/banking/matching/matched-documents";
import { changedBankTransactions } from "@/lib/banking/transactions/changed-transactions";
import { bulkMatchEndpoint } from "@/lib/contracts/bank-matching";
import { publicOrigin } from "@/lib/http/public-origin";
import { apiRoute, handle } from "@/lib/http/route";
import type { BankTransactionResponse } from "@/lib/schemas/bank-transaction";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(bulkMatchEndpoint, async ({ request, db, business, body }) => {
    const result = await bulkMatch(db, business, body);
    const done = result.results
      .filter((item) => item.status === "done")
      .map((item) => item.bank_transaction_id);
    const transactions = await changedBankTransactions(db, business, done);
    const documents = await matchedDocuments(
      db,
      business,
      transactions.map((transaction) => transaction.body as BankTransactionResponse),
      publicOrigin(request),
    );
    return { body: result, changed: [...transactions, ...documents], storedNothing: done.length === 0 };
  }),
});
