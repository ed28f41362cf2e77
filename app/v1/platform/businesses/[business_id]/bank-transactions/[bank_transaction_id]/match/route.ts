import { matchTransaction } from "@/lib/banking/matching/match-transaction";
import { matchedDocuments } from "@/lib/banking/matching/matched-documents";
import { serializeBankTransaction } from "@/lib/banking/transactions/bank-transaction-serializer";
import { matchBankTransactionEndpoint } from "@/lib/contracts/bank-matching";
import { publicOrigin } from "@/lib/http/public-origin";
import { apiRoute, handle } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(matchBankTransactionEndpoint, async ({ request, db, business, params, body }) => {
    const row = await matchTransaction(db, business, params.bank_transaction_id, body);
    const transaction = await serializeBankTransaction(db, business, row);
    // The bill, invoice or payout the match settled, for `bill.paid`, `invoice.paid` and `payout.reconciled`.
    const documents = await matchedDocuments(db, business, [transaction], publicOrigin(request));
    return { body: transaction, changed: documents };
  }),
});
