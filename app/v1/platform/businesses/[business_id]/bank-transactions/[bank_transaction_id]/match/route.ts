import { matchTransaction } from "@/lib/banking/matching/match-transaction";
import { serializeBankTransaction } from "@/lib/banking/transactions/bank-transaction-serializer";
import { matchBankTransactionEndpoint } from "@/lib/contracts/bank-matching";
import { apiRoute, handle } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(matchBankTransactionEndpoint, async ({ db, business, params, body }) => {
    const row = await matchTransaction(db, business, params.bank_transaction_id, body);
    return { body: await serializeBankTransaction(db, business, row) };
  }),
});
