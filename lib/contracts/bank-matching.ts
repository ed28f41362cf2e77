import { BANK_TRANSACTION_MATCH_RULE } from "../schemas/event";
import { BILL_PAID, INVOICE_PAID, PAYOUT_RECONCILED } from "./event-rules";

/** What a match can settle: the bill or invoice it pays in full, the payout its lines now account for. */
const SETTLED_BY_MATCH = [BILL_PAID, INVOICE_PAID, PAYOUT_RECONCILED];
import { z } from "zod";
import { defineEndpoint } from "../http/endpoint";
import { bulkResultSchema } from "../schemas/bank-categorization";
import {
  bulkMatchSchema,
  matchSchema,
  suggestionsQuerySchema,
  unmatchSchema,
} from "../schemas/bank-matching";
import { bankTransactionPathSchema, matchSuggestionSchema } from "../schemas/bank-transaction";
import { businessPathSchema } from "../schemas/business";
import { uuidSchema } from "../schemas/common";
import { BANK_TRANSACTION, BANK_TRANSACTIONS, BANKING_TAG, transaction } from "./bank-transactions";
import { businessErrors, writeErrors } from "./responses";

const refusals =
  "409 when the transaction is categorized, split or excluded (uncategorize it first), in a reconciled statement, " +
  "or its bank account is archived; when a match would apply more than is left on the transaction or on the " +
  "document (`details` names the item).";

export const bankTransactionSuggestionsEndpoint = defineEndpoint({
  method: "GET",
  path: `${BANK_TRANSACTION}suggestions/`,
  operationId: "listBankTransactionSuggestions",
  summary: "Suggested matches of a bank transaction",
  description:
    "Ranked candidates for what is left on the transaction: open bill, invoice and refund payments, paid payouts, " +
    "the other side of a transfer between two of the business's bank accounts, open bills and invoices (matching " +
    "one pays it), and the account this counterparty was categorized to before (`type: account`). Scored 0–100 by " +
    "amount, date window, counterparty and reference, each with its reasons. Empty for a transaction with nothing " +
    "left to match.",
  tag: BANKING_TAG,
  auth: "business",
  params: bankTransactionPathSchema,
  query: suggestionsQuerySchema,
  responses: {
    200: {
      description: "The suggestions, best first.",
      schema: z.object({ bank_transaction_id: uuidSchema, results: z.array(matchSuggestionSchema) }),
    },
    ...businessErrors,
  },
});

export const matchBankTransactionEndpoint = defineEndpoint({
  method: "POST",
  path: `${BANK_TRANSACTION}match/`,
  operationId: "matchBankTransaction",
  summary: "Match a bank transaction to documents",
  description:
    "Links the transaction to one or more documents' money movements (`reconciliations`); a document may be " +
    "matched by several transactions until it is covered. A payment posted to another cash account is moved onto " +
    "this bank account's (an entry the link keeps); a transfer posts one entry moving the money between the two " +
    "cash accounts and links both lines; an open `bill` or `invoice` is paid by the match (the payment is " +
    `recorded on this bank account, dated on the transaction's date). The transaction becomes \`matched\`. ${refusals}`,
  tag: BANKING_TAG,
  auth: "business",
  resourceType: "bank_transaction",
  events: [BANK_TRANSACTION_MATCH_RULE, { type: "bank_transaction.updated" }, ...SETTLED_BY_MATCH],
  params: bankTransactionPathSchema,
  body: matchSchema,
  responses: { 200: transaction("The matched transaction."), ...writeErrors },
});

export const unmatchBankTransactionEndpoint = defineEndpoint({
  method: "POST",
  path: `${BANK_TRANSACTION}unmatch/`,
  operationId: "unmatchBankTransaction",
  summary: "Unmatch a bank transaction",
  description:
    "Removes the transaction's links (all, or `reconciliation_link_ids`): what each posted is reversed and a " +
    "payment a match recorded is removed again, so the transaction, the documents and the books are as before. A " +
    "transfer's other side is unmatched with it. 409 when either side is in a reconciled statement.",
  tag: BANKING_TAG,
  auth: "business",
  resourceType: "bank_transaction",
  events: [{ type: "bank_transaction.updated" }],
  params: bankTransactionPathSchema,
  body: unmatchSchema,
  responses: { 200: transaction("The transaction after unmatching."), ...writeErrors },
});

export const bulkMatchEndpoint = defineEndpoint({
  method: "POST",
  path: `${BANK_TRANSACTIONS}match/`,
  operationId: "bulkMatchBankTransactions",
  summary: "Match many bank transactions",
  description:
    "Up to 500 items, each matched as the single route would, on its own: an item the API refuses is `rejected` " +
    "with the error it would have had and leaves nothing behind; the others are done.",
  tag: BANKING_TAG,
  auth: "business",
  resourceType: "bank_transaction",
  events: [BANK_TRANSACTION_MATCH_RULE, { type: "bank_transaction.updated" }, ...SETTLED_BY_MATCH],
  params: businessPathSchema,
  body: bulkMatchSchema,
  responses: { 200: { description: "Per-item results.", schema: bulkResultSchema }, ...writeErrors },
});
