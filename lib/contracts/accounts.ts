import { defineEndpoint } from "../http/endpoint";
import {
  accountPathSchema,
  accountSchema,
  createAccountSchema,
  listAccountsQuerySchema,
} from "../schemas/account";
import { businessPathSchema } from "../schemas/business";
import { paginatedSchema } from "../schemas/common";
import { businessErrors, writeErrors } from "./responses";

export const listAccountsEndpoint = defineEndpoint({
  method: "GET",
  path: "/v1/platform/businesses/{business_id}/accounts/",
  operationId: "listAccounts",
  summary: "List the chart of accounts",
  description:
    "In code order. `classification` takes a comma-separated list; `search` matches code or name " +
    "(case-insensitive); archived accounts are left out unless `include_archived=true`.",
  tag: "Ledger",
  auth: "business",
  params: businessPathSchema,
  query: listAccountsQuerySchema,
  responses: {
    200: { description: "A page of accounts.", schema: paginatedSchema(accountSchema) },
    ...businessErrors,
  },
});

export const createAccountEndpoint = defineEndpoint({
  method: "POST",
  path: "/v1/platform/businesses/{business_id}/accounts/",
  operationId: "createAccount",
  summary: "Add an account to the chart",
  description:
    "`code` is unique within the business (409 otherwise). `subtype`, the group label reports show the account " +
    "under, defaults to a label of the classification. Custom accounts have no system role.",
  tag: "Ledger",
  auth: "business",
  resourceType: "account",
  events: [{ type: "account.created", onStatus: 201 }],
  params: businessPathSchema,
  body: createAccountSchema,
  responses: { 201: { description: "Created.", schema: accountSchema }, ...writeErrors },
});

export const getAccountEndpoint = defineEndpoint({
  method: "GET",
  path: "/v1/platform/businesses/{business_id}/accounts/{account_id}/",
  operationId: "getAccount",
  summary: "Get an account",
  tag: "Ledger",
  auth: "business",
  params: accountPathSchema,
  responses: { 200: { description: "The account.", schema: accountSchema }, ...businessErrors },
});
