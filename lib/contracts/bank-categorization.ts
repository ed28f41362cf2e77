import { BANK_TRANSACTION_MATCHED_RULE } from "../schemas/event";
import { defineEndpoint } from "../http/endpoint";
import {
  bulkCategorizeSchema,
  bulkResultSchema,
  categorizeSchema,
  MAX_BULK_ITEMS,
  splitSchema,
} from "../schemas/bank-categorization";
import { bankTransactionPathSchema } from "../schemas/bank-transaction";
import { businessPathSchema } from "../schemas/business";
import { BANK_TRANSACTION, BANK_TRANSACTIONS, BANKING_TAG, transaction } from "./bank-transactions";
import { writeErrors } from "./responses";

const refusals =
  "409 when the transaction is matched (unmatch it first), in a reconciled statement, or its bank account is " +
  "archived; a split line is changed through its parent.";

export const categorizeBankTransactionEndpoint = defineEndpoint({
  method: "POST",
  path: `${BANK_TRANSACTION}categorize/`,
  operationId: "categorizeBankTransaction",
  summary: "Categorize a bank transaction",
  description:
    "Posts the whole amount to `account_id`, dated on the transaction's date (source `bank_transaction`): money " +
    "out credits the bank account's cash account and debits the account (less tax) and input tax; money in the " +
    "mirror image with sales tax payable. A categorized or split transaction is recategorized by reversing its " +
    `entry first; an excluded one is included again. ${refusals} \`suggested_rule\` offers a rule after the ` +
    "third time a counterparty gets the same account by hand.",
  tag: BANKING_TAG,
  auth: "business",
  resourceType: "bank_transaction",
  events: [BANK_TRANSACTION_MATCHED_RULE, { type: "bank_transaction.updated" }],
  params: bankTransactionPathSchema,
  body: categorizeSchema,
  responses: { 200: transaction("The categorized transaction."), ...writeErrors },
});

export const splitBankTransactionEndpoint = defineEndpoint({
  method: "POST",
  path: `${BANK_TRANSACTION}split/`,
  operationId: "splitBankTransaction",
  summary: "Split a bank transaction",
  description:
    "Posts parts of the amount to several accounts, each with its tax; the parts must add up to the amount (400 " +
    "on `lines` otherwise). One entry; each part becomes a child transaction (`parent_id`, listed in `splits`). " +
    `A split replaces an earlier categorization by reversal. ${refusals}`,
  tag: BANKING_TAG,
  auth: "business",
  resourceType: "bank_transaction",
  events: [BANK_TRANSACTION_MATCHED_RULE, { type: "bank_transaction.updated" }],
  params: bankTransactionPathSchema,
  body: splitSchema,
  responses: { 200: transaction("The split transaction."), ...writeErrors },
});

export const uncategorizeBankTransactionEndpoint = defineEndpoint({
  method: "POST",
  path: `${BANK_TRANSACTION}uncategorize/`,
  operationId: "uncategorizeBankTransaction",
  summary: "Uncategorize a bank transaction",
  description:
    "Reverses the categorization's entry (split children go) and makes the transaction uncategorized; an excluded " +
    `one is included again. An uncategorized one is returned unchanged. ${refusals}`,
  tag: BANKING_TAG,
  auth: "business",
  resourceType: "bank_transaction",
  events: [{ type: "bank_transaction.updated" }],
  params: bankTransactionPathSchema,
  responses: { 200: transaction("The uncategorized transaction."), ...writeErrors },
});

export const excludeBankTransactionEndpoint = defineEndpoint({
  method: "POST",
  path: `${BANK_TRANSACTION}exclude/`,
  operationId: "excludeBankTransaction",
  summary: "Exclude a bank transaction",
  description:
    "Leaves the line out of the books and out of the bank account's `balance_cents` (a duplicate line, say), " +
    `reversing any categorization. Excluding twice changes nothing. ${refusals}`,
  tag: BANKING_TAG,
  auth: "business",
  resourceType: "bank_transaction",
  events: [{ type: "bank_transaction.updated" }],
  params: bankTransactionPathSchema,
  responses: { 200: transaction("The excluded transaction."), ...writeErrors },
});

export const bulkCategorizeEndpoint = defineEndpoint({
  method: "POST",
  path: `${BANK_TRANSACTIONS}categorize/`,
  operationId: "bulkCategorizeBankTransactions",
  summary: "Categorize many bank transactions",
  description:
    `Up to ${MAX_BULK_ITEMS} items, each categorized as the single route would, on its own: an item the API ` +
    "refuses is `rejected` with the error it would have had and leaves nothing behind; the others are done.",
  tag: BANKING_TAG,
  auth: "business",
  resourceType: "bank_transaction",
  events: [BANK_TRANSACTION_MATCHED_RULE, { type: "bank_transaction.updated" }],
  params: businessPathSchema,
  body: bulkCategorizeSchema,
  responses: { 200: { description: "Per-item results.", schema: bulkResultSchema }, ...writeErrors },
});
