import { serializeBankTransaction } from "@/lib/banking/transactions/bank-transaction-serializer";
import { splitTransaction } from "@/lib/banking/categorization/categorize-transaction";
import { splitBankTransactionEndpoint } from "@/lib/contracts/bank-categorization";
import { apiRoute, handle } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(splitBankTransactionEndpoint, async ({ db, business, params, body }) => ({
    body: await serializeBankTransaction(
      db,
      business,
      await splitTransaction(db, business, params.bank_transaction_id, body),
    ),
  })),
});
