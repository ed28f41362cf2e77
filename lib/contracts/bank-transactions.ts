import { BANK_TRANSACTION_MATCHED_RULE } from "../schemas/event";
import { defineEndpoint } from "../http/endpoint";
import { DOCUMENT_BODY_LIMIT } from "../http/request-body";
import {
  bankTransactionPathSchema,
  bankTransactionSchema,
  listBankTransactionsQuerySchema,
} from "../schemas/bank-transaction";
import {
  importBankTransactionsSchema,
  importResultSchema,
  importStatementFileSchema,
  MAX_IMPORT_LINES,
} from "../schemas/bank-transaction-import";
import { businessPathSchema } from "../schemas/business";
import { paginatedSchema } from "../schemas/common";
import { businessErrors, writeErrors } from "./responses";

export const BANK_TRANSACTIONS = "/v1/platform/businesses/{business_id}/bank-transactions/";
export const BANK_TRANSACTION = `${BANK_TRANSACTIONS}{bank_transaction_id}/`;
export const BANKING_TAG = "Banking";
export const transaction = (description: string) => ({ description, schema: bankTransactionSchema });

export const listBankTransactionsEndpoint = defineEndpoint({
  method: "GET",
  path: BANK_TRANSACTIONS,
  operationId: "listBankTransactions",
  summary: "List bank transactions",
  description:
    "extensions.md §2.1. Newest first (`-date`, `-created_at`, then id) unless `ordering` says otherwise. Date and " +
    "amount bounds are inclusive; `categorization_status` may be repeated. Split children are listed too " +
    "(`has_parent=false` leaves them out). `include_suggestions=true` adds each transaction's three best match " +
    "suggestions.",
  tag: BANKING_TAG,
  auth: "business",
  params: businessPathSchema,
  query: listBankTransactionsQuerySchema,
  repeatableQuery: ["categorization_status"],
  responses: {
    200: { description: "A page of bank transactions.", schema: paginatedSchema(bankTransactionSchema) },
    ...businessErrors,
  },
});

export const getBankTransactionEndpoint = defineEndpoint({
  method: "GET",
  path: BANK_TRANSACTION,
  operationId: "getBankTransaction",
  summary: "Get a bank transaction",
  tag: BANKING_TAG,
  auth: "business",
  params: bankTransactionPathSchema,
  responses: { 200: transaction("The bank transaction."), ...businessErrors },
});

const importOutcome =
  "Per line: `created`; `existing` (the bank account already has this external_id: nothing changes, also when " +
  "the same batch is imported by several requests at once); `rejected` with `errors` (another currency, dated " +
  "before the opening balance date or in a reconciled statement). Rules categorize created lines whose " +
  "counterparty they match.";

export const importBankTransactionsEndpoint = defineEndpoint({
  method: "POST",
  path: `${BANK_TRANSACTIONS}import/`,
  operationId: "importBankTransactions",
  summary: "Import bank transactions",
  description:
    `Up to ${MAX_IMPORT_LINES} statement lines of one bank account. A body that fails validation is 400 and ` +
    `stores nothing. ${importOutcome}`,
  tag: BANKING_TAG,
  auth: "business",
  resourceType: "bank_transaction",
  events: [{ type: "bank_transaction.created" }, BANK_TRANSACTION_MATCHED_RULE],
  params: businessPathSchema,
  body: importBankTransactionsSchema,
  responses: { 200: { description: "Per-line results.", schema: importResultSchema }, ...writeErrors },
});

export const importStatementFileEndpoint = defineEndpoint({
  method: "POST",
  path: `${BANK_TRANSACTIONS}import-file/`,
  operationId: "importBankStatementFile",
  summary: "Import a bank statement file",
  description:
    "`file` (base64 or a base64 data: URL, at most 10 MB) in `format` csv (with a column `mapping`), ofx (OFX 1.x " +
    "SGML, 2.x XML or QFX) or camt053 (ISO 20022 camt.053). A file that cannot be read is 400 with `details.file` " +
    "naming its line, and stores nothing; so is another account's or currency's statement. " +
    importOutcome,
  tag: BANKING_TAG,
  auth: "business",
  resourceType: "bank_transaction",
  events: [{ type: "bank_transaction.created" }, BANK_TRANSACTION_MATCHED_RULE],
  params: businessPathSchema,
  body: importStatementFileSchema,
  maxBodyBytes: DOCUMENT_BODY_LIMIT,
  responses: { 200: { description: "Per-line results.", schema: importResultSchema }, ...writeErrors },
});
