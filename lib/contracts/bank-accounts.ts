import { defineEndpoint } from "../http/endpoint";
import {
  bankAccountPathSchema,
  bankAccountSchema,
  bankAccountStatisticsSchema,
  createBankAccountSchema,
  listBankAccountsQuerySchema,
  updateBankAccountSchema,
} from "../schemas/bank-account";
import { businessPathSchema } from "../schemas/business";
import { paginatedSchema } from "../schemas/common";
import { businessErrors, writeErrors } from "./responses";

const collection = "/v1/platform/businesses/{business_id}/bank-accounts/";
const item = `${collection}{bank_account_id}/`;
const tag = "Banking";
const account = (description: string) => ({ description, schema: bankAccountSchema });

export const listBankAccountsEndpoint = defineEndpoint({
  method: "GET",
  path: collection,
  operationId: "listBankAccounts",
  summary: "List bank accounts",
  description:
    "extensions.md §1.1. Newest first unless `ordering` says otherwise (ties by id). `statistics` describes every " +
    "account the filters match, not only the page. `balance_min`/`balance_max` are in units, as `balance`.",
  tag,
  auth: "business",
  params: businessPathSchema,
  query: listBankAccountsQuerySchema,
  responses: {
    200: {
      description: "A page of bank accounts with statistics.",
      schema: paginatedSchema(bankAccountSchema).extend({ statistics: bankAccountStatisticsSchema }),
    },
    ...businessErrors,
  },
});

export const createBankAccountEndpoint = defineEndpoint({
  method: "POST",
  path: collection,
  operationId: "createBankAccount",
  summary: "Create a bank account",
  description:
    "Maps the account to the cash account `mapped_account_id` names, or to a new one (the next free code from " +
    "1001, named after it). A non-zero opening balance is posted on `opening_balance_date`: debit the cash account, " +
    "credit retained earnings. Idempotent on `external_id`: a known one returns that account with 200.",
  tag,
  auth: "business",
  resourceType: "bank_account",
  events: [{ type: "bank_account.created", onStatus: 201 }],
  params: businessPathSchema,
  body: createBankAccountSchema,
  responses: {
    201: account("Created."),
    200: account("An account with this external_id already existed; nothing was created."),
    ...writeErrors,
  },
});

export const getBankAccountEndpoint = defineEndpoint({
  method: "GET",
  path: item,
  operationId: "getBankAccount",
  summary: "Get a bank account",
  description: "extensions.md §1.2.",
  tag,
  auth: "business",
  params: bankAccountPathSchema,
  responses: { 200: account("The bank account."), ...businessErrors },
});

export const updateBankAccountEndpoint = defineEndpoint({
  method: "PUT",
  path: item,
  operationId: "updateBankAccount",
  summary: "Update a bank account",
  description:
    "Changes the fields sent; an omitted field keeps its value and null clears it. A new opening balance or date " +
    "reverses the opening entry and posts the new one: 409 once a statement is reconciled or when transactions " +
    "are dated before the new date. The mapped ledger account cannot change.",
  tag,
  auth: "business",
  resourceType: "bank_account",
  events: [{ type: "bank_account.updated" }],
  params: bankAccountPathSchema,
  body: updateBankAccountSchema,
  responses: { 200: account("The updated bank account."), ...writeErrors },
});

export const archiveBankAccountEndpoint = defineEndpoint({
  method: "DELETE",
  path: item,
  operationId: "archiveBankAccount",
  summary: "Archive a bank account",
  description:
    "Soft delete: `is_active` becomes false, imports are refused, everything recorded stays. Archiving an archived " +
    "account returns it unchanged.",
  tag,
  auth: "business",
  resourceType: "bank_account",
  events: [{ type: "bank_account.updated" }],
  params: bankAccountPathSchema,
  responses: { 200: account("The archived bank account."), ...writeErrors },
});

export const unarchiveBankAccountEndpoint = defineEndpoint({
  method: "POST",
  path: `${item}unarchive/`,
  operationId: "unarchiveBankAccount",
  summary: "Unarchive a bank account",
  description: "409 when another active bank account was mapped to its ledger account meanwhile.",
  tag,
  auth: "business",
  resourceType: "bank_account",
  events: [{ type: "bank_account.updated" }],
  params: bankAccountPathSchema,
  responses: { 200: account("The active bank account."), ...writeErrors },
});
