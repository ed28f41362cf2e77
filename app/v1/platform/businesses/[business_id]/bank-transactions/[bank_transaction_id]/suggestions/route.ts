import { suggestMatches } from "@/lib/banking/matching/suggest-matches";
import { findBankTransaction } from "@/lib/banking/transactions/bank-transaction-row";
import { bankTransactionSuggestionsEndpoint } from "@/lib/contracts/bank-matching";
import { apiRoute, handle } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(bankTransactionSuggestionsEndpoint, async ({ db, business, params, query }) => {
    const row = await findBankTransaction(db, business.id, params.bank_transaction_id);
    const suggestions = await suggestMatches(db, business, [row], query.limit);
    return { body: { bank_transaction_id: row.id, results: suggestions.get(row.id) ?? [] } };
  }),
});
