import { bankRuleSuggestions } from "@/lib/banking/rules/list-bank-rules";
import { bankRuleSuggestionsEndpoint } from "@/lib/contracts/bank-rules";
import { apiRoute, handle } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(bankRuleSuggestionsEndpoint, async ({ db, business }) => ({
    body: { results: await bankRuleSuggestions(db, business.id) },
  })),
});
