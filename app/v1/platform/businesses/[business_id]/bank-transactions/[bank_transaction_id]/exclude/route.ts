import { serializeBankTransaction } from "@/lib/banking/transactions/bank-transaction-serializer";
import { excludeTransaction } from "@/lib/banking/categorization/categorize-transaction";
import { excludeBankTransactionEndpoint } from "@/lib/contracts/bank-categorization";
import { apiRoute, handle } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(excludeBankTransactionEndpoint, async ({ db, business, params }) => ({
    body: await serializeBankTransaction(
      db,
      business,
      await excludeTransaction(db, business, params.bank_transaction_id),
    ),
  })),
});
