import { serializeBankRule, serializeBankRules } from "@/lib/banking/rules/bank-rule-serializer";
import { listBankRules } from "@/lib/banking/rules/list-bank-rules";
import { createBankRule } from "@/lib/banking/rules/save-bank-rule";
import { createBankRuleEndpoint, listBankRulesEndpoint } from "@/lib/contracts/bank-rules";
import { toPage } from "@/lib/http/pagination";
import { apiRoute, handle } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(listBankRulesEndpoint, async ({ db, business, query }) => {
    const { rows, total } = await listBankRules(db, business.id, query);
    return { body: toPage(query, total, await serializeBankRules(db, business.id, rows)) };
  }),
  POST: handle(createBankRuleEndpoint, async ({ db, business, body }) => {
    const { rule, appliedCount } = await createBankRule(db, business.id, body);
    const serialized = await serializeBankRule(db, business.id, rule);
    return {
      status: 201,
      body: appliedCount === undefined ? serialized : { ...serialized, applied_count: appliedCount },
    };
  }),
});
