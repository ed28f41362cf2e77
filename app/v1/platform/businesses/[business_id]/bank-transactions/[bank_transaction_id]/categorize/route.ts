import { serializeBankTransaction } from "@/lib/banking/transactions/bank-transaction-serializer";
import { categorizeTransaction } from "@/lib/banking/categorization/categorize-transaction";
import { categorizeBankTransactionEndpoint } from "@/lib/contracts/bank-categorization";
import { apiRoute, handle } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(categorizeBankTransactionEndpoint, async ({ db, business, params, body }) => {
    const { row, suggestedRule } = await categorizeTransaction(
      db,
      business,
      params.bank_transaction_id,
      body,
    );
    return {
      body: { ...(await serializeBankTransaction(db, business, row)), suggested_rule: suggestedRule },
    };
  }),
});
