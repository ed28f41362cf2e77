import { unmatchTransaction } from "@/lib/banking/matching/unmatch-transaction";
import { serializeBankTransaction } from "@/lib/banking/transactions/bank-transaction-serializer";
import { unmatchBankTransactionEndpoint } from "@/lib/contracts/bank-matching";
import { apiRoute, handle } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(unmatchBankTransactionEndpoint, async ({ db, business, params, body }) => {
    const row = await unmatchTransaction(db, business, params.bank_transaction_id, body);
    return { body: await serializeBankTransaction(db, business, row) };
  }),
});
