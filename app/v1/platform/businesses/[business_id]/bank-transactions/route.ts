import { suggestMatches } from "@/lib/banking/matching/suggest-matches";
import { serializeBankTransactions } from "@/lib/banking/transactions/bank-transaction-serializer";
import { listBankTransactions } from "@/lib/banking/transactions/list-bank-transactions";
import { listBankTransactionsEndpoint } from "@/lib/contracts/bank-transactions";
import { toPage } from "@/lib/http/pagination";
import { apiRoute, handle } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(listBankTransactionsEndpoint, async ({ db, business, query }) => {
    const { rows, total } = await listBankTransactions(db, business.id, query);
    const suggestions = query.include_suggestions ? await suggestMatches(db, business, rows) : undefined;
    return { body: toPage(query, total, await serializeBankTransactions(db, business, rows, suggestions)) };
  }),
});
