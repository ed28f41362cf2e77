import { serializeBankTransaction } from "@/lib/banking/transactions/bank-transaction-serializer";
import { uncategorizeTransaction } from "@/lib/banking/categorization/categorize-transaction";
import { uncategorizeBankTransactionEndpoint } from "@/lib/contracts/bank-categorization";
import { apiRoute, handle } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(uncategorizeBankTransactionEndpoint, async ({ db, business, params }) => ({
    body: await serializeBankTransaction(
      db,
      business,
      await uncategorizeTransaction(db, business, params.bank_transaction_id),
    ),
  })),
});
