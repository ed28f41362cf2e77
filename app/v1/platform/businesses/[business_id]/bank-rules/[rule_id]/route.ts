import { findBankRule } from "@/lib/banking/rules/bank-rule-row";
import { serializeBankRule } from "@/lib/banking/rules/bank-rule-serializer";
import { deleteBankRule, updateBankRule } from "@/lib/banking/rules/save-bank-rule";
import {
  deleteBankRuleEndpoint,
  getBankRuleEndpoint,
  updateBankRuleEndpoint,
} from "@/lib/contracts/bank-rules";
import { apiRoute, handle } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(getBankRuleEndpoint, async ({ db, business, params }) => ({
    body: await serializeBankRule(db, business.id, await findBankRule(db, business.id, params.rule_id)),
  })),
  PUT: handle(updateBankRuleEndpoint, async ({ db, business, params, body }) => ({
    body: await serializeBankRule(
      db,
      business.id,
      await updateBankRule(db, business.id, params.rule_id, body),
    ),
  })),
  DELETE: handle(deleteBankRuleEndpoint, async ({ db, business, params }) => {
    const rule = await deleteBankRule(db, business.id, params.rule_id);
    return { body: await serializeBankRule(db, business.id, rule) };
  }),
});
