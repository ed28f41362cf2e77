import { defineEndpoint } from "../http/endpoint";
import {
  bankRulePathSchema,
  bankRuleSchema,
  bankRuleSuggestionSchema,
  createBankRuleSchema,
  listBankRulesQuerySchema,
  updateBankRuleSchema,
} from "../schemas/bank-rule";
import { businessPathSchema } from "../schemas/business";
import { paginatedSchema } from "../schemas/common";
import { z } from "zod";
import { BANKING_TAG } from "./bank-transactions";
import { businessErrors, writeErrors } from "./responses";

const collection = "/v1/platform/businesses/{business_id}/bank-rules/";
const item = `${collection}{rule_id}/`;
const rule = (description: string) => ({ description, schema: bankRuleSchema });

export const listBankRulesEndpoint = defineEndpoint({
  method: "GET",
  path: collection,
  operationId: "listBankRules",
  summary: "List categorization rules",
  description: "Newest first, ties by id.",
  tag: BANKING_TAG,
  auth: "business",
  params: businessPathSchema,
  query: listBankRulesQuerySchema,
  responses: {
    200: { description: "A page of rules.", schema: paginatedSchema(bankRuleSchema) },
    ...businessErrors,
  },
});

export const createBankRuleEndpoint = defineEndpoint({
  method: "POST",
  path: collection,
  operationId: "createBankRule",
  summary: "Create a categorization rule",
  description:
    '"Counterparty contains X → account Y": imported transactions whose counterparty (else description) contains ' +
    "the text, case-insensitively, are categorized to the account (the longest matching text wins, then the " +
    "oldest rule). Only new uncategorized lines are touched, never a transaction someone categorized or matched; " +
    "`apply_to_existing` also categorizes the uncategorized transactions it matches now (at most 5,000). The " +
    "same text and direction twice is 409; the account must be one a categorization may use (400).",
  tag: BANKING_TAG,
  auth: "business",
  resourceType: "bank_rule",
  events: [{ type: "bank_rule.created", onStatus: 201 }],
  params: businessPathSchema,
  body: createBankRuleSchema,
  responses: { 201: rule("Created."), ...writeErrors },
});

export const getBankRuleEndpoint = defineEndpoint({
  method: "GET",
  path: item,
  operationId: "getBankRule",
  summary: "Get a categorization rule",
  tag: BANKING_TAG,
  auth: "business",
  params: bankRulePathSchema,
  responses: { 200: rule("The rule."), ...businessErrors },
});

export const updateBankRuleEndpoint = defineEndpoint({
  method: "PUT",
  path: item,
  operationId: "updateBankRule",
  summary: "Update a categorization rule",
  description: "Changes the fields sent; what the rule categorized before stays as it is.",
  tag: BANKING_TAG,
  auth: "business",
  resourceType: "bank_rule",
  events: [{ type: "bank_rule.updated" }],
  params: bankRulePathSchema,
  body: updateBankRuleSchema,
  responses: { 200: rule("The updated rule."), ...writeErrors },
});

export const deleteBankRuleEndpoint = defineEndpoint({
  method: "DELETE",
  path: item,
  operationId: "deleteBankRule",
  summary: "Delete a categorization rule",
  description: "Transactions it categorized keep their categorization.",
  tag: BANKING_TAG,
  auth: "business",
  resourceType: "bank_rule",
  events: [{ type: "bank_rule.deleted" }],
  params: bankRulePathSchema,
  responses: { 200: rule("The deleted rule."), ...writeErrors },
});

export const bankRuleSuggestionsEndpoint = defineEndpoint({
  method: "GET",
  path: `${collection}suggestions/`,
  operationId: "listBankRuleSuggestions",
  summary: "Rules worth creating",
  description:
    "Counterparties whose transactions of one direction were categorized by hand to one account at least three " +
    "times, that no active rule covers; most frequent first, at most 50.",
  tag: BANKING_TAG,
  auth: "business",
  params: businessPathSchema,
  responses: {
    200: {
      description: "Suggested rules.",
      schema: z.object({ results: z.array(bankRuleSuggestionSchema) }),
    },
    ...businessErrors,
  },
});
